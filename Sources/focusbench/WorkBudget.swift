import FocusCost
import FocusKeyboard
import FocusModel
import FocusSimulation
import Foundation

/// Refuses, before the real run, a run that would take hours or would not
/// fit in memory: a few pilot replications of every arm (for a population,
/// of its first few people) measure the events a replication handles, and
/// events per replication times replications is compared with the budget;
/// the memory the run keeps per replication times replications is compared
/// with half the memory the process may use. The pilot's numbers are thrown
/// away, so the run's own are unchanged.
enum WorkBudget {
    /// About a minute for the fastest simulators and the sign-up form, a few
    /// minutes for the slowest per event (item scanning that misses at every pass).
    static let defaultEvents = 200_000_000.0
    static let pilotReplications = 16
    /// People a population's pilot runs.
    static let pilotPeople = 4

    static func check(_ scenario: Scenario, arms: [Arm], settings: SimulationSettings, budget: Double) throws {
        try check([(scenario, arms)], settings: settings, budget: budget)
    }

    /// The same for arms played on several scenarios in one run (a
    /// scenario's cells and a comparison with another version of its screen,
    /// `VersionComparison.work`): their memory and events are added up, as
    /// if the run kept every arm's replications at once.
    static func check(_ runs: [(scenario: Scenario, arms: [Arm])], settings: SimulationSettings,
                      budget: Double) throws {
        let arms = runs.reduce(0) { $0 + $1.arms.count }
        try checkMemory(replications: Double(settings.replications) * Double(arms), settings: settings)
        guard settings.replications > pilotReplications else { return }
        let perReplication = try runs.reduce(0.0) { sum, run in
            sum + (try eventsPerReplication(run.scenario, arms: run.arms, settings: settings))
        }
        try refuse(perReplication: perReplication, measuredOn: "\(pilotReplications)",
                   replications: Double(settings.replications), what: "\(settings.replications) replications",
                   budget: budget, advice: "use fewer --replications, or raise --max-events")
    }

    /// Events one replication of all `arms` handles, measured on a pilot.
    static func eventsPerReplication(_ scenario: Scenario, arms: [Arm], settings: SimulationSettings) throws -> Double {
        var pilot = settings
        pilot.replications = min(settings.replications, pilotReplications)
        pilot.keepReplications = false
        var perReplication = 0.0
        for arm in arms {
            let estimate = try CostModel.simulate(scenario: scenario, order: arm.order, user: arm.user, settings: pilot)
            perReplication += Double(estimate.counts.events) / Double(pilot.replications)
        }
        return perReplication
    }

    /// Several runs (a report of several scenarios) within one budget:
    /// `perReplication` holds each run's events per replication.
    static func checkTogether(_ perReplication: [Double], names: String, settings: SimulationSettings,
                              budget: Double) throws {
        try refuse(perReplication: perReplication.reduce(0, +), measuredOn: "\(pilotReplications), summed over \(names)",
                   replications: Double(settings.replications), what: "\(settings.replications) replications",
                   budget: budget, advice: "report fewer scenarios, use fewer --replications, or raise --max-events")
    }

    /// The same for `people` people of a population, each run
    /// `settings.replications` times, `repeats` times over (the settings a
    /// tuner tries); a population arm's pilot runs its first `pilotPeople`.
    static func checkPeople(_ scenario: Scenario, arms: [Arm], people: Int, settings: SimulationSettings,
                            budget: Double, repeats: Int = 1,
                            advice: String = "use fewer --people or --replications, or raise --max-events") throws {
        let replications = Double(people) * Double(settings.replications) * Double(repeats)
        try checkMemory(replications: replications * Double(arms.count), settings: settings)
        var pilot = settings
        pilot.replications = min(settings.replications, pilotReplications)
        pilot.keepReplications = false
        let pilotCount = min(people, pilotPeople)
        var perReplication = 0.0
        for arm in arms {
            let events: Int
            if arm.user.people != nil {
                let run = try populationPilot(scenario, arm: arm, people: people, settings: pilot)
                perReplication += Double(run.estimate.counts.events) / Double(run.people.count * pilot.replications)
            } else {
                events = try CostModel.simulate(scenario: scenario, order: arm.order, user: arm.user,
                                                settings: pilot).counts.events
                perReplication += Double(events) / Double(pilot.replications)
            }
        }
        try checkPooledTyping(scenario, people: people, settings: settings, arms: arms.count * repeats)
        let repeated = repeats == 1 ? "" : " times \(repeats) settings"
        try refuse(perReplication: perReplication,
                   measuredOn: "\(pilot.replications) of each of \(max(pilotCount, 2)) people",
                   replications: replications,
                   what: "\(people) people times \(settings.replications) replications\(repeated)",
                   budget: budget, advice: advice)
    }

