/// Where an imported scenario came from: the kind of screen capture, the
/// file, and the one setting that changed its numbers (the web viewport or
/// the Android density). Validation checks that `kind` matches the platform,
/// and reports carry it so a number can be traced back to its capture.
public struct ScenarioSource: Sendable, Equatable {
    public var kind: Platform
    /// The captured file as it was named on import.
    public var file: String
    /// Web: the layout viewport in CSS px.
    public var viewport: ScreenSize?
    /// Android: the screen density in dots per inch used to turn px into dp.
    public var density: Double?

    public init(kind: Platform, file: String, viewport: ScreenSize? = nil, density: Double? = nil) {
        self.kind = kind
        self.file = file
        self.viewport = viewport
        self.density = density
    }
}
