import FocusModel

/// A person of a population run whose drawn parameters make the task
/// impossible to finish: typing whose corrections never end
/// (`WrongSelectionsClosedForm`), or a target they can never press in time.
/// A one-person run of such a profile is refused; a population run leaves
/// these people out of its statistics, says who they are, and answers for
/// the others.
public struct PersonWhoCannotFinish: Sendable, Equatable {
    /// One varying parameter's value, as drawn for the person.
    public struct Value: Sendable, Equatable {
        /// As written in the profile's `people` object: `falseActivation`, `reactionTime.mu`.
        public var key: String
        public var value: Double
    }

    /// The person's place in the draw, from 0; the same in every run with the seed.
    public var person: Int
    /// Each varying parameter, in the order of the profile's `people` object.
    public var values: [Value]
    /// Why, as the refusal of a one-person run with these values says it.
    public var reason: String

    public init(person: Int, values: [Value], reason: String) {
        self.person = person
        self.values = values
        self.reason = reason
    }
}

/// One varying parameter's lowest and highest value among some people.
public struct ParameterRange: Sendable, Equatable {
    public var key: String
    public var low: Double
    public var high: Double

    /// Each parameter's range over `values` (one row of values per person, in `keys` order); empty without people.
    static func of(keys: [String], values: [[Double]]) -> [ParameterRange] {
        guard !values.isEmpty else { return [] }
        return keys.indices.map { k in
            let column = values.map { $0[k] }
            return ParameterRange(key: keys[k], low: column.min()!, high: column.max()!)
        }
    }
}

extension [PersonWhoCannotFinish] {
    /// Each varying parameter's lowest and highest value among these people, in key order.
    public var ranges: [ParameterRange] {
        ParameterRange.of(keys: first?.values.map(\.key) ?? [], values: map { $0.values.map(\.value) })
    }
}

extension PopulationRun {
    /// The people of a run: each one's profile and drawn values, in person order.
    struct Drawn {
        /// The population's profile name, for refusals that name a person.
        var name: String
        var profiles: [UserProfile]
        /// Each person's values of the varying parameters (empty for people all alike).
        var values: [[Double]]
        var keys: [String]
    }

    /// Who of `drawn` can finish `orders`, and each finisher's entry pool.
    struct Screened {
        /// Indexed by person; nil for those who type at the constant rate or cannot finish.
        var pools: [EntryPool?]
        /// The people who can finish, in person order.
        var finishing: [Int]
        var cannotFinish: [PersonWhoCannotFinish]
        /// Each varying parameter's range among the people who can finish.
        var finishingRanges: [ParameterRange]
    }

    /// Sorts the people into those who can finish every order of `orders`
    /// and those who cannot (`CostModelError.settingCannotFinish`: a target
    /// never pressed in time, typing that never ends), typing the finishers'
    /// entry pools. Throws any other failure, and the first person's reason
    /// when fewer than two people can finish (a population's statistics need two).
    static func screen(scenario: Scenario, orders: [String], drawn: Drawn,
                       settings: SimulationSettings) throws -> Screened {
        let count = drawn.profiles.count
        var failure = [(any Error)?](repeating: nil, count: count)
        let alike = PopulationRun.allAlike(drawn.profiles)
        for person in alike ? [0] : Array(0..<count) {
            do {
                for order in orders {
                    try ModelRunner.check(scenario: scenario, order: order, profile: drawn.profiles[person])
                }
            } catch {
                failure[person] = error
            }
        }
        if alike, let first = failure[0] { throw first }
        let pooled = entryPools(scenario: scenario, order: orders[0], named: drawn.name, people: drawn.profiles,
                                settings: settings,
                                skipping: failure.map { $0 != nil })
        var pools = [EntryPool?](repeating: nil, count: count)
        for (person, result) in pooled.enumerated() {
            switch result {
            case let .success(pool): pools[person] = pool
            case let .failure(error): failure[person] = failure[person] ?? error
            }
        }
        // Failures other than a person who cannot finish stop the run, the first person's first.
        if let other = failure.compactMap({ $0 }).first(where: { !(($0 as? CostModelError)?.settingCannotFinish ?? false) }) {
            throw other
        }
        var finishing: [Int] = []
        var cannotFinish: [PersonWhoCannotFinish] = []
        for person in 0..<count {
            guard let error = failure[person] else {
                finishing.append(person)
                continue
            }
            let values = person < drawn.values.count ? drawn.values[person] : []
            cannotFinish.append(PersonWhoCannotFinish(
                person: person, values: zip(drawn.keys, values).map { .init(key: $0, value: $1) },
                reason: "\(error)"))
        }
        if finishing.count < 2, let first = failure.compactMap({ $0 }).first { throw first }
        let finishingValues = drawn.values.isEmpty ? [] : finishing.map { drawn.values[$0] }
        return Screened(pools: pools, finishing: finishing, cannotFinish: cannotFinish,
                        finishingRanges: ParameterRange.of(keys: drawn.keys, values: finishingValues))
    }
}
