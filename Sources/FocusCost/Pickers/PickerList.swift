import FocusModel

/// An open picker's list as a screen of its own: one option per row, in the
/// picker's order, focus (or the scan) starting on the first option, the
/// chosen option the one target (docs/models.md#pickers).
///
/// Every kind of user moves through it with their own method: the switch
/// user's scan, the screen reader's swipes, the keyboard user's arrow keys
/// or type-ahead (`TypeAhead`). The list is laid out in one column of rows
/// as tall as the platform's minimum target (assumption: a real list's rows
/// may be taller); rows below the screen are scrolled to as on any screen.
enum PickerList {
    /// The order of the list screen.
    static let orderName = "options"

    /// Row height: Apple's 44 pt minimum target on iOS and the web, Material's
    /// 48 dp list row on Android.
    static func rowHeight(_ platform: Platform) -> Double { platform == .android ? 48 : 44 }

    /// The list of the picker `step` opens, with the chosen option as its
    /// task; nil when the step chooses nothing. `typesAhead`: the user types
    /// ahead where that takes fewer key presses than arrowing to the option,
    /// each typed letter moving as far as an arrow press (assumption).
    static func screen(for step: TaskStep, in scenario: Scenario, typesAhead: Bool) -> Scenario? {
        guard let chosen = step.choice, let picker = scenario.element(id: step.target),
              let options = picker.options else { return nil }
        var moves = chosen
        if typesAhead, let labels = options.labels, let typed = TypeAhead.keyPresses(choosing: chosen, among: labels) {
            moves = min(moves, typed)
        }
        let height = rowHeight(scenario.platform)
        let width = scenario.screen?.width ?? 320
        let elements = (0..<options.count).map { index in
            Element(id: "option\(index + 1)", role: .button, label: options.labels?[index] ?? "Option \(index + 1)",
                    frame: Frame(x: 0, y: Double(index) * height, width: width, height: height))
        }
        var list = Scenario(name: "\(scenario.name): \(picker.label) options", platform: scenario.platform,
                            elements: elements, orders: [NamedOrder(name: orderName, elementIDs: elements.map(\.id))],
                            task: [TaskStep(target: elements[moves].id)], screen: scenario.screen,
                            direction: scenario.direction)
        list.device = scenario.device
        return list
    }
}
