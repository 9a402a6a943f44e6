import FocusModel
import FocusSimulation
import FocusStats

/// A small form whose announcements have known word counts (VoiceOver wording):
///   e0 heading "Sign up"            2 + "heading" 1                = 3
///   e1 static text "Fill in the form" 4                            = 4
///   e2 text field "Email"           1 + "text field" 2             = 3, + ⌈typed/5⌉ after entry
///   e3 checkbox "Agree"             1 + "checkbox" 1 + "unchecked" = 3
///   e4 button "Send now"            2 + "button" 1                 = 3
///   e5 switch "Dark mode"           2 + "switch button" 2 + "off"  = 5
/// Controls (stops for form controls and Tab) are e2 ... e5.
func swipeForm(task: [(String, Int)], order: [String] = ["e0", "e1", "e2", "e3", "e4", "e5"]) -> Scenario {
    Scenario(
        name: "swipe form", platform: .ios,
        elements: [
            Element(id: "e0", role: .heading, label: "Sign up"),
            Element(id: "e1", role: .staticText, label: "Fill in the form"),
            Element(id: "e2", role: .textField, label: "Email"),
            Element(id: "e3", role: .checkbox, label: "Agree"),
            Element(id: "e4", role: .button, label: "Send now"),
            Element(id: "e5", role: .toggle, label: "Dark mode"),
        ],
        orders: [NamedOrder(name: "visual", elementIDs: order)],
        task: task.map { TaskStep(target: $0.0, characters: $0.1) })
}

/// A swipe user with fixed, dyadic times: swipe 0.5 s, 240 wpm (0.25 s a word),
/// double tap 0.25 s, 0.125 s per character, no overshoot unless given.
func fixedSwipeUser(navigation: SwipeProfile.Navigation = .linear, interrupts: Bool = false,
                    overshoot: Double = 0) -> SwipeProfile {
    var p = SwipeProfile()
    p.swipeTime = .fixed(0.5)
    p.speechRate = 240
    p.interruptsSpeech = interrupts
    p.recognitionWords = 2
    p.activationTime = .fixed(0.25)
    p.overshoot = overshoot
    p.navigation = navigation
    p.entryTimePerCharacter = .fixed(0.125)
    return p
}

func replicateStops(_ plan: StopNavigationPlan, count: Int, seed: UInt64 = 1,
                    maxSeconds: Double = 3600) -> [ReplicationRecord] {
    replicate(by: StopNavigationSimulator(plan: plan), count: count, seed: seed, maxSeconds: maxSeconds)
}
