import FocusModel

/// The keyboard screens and key-selection runs of one scanning user, built
/// once and shared by every text that user types: the texts of one step's
/// pool, the steps of one task, the correction rounds of one text.
///
/// Why: each key selection is a one-step task on its keyboard layer, and
/// building that task's model costs far more than the few replications a
/// person's pool runs on it; what the layer's model needs whatever the key
/// (its scan units) is worked out once per layer (`PreparedScreen`). A run depends only on the layout, the key and
/// the user (the numbers come from the seed each call is given), so sharing
/// it changes no number. One store serves one user: a population's people
/// differ in their timing, so each person has a store of their own.
package final class KeySelectionRuns {
    private struct Keyboard {
        var layout: KeyboardLayout
        var screens: [KeyboardScreen]
        /// Each layer's screen prepared for this user, once a key of it is selected.
        var prepared: [PreparedScreen?]
        var runs: [Key: PreparedRun] = [:]
        /// Each layer's expected wrong selections per delete selection, once worked out.
        var wrongPerDeletion: [Int: Double?] = [:]
    }

    private struct Key: Hashable {
        var layer: Int
        var place: KeyboardLayer.Place
    }

    let user: NamedProfile
    /// Usually one layout; a text typed with word completion may add another.
    private var keyboards: [Keyboard] = []

    init(user: NamedProfile) {
        self.user = user
    }

    /// The index of `layout` among the keyboards seen so far, adding it when new.
    func keyboard(_ layout: KeyboardLayout) -> Int {
        if let found = keyboards.firstIndex(where: { $0.layout == layout }) { return found }
        let platform = layout.platform ?? .ios
        let screens = layout.layers.enumerated().map { KeyboardScreen(layer: $1, layerIndex: $0, platform: platform) }
        keyboards.append(Keyboard(layout: layout, screens: screens,
                                  prepared: Array(repeating: nil, count: screens.count)))
        return keyboards.count - 1
    }

    func screens(of keyboard: Int) -> [KeyboardScreen] { keyboards[keyboard].screens }

    /// Expected wrong selections per selection of `layer`'s delete key, by
    /// the closed form of the user's scanning (`WrongSelectionsClosedForm`);
    /// nil where it does not apply, the layer has no delete key or its model
    /// is refused (selecting the key says why, as for any key).
    func wrongSelectionsPerDeletion(keyboard: Int, layer: Int) -> Double? {
        if let known = keyboards[keyboard].wrongPerDeletion[layer] { return known }
        let screen = keyboards[keyboard].screens[layer]
        var found: Double?
        if let delete = screen.layer.place(of: .delete) {
            var scenario = screen.screen
            scenario.task = [screen.step(selecting: delete)]
            found = try? UserModelFactory.model(for: user.profile)
                .wrongSelectionsPerSelection(scenario: scenario, order: KeyboardScreen.orderName)
        }
        keyboards[keyboard].wrongPerDeletion[layer] = .some(found)
        return found
    }

    /// The run of selecting the key at `place` of `layer`; throws as `PreparedRun` does.
    func run(keyboard: Int, layer: Int, place: KeyboardLayer.Place) throws -> PreparedRun {
        let key = Key(layer: layer, place: place)
        if let found = keyboards[keyboard].runs[key] { return found }
        let screen = keyboards[keyboard].screens[layer]
        if keyboards[keyboard].prepared[layer] == nil {
            keyboards[keyboard].prepared[layer] = try PreparedScreen(screen: screen.screen, order: KeyboardScreen.orderName,
                                                                     user: user)
        }
        let run = try keyboards[keyboard].prepared[layer]!.run(selecting: screen.step(selecting: place))
        keyboards[keyboard].runs[key] = run
        return run
    }
}
