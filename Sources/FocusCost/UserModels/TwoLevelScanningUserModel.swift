import FocusModel
import FocusSimulation

/// Automatic two-level scanning, by groups (`GroupScanning`) or by rows then
/// columns (`RowColumnScanning`): one model and simulator, whose units the
/// mode forms. The scan restarts from the top at every step, so where focus
/// starts does not matter.
protocol TwoLevelScanningUserModel: SwitchScanningUserModel
where Model == TwoLevelScanningModel, Simulator == TwoLevelScanningSimulator {}

extension TwoLevelScanningUserModel {
    var keyHighlights: ((KeyboardLayer, KeyboardLayer.Place) -> Int)? { StepsPerCharacter.unitHighlights }

    func model(of scenario: Scenario, order: String, startIndex: Int) throws -> TwoLevelScanningModel {
        try TwoLevelScanningModel(scenario: profile.scanned(scenario), orderName: order, profile: profile)
    }

    /// The units of a screen do not depend on its task when the scan skips
    /// none of its elements (a skipped element that is a target would be
    /// kept): they are then found once, and each target's model only places it.
    func prepareTargets(of screen: Scenario, order: String) throws -> PreparedScreen.Targets {
        var taskless = screen
        taskless.task = []
        let bare = taskless
        guard !FocusPhasePlanner.needsPhasedRun(bare), profile.scanned(bare).orders == bare.orders else {
            return preparingEachTarget(of: bare, order: order)
        }
        let units = try model(of: bare, order: order, startIndex: loadStartIndex).units
        let places = TwoLevelScanningModel.UnitPlaces(units)
        return { step in
            var scenario = bare
            scenario.task = [step]
            let built = try TwoLevelScanningModel(units: units, places: places, task: scenario.task, profile: profile,
                                                  orderName: order)
            return try runner(simulator(of: built), scrolling: scenario)
        }
    }

    func simulator(of model: TwoLevelScanningModel) -> TwoLevelScanningSimulator {
        TwoLevelScanningSimulator(model: model)
    }

    func closedForm(of model: TwoLevelScanningModel) -> AnalyticMoments? { TwoLevelScanClosedForm.moments(of: model) }

    func wrongSelectionsPerSelection(of model: TwoLevelScanningModel) -> Double? {
        WrongSelectionsClosedForm.perSelection(of: model, step: 0)
    }

    /// Units depend on neighbours in the order, so the mean is not separable
    /// in general. When every unit is a single element (a form without
    /// groups, rows of one), the scan is item scanning over the same elements,
    /// whose mean is separable when each step starts from the first item.
    /// Membership does not depend on the order, so what the model builds for
    /// this candidate holds for every order.
    func unitOrderMean(_ candidate: OrderMeanCandidate) throws -> OrderMeanParts {
        let units = try model(of: candidate.scenario, order: candidate.orderName, startIndex: 0).units
        if units.allSatisfy({ $0.count == 1 }) { return try ItemScanning(profile: profile).orderMean(candidate) }
        let costs = TwoLevelCosts(units: units, ids: candidate.elementIDs, targets: candidate.targets,
                                  profile: profile.errorFree, fixed: profile.activationAndEntryMean(candidate.task))
        return .general(isExact: profile.isErrorFree, .twoLevel(costs))
    }
}
