import FocusModel
import FocusSimulation

/// Task targets focus can never reach: left out of the order, behind a trap
/// without an exit, or out of one user's reach (the models refuse them).
enum ReachabilityChecks {
    static func byOrder(_ scenario: Scenario, order: NamedOrder) -> [LintFinding] {
        let appearing = Set((scenario.dialogs.flatMap(\.elements) + scenario.changes.flatMap { $0.inserts?.elements ?? [] })
            .map(\.id))
        let listed = Set(order.elementIDs)
        var found: [LintFinding] = []
        for (index, step) in scenario.task.enumerated()
        where !listed.contains(step.target) && !appearing.contains(step.target) {
            found.append(LintFinding(
                kind: .unreachableTarget, elementIDs: [step.target],
                explanation: "task step \(index + 1) targets '\(step.target)', which order '\(order.name)' never focuses",
                repair: nil, notSimulatedReason: "the task can never finish as it is"))
        }
        guard found.isEmpty, FocusPhasePlanner.hasChanges(scenario) else { return found }
        do throws(ScreenChangeError) {
            _ = try FocusPhasePlanner.plan(scenario, order: order.elementIDs)
        } catch {
            found.append(finding(error, scenario: scenario))
        }
        return found
    }

    private static func finding(_ error: ScreenChangeError, scenario: Scenario) -> LintFinding {
        switch error {
        case let .trapped(step, target, trap):
            LintFinding(
                kind: .unreachableTarget, elementIDs: [target, trap],
                explanation: "task step \(step + 1) ('\(target)') is never reached: focus enters trap '\(trap)' "
                    + "on the way and cannot leave",
                repair: nil, notSimulatedReason: "the task can never finish as it is (see the trap without an exit)")
        case let .inconsistent(step, message):
            LintFinding(
                kind: .unreachableTarget, elementIDs: [scenario.task[step].target],
                explanation: "task step \(step + 1): \(message)",
                repair: nil, notSimulatedReason: "the task can never finish as it is")
        }
    }

    /// A model's refusal of one user, as a finding.
    static func forUser(_ user: String, error: SimulationError) -> LintFinding? {
        guard case let .unreachableTarget(step, target, reason) = error else { return nil }
        return LintFinding(
            kind: .unreachableForUser, elementIDs: [target],
            explanation: "user '\(user)' can never complete task step \(step + 1) ('\(target)'): \(reason)",
            repair: nil, notSimulatedReason: "the task can never finish for this user as it is")
    }
}
