import FocusModel

extension CostModel {
    /// The mean seconds by which `user` typing `scenario`'s task as profiled
    /// (on a keyboard) exceeds typing it at the profile's constant
    /// `entryTimePerCharacter`; 0 when the user types at the constant rate
    /// anyway. Typing does not depend on the order, so a search that ranks
    /// orders at the constant rate adds this to put its times on the scale
    /// `simulate` reports. The mean is that of the pool `simulate` with
    /// `seed` draws from.
    package static func typingOffset(scenario: Scenario, order: String, user: NamedProfile,
                                     seed: UInt64) throws -> Double {
        let settings = SimulationSettings(replications: KeyboardTextEntry.poolSize, seed: seed)
        guard let pool = try ModelRunner.entryPool(scenario: scenario, order: order, user: user,
                                                   settings: settings, share: .wholeRun) else { return 0 }
        let characters = scenario.task.reduce(0) { $0 + $1.characters }
        return pool.drawnMeanSeconds - Double(characters) * user.profile.constantEntryTimePerCharacter.mean
    }
}
