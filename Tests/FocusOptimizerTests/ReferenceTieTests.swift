@testable import FocusOptimizer
import FocusCost
import FocusModel
import XCTest

/// Ties keep the reference: among orders with the same expected time the
/// one with the fewest pairs out of the reference's order wins, and
/// elements that cost nothing keep their reference order, whatever the search.
final class ReferenceTieTests: XCTestCase {
    private let scan = NamedProfile(name: "scan", profile: .switchScanning(.closedFormScan()))

    /// Pairs out of order, counted independently of `ReferenceTies`.
    private func inverted(_ order: [Int]) -> Int {
        var count = 0
        for i in order.indices { for j in order.indices where i < j && order[i] > order[j] { count += 1 } }
        return count
    }

    /// The exact program returns, among the cheapest orders that keep the
    /// rules, one with the fewest inverted pairs (checked against every permutation).
    func testDynamicProgramBreaksTiesTowardsTheReference() {
        let n = 7
        for seed in UInt64(1)...12 {
            var generator = ConstraintGenerator(seed: seed, n: n)
            let constraints = generator.constraints(upTo: 3)
            let orders = [NamedOrder(name: "visual", elementIDs: generator.ids)]
            let rules = OrderRules(constraints: located(constraints), reference: generator.ids, orders: orders)
            // Costs with many ties: a few elements cost their position, the others nothing.
            let table = (0..<(n * n)).map { k in [1, 4].contains(k / n) ? Double(k % n) : 0 }
            let cost = { (o: [Int]) in o.enumerated().reduce(0.0) { $0 + table[$1.element * n + $1.offset] } }
            let feasible = permutations(n).filter { keepsAll($0.map { "e\($0)" }, constraints, orders: orders) }
            guard let cheapest = feasible.map(cost).min() else { continue }
            let fewest = feasible.filter { cost($0) == cheapest }.map(inverted).min()!
            let outcome = SubsetDynamicProgram.solve(rules: rules, cost: { table[$0 * n + $1] }, constant: 0)
            let order = try! XCTUnwrap(outcome.order)
            XCTAssertEqual(cost(order), cheapest, "seed \(seed)")
            XCTAssertEqual(inverted(order), fewest, "seed \(seed) \(constraints) \(order)")
        }
    }

    /// Two targets near the top of 16 buttons, scanning from the first item:
    /// the fastest orders put the targets first (either way round: their
    /// costs are f(0) + f(1) both ways) and the rest anywhere after. The
    /// rule's answer is the targets in reference order, then everything else
    /// in reference order — for the exact search and for every seed of the heuristic.
    func testElementsThatCostNothingKeepTheirReferenceOrder() throws {
        let scenario = buttonScenario(n: 16, targets: [3, 6])
        let expected = ["e3", "e6"] + (0..<16).filter { $0 != 3 && $0 != 6 }.map { "e\($0)" }
        for method in [OptimizationRequest.Method.exact, .heuristic] {
            for seed in UInt64(1)...6 where method == .heuristic || seed == 1 {
                var request = OptimizationRequest(scenario: scenario, mix: [(scan, 1)], reference: "visual",
                                                  method: method, timeLimit: 60, seed: seed,
                                                  verificationReplications: 50)
                request.heuristicRuns = 2
                XCTAssertEqual(try Optimizer.optimize(request).order, expected, "\(method) seed \(seed)")
            }
        }
    }

