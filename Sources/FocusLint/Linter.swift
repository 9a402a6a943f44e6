import FocusCost
import FocusModel
import FocusSimulation

/// What `focusbench lint` is asked to check: one order of a scenario, and
/// the users for whom each failure's cost is simulated.
public struct LintRequest: Sendable {
    public var scenario: Scenario
    public var order: String
    public var users: [NamedProfile]
    public var settings: SimulationSettings

    public init(scenario: Scenario, order: String, users: [NamedProfile], settings: SimulationSettings) {
        self.scenario = scenario
        self.order = order
        self.users = users
        self.settings = settings
    }
}

/// Finds the focus-order failures of a scenario and simulates, for each one
/// that has a repair, the completion time with that one failure repaired
/// against as it is, per user, on common random numbers.
public enum Linter {
    public static func lint(_ request: LintRequest) throws -> LintResult {
        let scenario = request.scenario
        guard let order = scenario.order(named: request.order) else {
            throw CostModelError.simulation(.unknownOrder(request.order, available: scenario.orders.map(\.name)))
        }
        var notes: [String] = []
        var findings: [LintFinding] = []
        do {
            findings += try ReadingOrderCheck.findings(scenario, order: order)
        } catch {
            notes.append("reading order not checked: \(error.description)")
        }
        findings += ScreenChangeChecks.findings(scenario, order: order)
        findings += ReachabilityChecks.byOrder(scenario, order: order)
        findings += ElementChecks.findings(scenario, order: order)

        // Why the scenario as it is cannot be simulated for a user, if it cannot.
        var refusals: [String: String] = [:]
        for user in request.users {
            guard let error = refusal(scenario, order: order.name, user: user) else { continue }
            if case let .simulation(simulation) = error, let finding = ReachabilityChecks.forUser(user.name, error: simulation) {
                findings.append(finding)
                refusals[user.name] = "the task can never finish for this user as it is"
            } else if case .simulation(.screenChange) = error {
                refusals[user.name] = "the task can never finish as it is"
            } else if case .simulation(.targetNotInOrder) = error {
                refusals[user.name] = "the task can never finish as it is"
            } else {
                refusals[user.name] = "this user cannot be simulated here: \(error.description)"
                notes.append("user '\(user.name)' not simulated: \(error.description)")
            }
        }

        // A user's time on the screen as it is against itself, simulated once per user.
        var unchanged: [String: ScenarioComparison] = [:]
        for index in findings.indices {
            guard let repair = findings[index].repair else { continue }
            let repaired = repair.applied(to: scenario)
            findings[index].costs = try request.users.map { user in
                if let reason = refusals[user.name] { return LintCost(user: user.name, comparison: nil, notSimulatedReason: reason) }
                do {
                    // Growing a target moves its frame's edges, which what is derived from the
                    // layout reads too (automatic scan groups, rows, the screenful it is on). The
                    // finding is about the size, so it is timed with the layout held fixed: for a
                    // user who does not aim at targets, that is the screen as it is.
                    if repair.changesOnlyTargetSize, !CostModel.aimsAtTargets(user) {
                        let comparison = try unchanged[user.name]
                            ?? CostModel.compare(scenario, scenario, order: order.name, user: user,
                                                 settings: request.settings)
                        unchanged[user.name] = comparison
                        return LintCost(user: user.name, comparison: comparison)
                    }
                    let comparison = try CostModel.compare(scenario, repaired, order: order.name, user: user,
                                                           settings: request.settings)
                    return LintCost(user: user.name, comparison: comparison)
                } catch let error as CostModelError {
                    if case .invalidSettings = error { throw error }
                    return LintCost(user: user.name, comparison: nil,
                                    notSimulatedReason: "the repaired screen cannot be simulated: \(error.description)")
                }
            }
            if findings[index].costs.allSatisfy({ $0.comparison == nil }) {
                findings[index].notSimulatedReason = findings[index].costs.first?.notSimulatedReason
            }
        }
        return LintResult(scenario: scenario.name, platform: scenario.platform, order: order.name,
                          users: request.users.map(\.name), settings: request.settings,
                          findings: sorted(findings), notes: notes)
    }

    /// Largest mean saving over users first; findings without a simulated
    /// cost after them, in the order they were found.
    static func sorted(_ findings: [LintFinding]) -> [LintFinding] {
        findings.enumerated().sorted { a, b in
            switch (a.element.largestSaving, b.element.largestSaving) {
            case let (x?, y?) where x != y: x > y
            case (_?, nil): true
            case (nil, _?): false
            default: a.offset < b.offset
            }
        }.map(\.element)
    }

    /// The model's refusal of the scenario as it is, found by building the
    /// user's models without simulating.
    private static func refusal(_ scenario: Scenario, order: String, user: NamedProfile) -> CostModelError? {
        do {
            try CostModel.checkFeasible(scenario: scenario, order: order, user: user)
            return nil
        } catch let error as CostModelError {
            return error
        } catch {
            return .unsupported("\(error)")
        }
    }
}