    /// A population's pilot: its first `pilotPeople` people (two at least),
    /// four times as many while fewer than two of them can finish, so that
    /// a few people who cannot finish do not stop a run the others can do.
    private static func populationPilot(_ scenario: Scenario, arm: Arm, people: Int,
                                        settings: SimulationSettings) throws -> PopulationEstimate {
        var count = max(min(people, pilotPeople), 2)
        while true {
            do {
                return try CostModel.simulate(scenario: scenario, order: arm.order, population: arm.user, people: count,
                                              settings: settings)
            } catch let error as CostModelError where error.settingCannotFinish && count < people {
                count = min(people, count * 4)
            }
        }
    }

    /// Characters a population run may type into its people's own entry
    /// pools (each person types each text field before their replications,
    /// `KeyboardTextEntry.typings`): 10^6, about 6.6 times what the default
    /// 200 people type for the sign-up form's 36 characters (21 typings
    /// each). Typing is charged apart because its events are not counted in
    /// a replication's.
    static let mostPooledCharacters = 1_000_000.0

    /// Refuses a population run whose people's typing alone (not counted in
    /// the replications' events) would exceed `mostPooledCharacters`.
    static func checkPooledTyping(_ scenario: Scenario, people: Int, settings: SimulationSettings, arms: Int) throws {
        let characters = Double(scenario.task.reduce(0) { $0 + $1.characters })
        guard characters > 0 else { return }
        let typings = Double(KeyboardTextEntry.typings(for: .person(0, of: people), replications: settings.replications))
        let total = Double(people) * typings * characters * Double(arms)
        guard total > mostPooledCharacters else { return }
        let runs = arms == 1 ? "" : ", times \(arms) runs"
        let counted = "\(people) people times \(Int(typings)) typings of the task's \(Int(characters)) characters"
        throw CommandLineFailure.badInput(
            "this run would type about \(rounded(total)) characters before its replications (\(counted)\(runs)), "
                + "more than the limit of \(rounded(mostPooledCharacters)): use fewer --people")
    }

    /// Refuses `total` estimated events over `budget` (a sweep's pilot-measured
    /// cells); `measured` says how the estimate was made.
    static func enforce(events total: Double, measured: String, budget: Double) throws {
        guard total > budget else { return }
        throw CommandLineFailure.badInput(
            "this run would handle about \(rounded(total)) simulated events (\(measured)), "
                + "more than the limit of \(rounded(budget)): use fewer --replications, or raise --max-events")
    }

    private static func refuse(perReplication: Double, measuredOn: String, replications: Double, what: String,
                               budget: Double, advice: String) throws {
        let total = perReplication * replications
        guard total > budget else { return }
        throw CommandLineFailure.badInput(
            "this run would handle about \(rounded(total)) simulated events (about \(rounded(perReplication)) per "
                + "replication, measured on \(measuredOn), times \(what)), "
                + "more than the limit of \(rounded(budget)): \(advice)")
    }

    /// Bytes a run keeps per replication: each replication's whole record
    /// when it keeps them (check's relative budgets), else its time, kept
    /// twice at most (in order and sorted).
    static func bytesPerReplication(_ settings: SimulationSettings) -> Double {
        settings.keepReplications ? Double(MemoryLayout<ReplicationRecord>.stride + 16) : 16
    }

    /// Refuses a run whose kept replications would take more than half of
    /// the memory the process may use (physical memory, or a lower `ulimit
    /// -v`/`-d`), instead of letting the allocation abort it part way.
    static func checkMemory(replications: Double, settings: SimulationSettings) throws {
        let needed = replications * bytesPerReplication(settings)
        let available = availableBytes()
        guard needed > available / 2 else { return }
        throw CommandLineFailure.badInput(
            "this run would keep about \(megabytes(needed)) MB for its \(rounded(replications)) replications "
                + "(\(Int(bytesPerReplication(settings))) bytes each), more than half of the \(megabytes(available)) MB "
                + "this process may use: use fewer replications or people")
    }

    /// The smaller of physical memory and the address-space and data limits.
    static func availableBytes() -> Double {
        var smallest = Double(ProcessInfo.processInfo.physicalMemory)
        for resource in [RLIMIT_AS, RLIMIT_DATA] {
            var limit = rlimit()
            #if os(Linux)
            let read = getrlimit(__rlimit_resource_t(resource.rawValue), &limit)
            #else
            let read = getrlimit(resource, &limit)
            #endif
            if read == 0, limit.rlim_cur != rlim_t.max { smallest = min(smallest, Double(limit.rlim_cur)) }
        }
        return smallest
    }

    static func rounded(_ value: Double) -> String {
        value < 1e6 ? String(Int(value.rounded())) : String(format: "%.2g", value)
    }

    private static func megabytes(_ bytes: Double) -> String { String(Int((bytes / 1e6).rounded())) }
}
