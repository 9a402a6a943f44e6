/// The kind of device a screen is laid out for. VoiceOver's row rule is
/// looser on a tablet (see `IOSReadingOrder`); the other platforms' rules do
/// not depend on it.
public enum DeviceClass: String, Sendable, Equatable, CaseIterable {
    case phone, tablet
}
