import FocusModel
import FocusSimulation

/// What the scanning models' order means share.
extension SwitchScanningProfile {
    /// The scenario with only this profile's scan stops in its orders (see
    /// `Scenario.switchScanned`); every switch model builds on it.
    func scanned(_ scenario: Scenario) -> Scenario {
        scenario.switchScanned(includingNonActionable: scanNonActionable)
    }

    /// Where a scan over the stops of `order` starts when focus starts on
    /// index `start` of the full order: on that element, or on the next stop
    /// after it when the scan skips it (the first stop past the end).
    func scannedStart(_ start: Int, order: String, of scenario: Scenario) -> Int {
        guard start > 0, let ids = scenario.order(named: order)?.elementIDs else { return start }
        let stops = Set(scanned(scenario).order(named: order)?.elementIDs ?? ids)
        let before = ids.prefix(min(start, ids.count)).filter { stops.contains($0) }.count
        return before < stops.count ? before : 0
    }

    var isErrorFree: Bool { loops == nil && falseActivation == 0 }

    /// The mean seconds of the task the order does not touch: activating each
    /// target and entering its characters, and the press that starts each
    /// step's scan when it does not start by itself.
    func activationAndEntryMean(_ task: [TaskStep]) -> Double {
        var total = 0.0
        for step in task {
            total += activationTime.mean + Double(step.characters) * entryTimePerCharacter.mean
                + (startPress?.mean ?? 0)
        }
        return total
    }

    /// Adds to a step's moments what the closed forms of item and step
    /// scanning share: its characters typed at the constant rate, and the
    /// press that starts its scan when the scan does not start by itself.
    /// Added in this order, term by term, so the sums are those each closed
    /// form wrote out before.
    func addEntryAndStartPress(characters: Int, toMean mean: inout Double, variance: inout Double) {
        let characters = Double(characters)
        mean += characters * entryTimePerCharacter.mean
        variance += characters * entryTimePerCharacter.variance
        if let start = startPress {
            mean += start.mean
            variance += start.variance
        }
    }
}
