import FocusModel

/// What every switch user's model (item, group, step and point scanning)
/// shares because they share a `SwitchScanningProfile`: how they scroll, how
/// they type, and which elements their scan stops on.
protocol SwitchScanningUserModel: UserModel {
    var profile: SwitchScanningProfile { get }
}

extension SwitchScanningUserModel {
    var scrollCost: ScrollCost { .switchAction(profile) }

    var typing: TypingChoice { profile.typingChoice }

    func scanStops(of scenario: Scenario, order: String) -> [String]? {
        profile.scanned(scenario).order(named: order)?.elementIDs
    }
}
