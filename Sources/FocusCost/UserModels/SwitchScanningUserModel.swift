import FocusModel

/// What every switch user's model (item, group, step and point scanning)
/// shares because they share a `SwitchScanningProfile`: how they scroll, how
/// they type, and which elements their scan stops on.
protocol SwitchScanningUserModel: UserModel {
    var profile: SwitchScanningProfile { get }
    /// The scanning method as reports name it ("automatic item scanning").
    var methodName: String { get }
    /// How many highlights selecting a key of an on-screen keyboard takes
    /// from the top of its layer (`StepsPerCharacter`); nil when the scan
    /// highlights no keys one by one (point scanning).
    var keyHighlights: ((KeyboardLayer, KeyboardLayer.Place) -> Int)? { get }
}

extension SwitchScanningUserModel {
    /// Scrolling by the scanner's menu, waiting through its highlights
    /// (step scanning overrides it: the user steps through them).
    var scrollCost: ScrollCost { .scannedAction(profile) }

    var typing: TypingChoice { profile.typingChoice }

    func scanStops(of scenario: Scenario, order: String) -> [String]? {
        profile.scanned(scenario).order(named: order)?.elementIDs
    }
}
