import FocusCost
import FocusReport

/// `focusbench simulate`: the completion time of one order.
enum SimulateCommand {
    static func run(_ options: SimulateOptions) throws {
        let inputs = try RunInputs(options.run)
        // The loader refuses a scenario without orders, so there is a first one.
        let order = options.order ?? inputs.scenario.orders[0].name
        let estimate = try inputs.costModel {
            try CostModel.simulate(scenario: inputs.scenario, order: order, user: inputs.user,
                                   settings: options.run.settings)
        }
        try inputs.print { try Report.render(estimate, as: options.run.format) }
    }
}
