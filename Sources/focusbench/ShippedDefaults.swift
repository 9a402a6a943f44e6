import FocusModel

/// What a command runs when it is not told: each user on the order they
/// follow as shipped (the scenario's `follows`) and the platform's users,
/// with the sentences that say which. Commands print the sentences on stderr
/// after a run that succeeded, so that a refusal stays one line.
enum ShippedDefaults {
    /// `user`'s order when no order is given: the one they follow, with its
    /// sentence, or the scenario's first order when it has no `follows`.
    static func order(for user: NamedProfile, in scenario: Scenario, notes: inout [String]) -> String {
        if let choice = scenario.shippedOrder(for: user) { notes.append(choice.sentence) }
        return scenario.defaultOrder(for: user)
    }

    /// The users given, or the platform's users and a sentence saying so.
    static func userNames(_ given: [String]?, for scenario: Scenario, file: String,
                          notes: inout [String]) -> [String] {
        if let given { return given }
        notes.append("\(file): no --users, so \(scenario.platform.shippedUsersSentence)")
        return scenario.platform.shippedUsers
    }

    static func print(_ notes: [String]) {
        for note in notes { StandardStreams.error(note) }
    }
}
