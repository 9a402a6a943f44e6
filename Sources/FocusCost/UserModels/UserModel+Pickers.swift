import FocusModel
import FocusSimulation

/// Choosing from pickers: each step that chooses an option runs the user's
/// own model on the picker's list (`PickerList`), independently of the
/// screen's navigation (docs/models.md#pickers).
extension UserModel {
    var typesAheadInPickers: Bool { false }

    /// The lists the task's choosing steps open, with the step each is chosen in.
    func pickerLists(of scenario: Scenario) -> [(step: Int, list: Scenario)] {
        guard scenario.task.contains(where: { $0.choice != nil }) else { return [] }
        return scenario.task.enumerated().compactMap { index, step in
            PickerList.screen(for: step, in: scenario, typesAhead: typesAheadInPickers).map { (index, $0) }
        }
    }

    /// The user's model of a list, focus (or the scan) starting on its first option.
    private func listModel(_ list: Scenario) throws -> Model {
        try model(of: list, order: PickerList.orderName, startIndex: 0)
    }

    /// One simulator per choosing step, scrolling the list as any screen.
    func pickerSimulators(of scenario: Scenario) throws -> [(step: Int, simulator: ScrollingSimulator<Simulator>)] {
        try pickerLists(of: scenario).map { step, list in
            let scrolled = ScrollingSimulator(base: simulator(of: try listModel(list)),
                                              screenfulsThroughStep: Viewport.screenfulsScrolledThroughStep(list),
                                              cost: scrollCost)
            return (step, scrolled)
        }
    }

    /// `moments` with the task's choosing added (independent of navigation):
    /// nil when a list has no closed form.
    func addingPickers(to moments: AnalyticMoments?, of scenario: Scenario) throws -> AnalyticMoments? {
        let lists = pickerLists(of: scenario)
        guard !lists.isEmpty else { return moments }
        guard var mean = moments?.mean, var variance = moments.map({ $0.sd * $0.sd }) else { return nil }
        for (_, list) in lists {
            guard let choosing = closedForm(of: try listModel(list)).map({ scrolled($0, list) }) else { return nil }
            mean += choosing.mean
            variance += choosing.sd * choosing.sd
        }
        return AnalyticMoments(mean: mean, sd: variance.squareRoot())
    }

    /// Builds every list's model, so a choice the user can never make is refused up front.
    func checkPickers(of scenario: Scenario) throws {
        for (_, list) in pickerLists(of: scenario) { _ = try listModel(list) }
    }
}
