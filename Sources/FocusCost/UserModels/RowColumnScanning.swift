import FocusModel
import FocusSimulation

/// Automatic row-column scanning (`scanning: auto, mode: rowColumn`): rows,
/// then the items of the one selected.
struct RowColumnScanning: TwoLevelScanningUserModel {
    let profile: SwitchScanningProfile
    var methodName: String { "automatic row-column scanning" }

    /// Android's rows do not depend on the order at all: the layout alone
    /// orders them, so every order of the same elements scans alike.
    func orderMean(_ candidate: OrderMeanCandidate) throws -> OrderMeanParts {
        guard profile.rows == .android else { return try unitOrderMean(candidate) }
        let errorFree = RowColumnScanning(profile: profile.errorFree)
        let built = try errorFree.model(of: candidate.scenario, order: candidate.orderName, startIndex: 0)
        let mean = errorFree.closedForm(of: built)?.mean ?? .infinity
        return OrderMeanParts(shape: .constant, isExact: profile.isErrorFree,
                              positionCost: [Double](repeating: 0, count: candidate.count * candidate.count),
                              constant: mean)
    }
}
