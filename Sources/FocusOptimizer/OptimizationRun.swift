import FocusCost
import FocusModel
import Foundation

/// One call of `Optimizer.optimize`: feasibility, the search, re-ranking by
/// simulation where the search objective is not exact, verification, and the
/// constraints that bind.
struct OptimizationRun {
    /// `auto` proves optimality by dynamic programming up to this many movable elements…
    static let autoSeparableLimit = 20
    /// …and by enumeration up to this many, for objectives that are not separable.
    static let autoEnumerationLimit = 8
    /// `exact` refuses enumeration beyond this many movable elements (12! orders is too many).
    static let enumerationLimit = 11
    /// Annealing moves per run and element; a phased evaluation plans the
    /// phases and builds a model per phase, so it gets a tenth as many.
    static let annealingMoves = 2000
    static let phasedAnnealingMoves = 200

    let request: OptimizationRequest
    let clock = ContinuousClock()
    let started: ContinuousClock.Instant

    init(request: OptimizationRequest) {
        self.request = request
        started = clock.now
    }

    var elapsed: Double {
        let d = clock.now - started
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    func report(_ phase: String, evaluations: Int, best: Double) {
        request.progress?(OptimizationProgress(elapsedSeconds: elapsed, evaluations: evaluations,
                                               bestExpectedTime: best, phase: phase))
    }

    func run() throws -> OptimizationResult {
        let scenario = request.scenario
        guard let reference = scenario.order(named: request.reference) else {
            throw OptimizerError.invalidRequest(
                "no order named '\(request.reference)' (the scenario has: \(scenario.orders.map(\.name).joined(separator: ", ")))"
                    + Suggestion.clause(for: request.reference, among: scenario.orders.map(\.name)))
        }
        let ids = reference.elementIDs
        guard ids.count <= OrderRules.maximumElements else {
            throw OptimizerError.invalidRequest(
                "the optimizer rearranges at most \(OrderRules.maximumElements) elements; order '\(reference.name)' has \(ids.count)")
        }
        let located = scenario.constraints.enumerated().map { LocatedConstraint(index: $0.offset, constraint: $0.element) }
        let rules = OrderRules(constraints: located, reference: ids, orders: scenario.orders)
        let identity = Array(0..<ids.count)
        let referenceKeepsRules = rules.allows(identity)
        let start: [Int]
        if referenceKeepsRules {
            start = identity
        } else {
            switch rules.feasibility() {
            case let .feasible(order): start = order
            case .infeasible: throw OptimizerError.conflictingConstraints(conflict(in: located, ids: ids).map(\.reference))
            case .unknown:
                throw OptimizerError.noFeasibleOrderFound(
                    "no order keeping every constraint was found within \(OrderRules.feasibilityNodeBudget) placements, nor was one proved impossible; loosen a constraint or check them for a conflict")
            }
        }
        let objective = try Objective(scenario: scenario, reference: ids, mix: request.mix)
        report("start", evaluations: 0, best: objective.mean(start))

        // Weightless elements go last before an exact search (see `WeightlessTail`).
        var searchRules = rules, searchStart = start
        if objective.isSeparable,
           let reduced = WeightlessTail.pinned(rules, positionCost: objective.positionCost, start: start) {
            searchRules = reduced.rules
            searchStart = reduced.start
        }
        var search = try runSearch(rules: searchRules, objective: objective, start: searchStart)
        var notes = search.notes
        var expected = search.cost
        var referenceExpected = objective.mean(identity)
        if !objective.isExact {
            notes.append("The search ranks orders by the closed form of the profiles without their loop limit, "
                + "false activations or overshoots; the best orders found were then ranked by simulation "
                + "with common random numbers, so the result is not proved optimal.")
            var candidates = search.elite.map(\.order)
            if referenceKeepsRules && !candidates.contains(identity) { candidates.append(identity) }
            let ranking = SimulationRanking(request: request, ids: ids, objective: objective)
            let ranked = try ranking.best(of: candidates)
            search.order = ranked.order
            expected = ranked.mean
            referenceExpected = try ranking.mean(of: identity, replications: ranked.replications)
            search.provenOptimal = false
            report("ranked by simulation", evaluations: search.evaluations, best: expected)
        }
        let typing = try objective.typingOffset(scenario: scenario, reference: reference.name, seed: request.seed)
        if typing != 0 {
            expected += typing
            referenceExpected += typing
            notes.append("Orders were searched and ranked with typing at each profile's constant rate; the times "
                + String(format: "include typing as profiled (%.2f s more on average), ", typing)
                + "which does not depend on the order.")
        }
        let order = search.order.map { ids[$0] }
        let verification = try Verification(request: request, objective: objective, referenceName: reference.name,
                                            order: order, typingOffset: typing).run()
        report("verified", evaluations: search.evaluations, best: expected)
        let binding = BindingAnalysis(located: located, ids: ids, orders: scenario.orders, objective: objective,
                                      optimum: search.order, exactSearch: search.provenOptimal)
            .bindingConstraints()
        let violations = located.filter { constraint in
            !OrderRules(constraints: [constraint], reference: ids, orders: scenario.orders).allows(identity)
        }
        return OptimizationResult(
            order: order, expectedTime: expected, reference: reference.name, referenceExpectedTime: referenceExpected,
            improvement: verification, provenOptimal: search.provenOptimal && objective.isExact,
            method: search.method, evaluations: search.evaluations, elapsedSeconds: elapsed,
            bindingConstraints: binding, referenceViolations: violations.map(\.reference), notes: notes)
    }

    struct SearchOutcome {
        var order: [Int]
        var cost: Double
        var evaluations: Int
        var elite: [(order: [Int], cost: Double)]
        var provenOptimal: Bool
        var method: String
        var notes: [String] = []
    }

    func runSearch(rules: OrderRules, objective: Objective, start: [Int]) throws -> SearchOutcome {
        let movable = rules.movableCount
        let useDynamicProgram: Bool
        let useEnumeration: Bool
        switch request.method {
        case .auto:
            useDynamicProgram = objective.isSeparable && movable <= Self.autoSeparableLimit
            useEnumeration = !objective.isSeparable && movable <= Self.autoEnumerationLimit
        case .exact:
            if objective.isSeparable {
                guard movable <= SubsetDynamicProgram.maximumMovable else {
                    throw OptimizerError.invalidRequest(
                        "exact search handles at most \(SubsetDynamicProgram.maximumMovable) movable elements; this form has \(movable) (use --method heuristic)")
                }
            } else if movable > Self.enumerationLimit {
                throw OptimizerError.invalidRequest(
                    "exact search of this objective (not a sum over positions) enumerates orders and handles at most \(Self.enumerationLimit) movable elements; this form has \(movable) (use --method heuristic)")
            }
            useDynamicProgram = objective.isSeparable
            useEnumeration = !objective.isSeparable
        case .heuristic:
            useDynamicProgram = false
            useEnumeration = false
        }
        if useDynamicProgram {
            let outcome = SubsetDynamicProgram.solve(rules: rules, cost: { objective.positionCost[$0 * rules.n + $1] },
                                                     constant: objective.constant)
            guard let order = outcome.order else {
                throw OptimizerError.invalidRequest("internal: a feasible start exists but the exact search found no order")
            }
            return SearchOutcome(order: order, cost: outcome.cost, evaluations: outcome.transitions,
                                 elite: [(order, outcome.cost)], provenOptimal: true,
                                 method: "exact (dynamic programming over subsets)")
        }
        if useEnumeration {
            let outcome = OrderEnumeration.solve(rules: rules) { objective.mean($0) }
            guard let order = outcome.order else {
                throw OptimizerError.invalidRequest("internal: a feasible start exists but enumeration found no order")
            }
            return SearchOutcome(order: order, cost: outcome.cost, evaluations: outcome.evaluations,
                                 elite: outcome.elite, provenOptimal: true,
                                 method: "exact (enumeration of the feasible orders)")
        }
        let settings = Annealing.Settings(seed: request.seed, timeLimit: request.timeLimit,
                                          runs: max(1, request.heuristicRuns),
                                          movesPerRunPerElement: objective.isPhased ? Self.phasedAnnealingMoves : Self.annealingMoves)
        let outcome = Annealing.search(rules: rules, start: start, settings: settings, cost: { objective.mean($0) },
                                       progress: { report("simulated annealing", evaluations: $1, best: $2) })
        var result = SearchOutcome(order: outcome.order, cost: outcome.cost, evaluations: outcome.evaluations,
                                   elite: outcome.elite, provenOptimal: false, method: "heuristic (simulated annealing)")
        if outcome.stoppedByTimeLimit {
            result.notes.append("The search stopped at its time limit of \(request.timeLimit) s, so the result may "
                + "differ between machines; a longer limit makes it depend on the seed alone.")
        }
        return result
    }

    /// A smallest set of constraints that cannot hold together: each
    /// constraint is dropped in turn and stays dropped when the rest are still
    /// infeasible (a deletion filter), so every constraint left is needed for the conflict.
    func conflict(in located: [LocatedConstraint], ids: [String]) -> [LocatedConstraint] {
        var kept = located
        for constraint in located {
            let trial = kept.filter { $0.index != constraint.index }
            let rules = OrderRules(constraints: trial, reference: ids, orders: request.scenario.orders)
            if case .infeasible = rules.feasibility(nodeBudget: 200_000) { kept = trial }
        }
        return kept
    }
}

extension LocatedConstraint {
    var reference: ConstraintReference { ConstraintReference(path: path, text: constraint.text) }
}
