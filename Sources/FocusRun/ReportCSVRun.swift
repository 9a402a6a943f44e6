import FocusCost
import FocusReport

extension ReportRun {
    /// The rows of `ReportCSV.render` with no record kept: each cell (`Request.arms`), is simulated again with the request's settings
    /// (the same seed, so the same replications as the report's) and its rows
    /// handed to `output` a block at a time, so that memory does not grow with them.
    package static func streamCSV(_ request: Request, to output: @escaping @Sendable (String) -> Void) throws {
        let blocks = ReplicationCSV.streaming(to: output)
        var settings = request.settings
        settings.keepReplications = false
        for arm in request.arms {
            _ = try CostModel.simulate(scenario: request.scenario, order: arm.order, user: arm.user, settings: settings,
                                       streamingRecords: blocks)
        }
    }
}
