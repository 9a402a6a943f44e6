import FocusModel
import FocusSimulation

/// Point scanning: a crosshair sweeps the screen (`scanning: point`). It aims
/// at the screen, not along the order, so every step starts from the top and
/// the order does not change the mean.
struct PointScanning: SwitchScanningUserModel {
    let profile: SwitchScanningProfile
    var methodName: String { "point scanning" }
    /// The lines sweep past keys; no key is highlighted by itself.
    var keyHighlights: ((KeyboardLayer, KeyboardLayer.Place) -> Int)? { nil }

    /// The crosshair's lines must stop on the target's extent.
    var aimsAtTargets: Bool { true }

    func model(of scenario: Scenario, order: String, startIndex: Int) throws -> PointScanningModel {
        try PointScanningModel(scenario: scenario, orderName: order, profile: profile)
    }

    func simulator(of model: PointScanningModel) -> PointScanningSimulator { PointScanningSimulator(model: model) }

    func closedForm(of model: PointScanningModel) -> AnalyticMoments? { PointScanClosedForm.moments(of: model) }

    func wrongSelectionsPerSelection(of model: PointScanningModel) -> Double? {
        WrongSelectionsClosedForm.perSelection(of: model, step: 0)
    }

    func orderMean(_ candidate: OrderMeanCandidate) throws -> OrderMeanParts {
        let errorFree = PointScanning(profile: profile.errorFree)
        let built = try errorFree.model(of: candidate.scenario, order: candidate.orderName, startIndex: 0)
        guard let moments = errorFree.closedForm(of: built) else {
            throw CostModelError.unsupported("point scanning settings without a closed form")
        }
        let n = candidate.count
        return OrderMeanParts(shape: .constant, isExact: profile.isErrorFree,
                              positionCost: [Double](repeating: 0, count: n * n), constant: moments.mean)
    }
}