    /// The heuristic's scrambled tail: a Tab-only keyboard user on 16
    /// elements (e0, e5, e10, e15 are headings, which Tab skips) with targets
    /// e3 then e6. Every fastest order has e3 and e6 as its first two Tab
    /// stops; everything after e6 is never reached, and headings cost nothing
    /// anywhere. The closest of those orders to the reference: e0 first (a
    /// heading before e3 costs nothing and inverts nothing), e3, e6, then
    /// the rest in reference order (e5 after e6 inverts one pair, before it three).
    func testHeuristicKeepsTheTailInReferenceOrder() throws {
        var keyboard = KeyboardProfile()
        keyboard.navigation = .linear
        keyboard.overshoot = 0
        let user = NamedProfile(name: "tab", profile: .keyboard(keyboard))
        let scenario = buttonScenario(n: 16, targets: [3, 6])
        let expected = ["e0", "e3", "e6"] + [1, 2, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15].map { "e\($0)" }
        for seed in UInt64(1)...3 {
            var request = OptimizationRequest(scenario: scenario, mix: [(user, 1)], reference: "visual",
                                              method: .heuristic, timeLimit: 60, seed: seed,
                                              verificationReplications: 50)
            request.heuristicRuns = 2
            XCTAssertEqual(try Optimizer.optimize(request).order, expected, "seed \(seed)")
        }
    }

    /// Candidates whose simulations are the same replication for replication
    /// (they differ only after the last target) tie exactly: the ranking stops
    /// at its first round and returns the one closer to the reference.
    func testSimulationRankingStopsOnAnExactTie() throws {
        var profile = SwitchScanningProfile.closedFormScan()
        profile.loops = 3
        profile.falseActivation = 0.05
        let user = NamedProfile(name: "errors", profile: .switchScanning(profile))
        let scenario = buttonScenario(n: 8, targets: [2, 1])
        let request = OptimizationRequest(scenario: scenario, mix: [(user, 1)], reference: "visual", method: .heuristic,
                                          timeLimit: 10, seed: 4, verificationReplications: 50)
        let objective = try Objective(scenario: scenario, reference: scenario.orders[0].elementIDs, mix: request.mix)
        let ranking = SimulationRanking(request: request, ids: scenario.orders[0].elementIDs, objective: objective)
        let scrambledTail = [0, 1, 2, 7, 6, 5, 4, 3]
        let reference = Array(0..<8)
        let ranked = try ranking.best(of: [scrambledTail, reference])
        XCTAssertEqual(ranked.replications, SimulationRanking.initialReplications)
        XCTAssertEqual(ranked.order, reference)
    }

    /// A clear difference is still settled by simulation in the first round,
    /// and the faster order wins even when it is farther from the reference.
    func testSimulationRankingKeepsAClearWinner() throws {
        var profile = SwitchScanningProfile.closedFormScan()
        profile.loops = 3
        let user = NamedProfile(name: "loops", profile: .switchScanning(profile))
        let scenario = buttonScenario(n: 8, targets: [7])
        let request = OptimizationRequest(scenario: scenario, mix: [(user, 1)], reference: "visual", method: .heuristic,
                                          timeLimit: 10, seed: 4, verificationReplications: 50)
        let objective = try Objective(scenario: scenario, reference: scenario.orders[0].elementIDs, mix: request.mix)
        let ranking = SimulationRanking(request: request, ids: scenario.orders[0].elementIDs, objective: objective)
        let targetFirst = [7, 0, 1, 2, 3, 4, 5, 6]
        let ranked = try ranking.best(of: [Array(0..<8), targetFirst])
        XCTAssertEqual(ranked.order, targetFirst)
    }

    /// Differences far below their standard error stop the doubling: at the
    /// seen difference, even the replication cap would not separate them.
    func testPairedGapThatCannotSeparateStops() {
        let noise = (0..<100).map { Double($0 % 7) - 3 }
        let slower = noise.map { $0 + 0.001 }
        let gap = PairedGap(slower.enumerated().map { $0.element + (($0.offset % 2 == 0) ? 0.5 : -0.5) }, noise)
        XCTAssertFalse(gap.separates)
        XCTAssertFalse(gap.couldSeparate(growingBy: 16))
        let exact = PairedGap(noise, noise)
        XCTAssertEqual(exact.standardError, 0)
        XCTAssertFalse(exact.couldSeparate(growingBy: 16))
    }
}
