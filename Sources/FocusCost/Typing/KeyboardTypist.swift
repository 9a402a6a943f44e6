import FocusModel
import FocusStats

/// How a profile types, once its keyboard keys and platform defaults are resolved.
package enum KeyboardTypist: Sendable, Equatable {
    /// A switch user scanning the on-screen keyboard: the profile with its
    /// `mode` set to the keyboard's scanning mode.
    case scanning(SwitchScanningProfile)
    /// A screen-reader user finding each key by touch exploration (`TouchTypist`).
    case touchExploration(SwipeProfile)
    /// Typing on a hardware keyboard; seconds per keystroke.
    case hardware(perKeystroke: Distribution)
    /// The constant model a profile asks for with `typing: "constant"`:
    /// seconds per character, whatever the character and the keyboard.
    case constant(perCharacter: Distribution)

    /// The `method` a report shows.
    public var methodName: String {
        switch self {
        case let .scanning(p): p.scanningModel.methodName
        case .touchExploration: "touch exploration"
        case .hardware: "hardware keyboard"
        case .constant: "constant time per character"
        }
    }

    /// Whether the typist can type a wrong key (and then deletes it).
    package var modelsErrors: Bool {
        switch self {
        case .scanning, .touchExploration: true
        case .hardware, .constant: false
        }
    }

    var isConstant: Bool {
        if case .constant = self { return true }
        return false
    }

    /// Whether the typist uses an on-screen layout (a hardware keyboard has
    /// its own keys; the constant model none).
    var usesLayout: Bool {
        switch self {
        case .scanning, .touchExploration: true
        case .hardware, .constant: false
        }
    }

    /// What reports show as the layout when none is used.
    package var layoutLabel: String? {
        switch self {
        case .scanning, .touchExploration: nil
        case .hardware: "hardware"
        case .constant: "none"
        }
    }
}

/// The layout and typist a profile types with (see docs/keyboards.md for the defaults).
package struct KeyboardSetup: Sendable {
    public let layout: KeyboardLayout
    public let typist: KeyboardTypist

    /// - Parameters:
    ///   - layoutChoice: a layout name or file that overrides the profile's `keyboard`.
    ///   - platform: the platform of the screen typed on, when known.
    ///   - field: the type of the field typed into, which picks the keyboard's variant.
    public init(user: NamedProfile, layoutChoice: String? = nil, platform: Platform? = nil,
                field: InputType? = nil) throws {
        // The user model decides how its user types: the one place a user's keyboard and typist are chosen.
        let choice = UserModelFactory.model(for: user.profile).typing
        // A person types on their own device: a screen reader's own phone, else the phone of the screen.
        let device = choice.ownPlatform ?? Self.switchDevice(onScreenOf: platform)
        layout = try Self.deviceLayout(choice: layoutChoice, profileKeyboard: choice.keyboard, device: device,
                                       field: field)
        typist = choice.typist(layout.platform ?? platform)
        if layoutChoice != nil, !typist.usesLayout {
            let how = typist.isConstant ? "at a constant time per character" : "on a hardware keyboard"
            throw KeyboardError.userCannotType(user: user.name, reason: "types \(how), so an on-screen layout does not apply")
        }
    }

    /// An average typist's keystroke (KLM, Card, Moran & Newell), for screen-reader users on a hardware keyboard.
    static let hardwareKeystroke = Distribution.fixed(0.28)

    /// The keyboard a person types on, decided here only: a layout given with
    /// `--layout` as it is; otherwise the profile's own `keyboard`, else their
    /// device's, in the variant the field's type brings up on that phone
    /// (docs/keyboards.md#which-keyboard-and-which-scanning).
    static func deviceLayout(choice: String?, profileKeyboard: String?, device: Platform?,
                             field: InputType?) throws -> KeyboardLayout {
        if let choice { return try layout(choice, fallback: choice) }
        let own = try layout(profileKeyboard, fallback: defaultLayout(for: device))
        return KeyboardLayout.variant(of: own, for: field)
    }

    /// The phone a switch profile without a keyboard of its own types on: the
    /// app's platform, and on a web page an iPhone (assumption: the generic
    /// switch profiles take iOS Switch Control's settings). Nil (no screen,
    /// `focusbench keyboard`) keeps MacKenzie's alphabetic layout.
    static func switchDevice(onScreenOf platform: Platform?) -> Platform? {
        platform == .web ? .ios : platform
    }

    /// A built-in name, else a file ending in .json.
    public static func layout(_ choice: String?, fallback: String) throws -> KeyboardLayout {
        let name = choice ?? fallback
        if let builtIn = KeyboardLayout.builtIn(named: name) { return builtIn }
        guard name.hasSuffix(".json") else {
            throw KeyboardError.unknownLayout(name, available: KeyboardLayout.builtInNames)
        }
        return try KeyboardLayoutFile.load(contentsOf: name)
    }

    /// Each phone's own keyboard; MacKenzie's alphabetic layout where no device is known.
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
