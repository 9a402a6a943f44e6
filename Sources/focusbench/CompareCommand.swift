import FocusCost
import FocusReport

/// `focusbench compare`: two orders with common random numbers.
enum CompareCommand {
    static func run(_ options: CompareOptions) throws {
        let inputs = try RunInputs(options.run)
        let orders = try options.orders ?? firstTwoOrders(of: inputs)
        let comparison = try inputs.costModel {
            try CostModel.compare(scenario: inputs.scenario, orders: orders, user: inputs.user,
                                  settings: options.run.settings)
        }
        try inputs.print { try Report.render(comparison, as: options.run.format) }
    }

    private static func firstTwoOrders(of inputs: RunInputs) throws -> (String, String) {
        let names = inputs.scenario.orders.map(\.name)
        guard names.count >= 2 else {
            throw CommandLineFailure.badInput(
                "\(inputs.options.scenarioPath): compare needs two orders, but the scenario has only '\(names[0])'")
        }
        return (names[0], names[1])
    }
}
