import FocusModel

/// What the scanning models' order means share.
extension SwitchScanningProfile {
    /// The same profile without loop limit and false activations: the one
    /// whose closed form ranks orders when the profile as given has none.
    var errorFree: SwitchScanningProfile {
        var profile = self
        profile.loops = nil
        profile.falseActivation = 0
        return profile
    }

    var isErrorFree: Bool { loops == nil && falseActivation == 0 }

    /// The mean seconds of the task the order does not touch: activating each
    /// target and entering its characters.
    func activationAndEntryMean(_ task: [TaskStep]) -> Double {
        var total = 0.0
        for step in task {
            total += activationTime.mean + Double(step.characters) * entryTimePerCharacter.mean
        }
        return total
    }
}
