import FocusModel

/// `focusbench validate`: reads a scenario with the same strict checks as
/// the other commands and says what it holds.
enum ValidateCommand {
    static func run(_ options: ValidateOptions) throws {
        let scenario = try ScenarioLoader.load(contentsOf: options.scenarioPath)
        let steps = scenario.task.count
        let orders = scenario.orders.map(\.name).joined(separator: ", ")
        StandardStreams.write("\(options.scenarioPath): valid (\(scenario.elements.count) elements, "
            + "orders: \(orders); task of \(steps) step\(steps == 1 ? "" : "s"))\n")
    }
}
