import FocusModel
import FocusSimulation

/// A screen reader user swiping from element to element (`kind: swipe`).
struct SwipeNavigation: StopNavigationUserModel {
    let profile: SwipeProfile

    var rules: StopNavigationRules { StopNavigationRules(swipe: profile) }
    var overshoot: Double { profile.overshoot }
    /// The screen reader announces where focus lands.
    var searchesForHiddenFocus: Bool { false }
    /// The screen reader scrolls as focus moves.
    var scrollCost: ScrollCost { .automatic(seconds: ScrollCost.screenReaderSeconds) }

    /// Types by touch exploration of the on-screen keyboard, on a hardware
    /// keyboard, or at the constant rate (`typing`); on the screen reader's
    /// own phone's keyboard when nothing else names one.
    var typing: TypingChoice {
        let profile = profile
        return TypingChoice(keyboard: profile.keyboard,
                            ownPlatform: profile.screenReader == .voiceover ? .ios : .android) { _ in
            switch profile.typing {
            case .onScreen: .touchExploration(profile)
            case .hardware: .hardware(perKeystroke: KeyboardSetup.hardwareKeystroke)
            case .constant: .constant(perCharacter: profile.entryTimePerCharacter)
            }
        }
    }

    func model(of scenario: Scenario, order: String, startIndex: Int) throws -> StopNavigationPlan {
        try SwipeModel(scenario: scenario.browsedInDocumentOrder(order), orderName: order, startIndex: startIndex,
                       profile: profile).plan
    }
}

extension SwipeProfile: UserModelKind {
    var userModel: any UserModel { SwipeNavigation(profile: self) }
}

extension Scenario {
    /// A web screen reader's browse order: its virtual cursor reads the
    /// document in source order, whatever the tabindex, which only moves
    /// elements in the Tab sequence. So an order the platform derived
    /// (`"geometric"`, which puts positive tabindex first) is read with the
    /// same elements in document order (the `elements` array). An order
    /// listed by hand is taken as the order the page is read in, as written.
    func browsedInDocumentOrder(_ name: String) -> Scenario {
        guard platform == .web, let index = orders.firstIndex(where: { $0.name == name }),
              orders[index].derivedFromLayout else { return self }
        var position: [String: Int] = [:]
        for (i, element) in elements.enumerated() { position[element.id] = i }
        var copy = self
        copy.orders[index].elementIDs.sort { position[$0, default: .max] < position[$1, default: .max] }
        return copy
    }
}
