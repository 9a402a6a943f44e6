import FocusModel
import FocusSimulation

/// Automatic two-level scanning: groups, or rows then columns
/// (`scanning: auto, mode: group | rowColumn`). The scan restarts from the
/// top at every step, so where focus starts does not matter.
struct GroupScanning: SwitchScanningUserModel {
    let profile: SwitchScanningProfile


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

    /// The groups of several stops the scan presents as one unit (group mode only).
    func scanGroups(scenario: Scenario, order: String) -> [UsedScanGroup]? {
        guard profile.mode == .group else { return nil }
        let scanned = profile.scanned(scenario)
        guard let ids = scanned.order(named: order)?.elementIDs else { return nil }
        let groups = scanned.scanGroups(for: profile)
        let declared = Set(scanned.groups.map(\.id))
        var groupOf: [String: String] = [:]
        for group in groups { for member in group.memberIDs { groupOf[member] = group.id } }
        return ScanUnits.grouping(order: ids, groups: groups).filter { $0.count > 1 }.map { unit in
            UsedScanGroup(id: groupOf[unit[0]] ?? unit[0], memberIDs: unit,
                          automatic: !declared.contains(groupOf[unit[0]] ?? unit[0]))
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
    /// this candidate holds for every order. Android's rows do not depend on the
    /// order at all.
    func orderMean(_ candidate: OrderMeanCandidate) throws -> OrderMeanParts {
        if profile.mode == .rowColumn && profile.rows == .android {
            // The layout alone orders Android's rows: every order of the same elements scans alike.
            let errorFree = GroupScanning(profile: profile.errorFree)
            let built = try errorFree.model(of: candidate.scenario, order: candidate.orderName, startIndex: 0)
            let mean = errorFree.closedForm(of: built)?.mean ?? .infinity
            return OrderMeanParts(shape: .constant, isExact: profile.isErrorFree,
                                  positionCost: [Double](repeating: 0, count: candidate.count * candidate.count),
                                  constant: mean)
        }
        let units = try model(of: candidate.scenario, order: candidate.orderName, startIndex: 0).units
        if units.allSatisfy({ $0.count == 1 }) { return try ItemScanning(profile: profile).orderMean(candidate) }
        let costs = TwoLevelCosts(units: units, ids: candidate.elementIDs, targets: candidate.targets,
                                  profile: profile.errorFree, fixed: profile.activationAndEntryMean(candidate.task))
        return .general(isExact: profile.isErrorFree, .twoLevel(costs))
    }
}
