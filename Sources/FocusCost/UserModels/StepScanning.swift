import FocusModel
import FocusSimulation

/// Step scanning: one switch moves the highlight, another selects (`scanning: step`).
struct StepScanning: SwitchScanningUserModel {
    let profile: SwitchScanningProfile
    var methodName: String { "step scanning" }
    var keyHighlights: ((KeyboardLayer, KeyboardLayer.Place) -> Int)? { StepsPerCharacter.itemHighlights }

    /// The user presses through the scroll menu's highlights.
    var scrollCost: ScrollCost { .steppedAction(profile) }

    func model(of scenario: Scenario, order: String, startIndex: Int) throws -> StepScanningModel {
        var model = try StepScanningModel(scenario: profile.scanned(scenario), orderName: order, profile: profile)
        model.startItem = profile.scannedStart(startIndex, order: order, of: scenario)
        return model
    }

    func simulator(of model: StepScanningModel) -> StepScanningSimulator { StepScanningSimulator(model: model) }

    func closedForm(of model: StepScanningModel) -> AnalyticMoments? { StepScanClosedForm.moments(of: model) }

    /// The user paces the scan, so the closed form is exact; separable when
    /// every step starts from the first item.
    func orderMean(_ candidate: OrderMeanCandidate) throws -> OrderMeanParts {
        let n = candidate.count
        let p = profile
        let fixed = p.activationAndEntryMean(candidate.task)
        let presses = p.slip > 0 ? StepScanClosedForm.pressCountMoments(itemCount: n, slip: p.slip).mean : nil
        let byMoves = (0..<n).map { m in (presses?[m] ?? Double(m + 1)) * p.pressTime.mean }
        if p.resumeAfterSelection == .first {
            return .separable(candidate, isExact: true, constant: fixed) { byMoves[$0] }
        }
        let table = (0..<n * n).map { k in byMoves[((k % n) - k / n + n) % n] }
        return .general(isExact: true, .chained(ChainedCosts(n: n, targets: candidate.targets, table: table, fixed: fixed)))
    }
}
