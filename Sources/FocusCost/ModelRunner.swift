import FocusModel
import FocusSimulation
import FocusStats

/// Picks the simulator (and closed form, where one exists) for a profile and
/// runs the replications. Each user model adds its case here.
enum ModelRunner {
    struct Run {
        var output: MonteCarlo.Output
        var analytic: AnalyticMoments?

        /// Moves the completion times out, so that sorting them for quantiles
        /// does not copy tens of megabytes.
        mutating func takeTotals() -> [Double] {
            defer { output.totals = [] }
            return output.totals
        }
    }

    static func run(scenario: Scenario, order: String, profile: UserProfile,
                    settings: SimulationSettings) throws -> Run {
        do {
            if FocusPhasePlanner.needsPhasedRun(scenario) {
                return try runPhased(scenario: scenario, order: order, profile: profile, settings: settings)
            }
            switch profile {
            case let .switchScanning(p):
                return try runSwitch(scenario: scenario, order: order, profile: p, settings: settings)
            case let .swipe(p):
                return try runSwipe(scenario: scenario, order: order, profile: p, settings: settings)
            case let .keyboard(p):
                return try runKeyboard(scenario: scenario, order: order, profile: p, settings: settings)
            }
        } catch let error as SimulationError {
            throw CostModelError.simulation(error)
        }
    }

    private static func runSwitch(scenario: Scenario, order: String, profile: SwitchScanningProfile,
                                  settings: SimulationSettings) throws -> Run {
        switch (profile.scanning, profile.mode) {
        case (.auto, .item):
            let model = try SwitchScanningModel(scenario: scenario, orderName: order, profile: profile)
            let output = MonteCarlo.run(SwitchScanningSimulator(model: model), settings: settings)
            return Run(output: output, analytic: LinearScanClosedForm.moments(of: model))
        case (.step, _):
            let model = try StepScanningModel(scenario: scenario, orderName: order, profile: profile)
            let output = MonteCarlo.run(StepScanningSimulator(model: model), settings: settings)
            return Run(output: output, analytic: StepScanClosedForm.moments(of: model))
        case (.auto, .group), (.auto, .rowColumn):
            let model = try TwoLevelScanningModel(scenario: scenario, orderName: order, profile: profile)
            let output = MonteCarlo.run(TwoLevelScanningSimulator(model: model), settings: settings)
            return Run(output: output, analytic: TwoLevelScanClosedForm.moments(of: model))
        case (.point, _):
            let model = try PointScanningModel(scenario: scenario, orderName: order, profile: profile)
            let output = MonteCarlo.run(PointScanningSimulator(model: model), settings: settings)
            return Run(output: output, analytic: PointScanClosedForm.moments(of: model))
        default:
            throw CostModelError.unsupported(
                "switch profiles with scanning '\(profile.scanning.rawValue)' and mode '\(profile.mode.rawValue)'")
        }
    }
}
