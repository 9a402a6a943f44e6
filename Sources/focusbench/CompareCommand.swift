import FocusCost
import FocusReport

/// `focusbench compare`: two orders for one user, or two users on one order,
/// with common random numbers.
enum CompareCommand {
    static func run(_ options: CompareOptions) throws {
        let inputs = try RunInputs(options.run)
        let arms = try self.arms(options, inputs)
        let comparison = try inputs.costModel {
            try CostModel.compare(scenario: inputs.scenario, a: arms.a, b: arms.b, settings: options.run.settings)
        }
        try inputs.print { try Report.render(comparison, as: options.run.format) }
    }

    private static func arms(_ options: CompareOptions, _ inputs: RunInputs) throws -> (a: Arm, b: Arm) {
        if let users = options.users {
            let userA = try inputs.profile(named: users.0)
            let userB = try inputs.profile(named: users.1)
            let orders = try options.orders
                ?? { let order = options.order ?? inputs.scenario.orders[0].name; return (order, order) }()
            return (Arm(order: orders.0, user: userA), Arm(order: orders.1, user: userB))
        }
        let orders = try options.orders ?? firstTwoOrders(of: inputs)
        return (Arm(order: orders.0, user: inputs.user), Arm(order: orders.1, user: inputs.user))
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
