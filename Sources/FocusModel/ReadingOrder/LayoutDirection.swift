/// Which edge a line of the screen starts from: the leading edge is the left
/// one for left-to-right languages and the right one for Arabic or Hebrew.
public enum LayoutDirection: String, Sendable, Equatable, CaseIterable {
    case ltr, rtl
}
