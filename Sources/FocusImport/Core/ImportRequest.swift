import FocusModel

/// What `focusbench import` is asked to do: which kind of capture to read,
/// from which file, with the settings that kind needs.
public struct ImportRequest: Sendable {
    public var kind: Platform
    public var file: String
    /// Web: the layout viewport in CSS px (default 390 x 844, a phone).
    public var viewport: ScreenSize
    /// Android: dots per inch; nil means assume `AndroidDensity.assumed` and say so.
    public var density: Double?
    /// The `--task` text, nil for a draft task.
    public var task: String?
    /// The scenario's name; nil means one made from the capture.
    public var name: String?
    /// Web: the Chromium executable; nil means look for it on PATH.
    public var browser: String?
    /// Web: seconds the whole import may take, from starting the browser to
    /// the last Tab press (`--timeout`).
    public var timeout: Double = ImportRequest.defaultTimeout

    public static let defaultTimeout = 20.0

    /// The timeouts `--timeout` accepts: a second at least, an hour at most.
    public static let timeouts = 1.0...3600.0

    public static let defaultViewport = ScreenSize(width: 390, height: 844)

    public init(kind: Platform, file: String, viewport: ScreenSize = ImportRequest.defaultViewport,
                density: Double? = nil, task: String? = nil, name: String? = nil, browser: String? = nil) {
        self.kind = kind
        self.file = file
        self.viewport = viewport
        self.density = density
        self.task = task
        self.name = name
        self.browser = browser
    }
}

/// A written scenario and every guess made to write it.
public struct ImportResult: Sendable {
    /// The scenario as JSON text, ending with a newline; `validate` accepts it.
    public var scenarioJSON: String
    public var scenario: Scenario
    /// One line per guess (a role inferred, a label taken from a hint, the
    /// draft task), for stderr.
    public var guesses: [String]
}
