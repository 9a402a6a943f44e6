import FocusModel
import FocusSimulation

/// A keyboard user moving with Tab (and Shift+Tab) (`kind: keyboard`).
struct KeyboardNavigation: StopNavigationUserModel {
    let profile: KeyboardProfile

    var rules: StopNavigationRules { StopNavigationRules(keyboard: profile) }
    var overshoot: Double { profile.overshoot }
    /// Focus moves scroll the content into view.
    var scrollCost: ScrollCost { .automatic(seconds: ScrollCost.keyboardSeconds) }
    /// Types its keystrokes at `entryTimePerCharacter` each.
    var typing: TypingChoice {
        let perKeystroke = profile.entryTimePerCharacter
        return TypingChoice(keyboard: nil, ownPlatform: nil) { _ in .hardware(perKeystroke: perKeystroke) }
    }
    /// A `select` takes typed letters as well as arrow keys (`TypeAhead`).
    var typesAheadInPickers: Bool { true }

    func model(of scenario: Scenario, order: String, startIndex: Int) throws -> StopNavigationPlan {
        try KeyboardModel(scenario: scenario, orderName: order, startIndex: startIndex, profile: profile).plan
    }
}

extension KeyboardProfile: UserModelKind {
    var userModel: any UserModel { KeyboardNavigation(profile: self) }
}
