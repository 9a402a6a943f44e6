import FocusModel
import FocusStats

/// How a profile types, once its keyboard keys and platform defaults are resolved.
public enum KeyboardTypist: Sendable, Equatable {
    /// A switch user scanning the on-screen keyboard: the profile with its
    /// `mode` set to the keyboard's scanning mode.
    case scanning(SwitchScanningProfile)
    /// A screen-reader user finding each key by touch; seconds per key selection.
    case touchExploration(perKey: Distribution)
    /// Typing on a hardware keyboard; seconds per keystroke.
    case hardware(perKeystroke: Distribution)

    /// The `method` a report shows.
    public var methodName: String {
        switch self {
        case let .scanning(p):
            switch (p.scanning, p.mode) {
            case (.auto, .item): "automatic item scanning"
            case (.auto, .group): "automatic group scanning"
            case (.auto, .rowColumn): "automatic row-column scanning"
            case (.step, _): "step scanning"
            case (.point, _): "point scanning"
            }
        case .touchExploration: "touch exploration"
        case .hardware: "hardware keyboard"
        }
    }

    var isScanning: Bool {
        if case .scanning = self { return true }
        return false
    }

    /// Whether the typist uses an on-screen layout (a hardware keyboard has its own keys).
    var usesLayout: Bool {
        if case .hardware = self { return false }
        return true
    }
}

/// The layout and typist a profile types with (see docs/keyboards.md for the defaults).
public struct KeyboardSetup: Sendable {
    public let layout: KeyboardLayout
    public let typist: KeyboardTypist

    /// - Parameters:
    ///   - layoutChoice: a layout name or file that overrides the profile's `keyboard`.
    ///   - platform: the platform of the screen typed on, when known.
    public init(user: NamedProfile, layoutChoice: String? = nil, platform: Platform? = nil) throws {
        switch user.profile {
        case let .switchScanning(p):
            layout = try Self.layout(layoutChoice ?? p.keyboard, fallback: Self.defaultLayout(for: platform))
            var scanning = p
            scanning.mode = p.keyboardScanning ?? Self.defaultScanning(for: platform ?? layout.platform)
            typist = .scanning(scanning)
        case let .swipe(p):
            let own: Platform = p.screenReader == .voiceover ? .ios : .android
            layout = try Self.layout(layoutChoice ?? p.keyboard, fallback: Self.defaultLayout(for: platform ?? own))
            typist = p.typing == .onScreen ? .touchExploration(perKey: p.entryTimePerCharacter)
                                           : .hardware(perKeystroke: Self.hardwareKeystroke)
        case let .keyboard(p):
            layout = try Self.layout(layoutChoice, fallback: Self.defaultLayout(for: platform))
            typist = .hardware(perKeystroke: p.entryTimePerCharacter)
        }
        if layoutChoice != nil, !typist.usesLayout {
            throw KeyboardError.unsupported("user '\(user.name)' types on a hardware keyboard, so an on-screen "
                + "layout does not apply")
        }
    }

    /// An average typist's keystroke (KLM, Card, Moran & Newell), for screen-reader users on a hardware keyboard.
    static let hardwareKeystroke = Distribution.fixed(0.28)

    /// A built-in name, else a file ending in .json.
    public static func layout(_ choice: String?, fallback: String) throws -> KeyboardLayout {
        let name = choice ?? fallback
        if let builtIn = KeyboardLayout.builtIn(named: name) { return builtIn }
        guard name.hasSuffix(".json") else {
            throw KeyboardError.unknownLayout(name, available: KeyboardLayout.builtInNames)
        }
        return try KeyboardLayoutFile.load(contentsOf: name)
    }

    /// Each phone's own keyboard; MacKenzie's alphabetic layout where no platform is known.
    static func defaultLayout(for platform: Platform?) -> String {
        switch platform {
        case .ios: "ios-qwerty"
        case .android: "android-qwerty"
        case .web, nil: "alphabetic"
        }
    }

    /// Switch Access scans keyboards row-column (its default method, source
    /// in docs/keyboards.md); Switch Control scanning them in groups of rows is
    /// an assumption; elsewhere row-column, the usual method of scanning keyboards.
    static func defaultScanning(for platform: Platform?) -> SwitchScanningProfile.Mode {
        platform == .ios ? .group : .rowColumn
    }
}
