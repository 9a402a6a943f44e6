/// A web viewport as `import web --viewport` and a check configuration's
/// `"viewport"` both take it, so the two cannot come to read "390x844" differently.
extension ScreenSize {
    package static let viewportExpects = "WIDTHxHEIGHT in CSS px from 1 to 10000, such as 390x844"

    /// "390x844" → 390 by 844 CSS px; nil for anything `viewportExpects` does not describe.
    package init?(viewport text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = DecimalNumber.parse(parts[0]), let height = DecimalNumber.parse(parts[1]),
              (1...10_000).contains(width), (1...10_000).contains(height) else { return nil }
        self.init(width: width, height: height)
    }
}
