import FocusModel
import FocusSimulation

/// Automatic scanning one item at a time (`scanning: auto, mode: item`).
struct ItemScanning: SwitchScanningUserModel {
    let profile: SwitchScanningProfile
    var methodName: String { "automatic item scanning" }
    var keyHighlights: ((KeyboardLayer, KeyboardLayer.Place) -> Int)? { StepsPerCharacter.itemHighlights }


    func model(of scenario: Scenario, order: String, startIndex: Int) throws -> SwitchScanningModel {
        var model = try SwitchScanningModel(scenario: profile.scanned(scenario), orderName: order, profile: profile)
        model.startItem = profile.scannedStart(startIndex, order: order, of: scenario)
        return model
    }

    func simulator(of model: SwitchScanningModel) -> SwitchScanningSimulator { SwitchScanningSimulator(model: model) }

    func closedForm(of model: SwitchScanningModel) -> AnalyticMoments? { LinearScanClosedForm.moments(of: model) }

    func wrongSelectionsPerSelection(of model: SwitchScanningModel) -> Double? {
        WrongSelectionsClosedForm.perSelection(of: model, step: 0)
    }

    /// Separable when every step starts from the first item; otherwise each
    /// step starts where the previous target was.
    func orderMean(_ candidate: OrderMeanCandidate) throws -> OrderMeanParts {
        let n = candidate.count
        let errorFree = profile.errorFree
        let fixed = profile.activationAndEntryMean(candidate.task)
        func navigation(_ start: Int, _ target: Int) -> Double {
            ScanLevelMoments.navigation(itemCount: n, startItem: start, target: target, profile: errorFree)?.mean
                ?? .infinity
        }
        if profile.resumeAfterSelection == .first {
            let byPosition = (0..<n).map { navigation(0, $0) }
            return .separable(candidate, isExact: profile.isErrorFree, constant: fixed) { byPosition[$0] }
        }
        let table = (0..<n * n).map { k in navigation(k / n, k % n) }
        return .general(isExact: profile.isErrorFree,
                        .chained(ChainedCosts(n: n, targets: candidate.targets, table: table, fixed: fixed)))
    }
}
