@testable import FocusOptimizer
import FocusModel
import XCTest

/// The exact searches against trying every permutation, on random constraint sets.
final class ExactSearchTests: XCTestCase {
    /// A random separable cost table and a random non-separable cost (pairs of neighbours matter).
    private func costs(seed: UInt64, n: Int) -> (table: [Double], pairs: [Double]) {
        var random = SplitMix64(seed: seed &* 7919)
        return ((0..<(n * n)).map { _ in random.unit() * 10 }, (0..<(n * n)).map { _ in random.unit() * 10 })
    }

    private func generalCost(_ order: [Int], table: [Double], pairs: [Double], n: Int) -> Double {
        var total = 0.0
        for (p, e) in order.enumerated() {
            total += table[e * n + p]
            if p > 0 { total += pairs[order[p - 1] * n + e] }
        }
        return total
    }

    func testDynamicProgramAndEnumerationAgreeWithEveryPermutation() {
        var feasibleCases = 0, infeasibleCases = 0
        for seed in UInt64(1)...100 {
            let n = 3 + Int(seed % 5)  // 3…7 elements
            var generator = ConstraintGenerator(seed: seed, n: n)
            let constraints = generator.constraints(upTo: 4)
            let orders = [NamedOrder(name: "visual", elementIDs: generator.ids)]
            let rules = OrderRules(constraints: located(constraints), reference: generator.ids, orders: orders)
            let (table, pairs) = costs(seed: seed, n: n)
            let feasible = permutations(n).filter { keepsAll($0.map { "e\($0)" }, constraints, orders: orders) }
            for order in permutations(n) {
                XCTAssertEqual(rules.allows(order), feasible.contains(order), "seed \(seed) order \(order) \(constraints)")
            }
            let dp = SubsetDynamicProgram.solve(rules: rules, cost: { table[$0 * n + $1] }, constant: 1)
            let enumerated = OrderEnumeration.solve(rules: rules) { generalCost($0, table: table, pairs: pairs, n: n) }
            guard !feasible.isEmpty else {
                infeasibleCases += 1
                XCTAssertNil(dp.order, "seed \(seed)")
                XCTAssertNil(enumerated.order, "seed \(seed)")
                if case .feasible = rules.feasibility() { XCTFail("seed \(seed): infeasible set reported feasible") }
                continue
            }
            feasibleCases += 1
            let bestSeparable = feasible.map { order in 1 + order.enumerated().reduce(0) { $0 + table[$1.element * n + $1.offset] } }.min()!
            XCTAssertEqual(dp.cost, bestSeparable, accuracy: 1e-9, "seed \(seed)")
            XCTAssertTrue(feasible.contains(dp.order!), "seed \(seed)")
            let bestGeneral = feasible.map { generalCost($0, table: table, pairs: pairs, n: n) }.min()!
            XCTAssertEqual(enumerated.cost, bestGeneral, accuracy: 1e-9, "seed \(seed)")
            XCTAssertEqual(enumerated.evaluations, feasible.count, "seed \(seed): every feasible order, nothing else")
            if case .feasible(let order) = rules.feasibility() {
                XCTAssertTrue(feasible.contains(order))
            } else {
                XCTFail("seed \(seed): feasible set not found feasible")
            }
        }
        XCTAssertGreaterThan(feasibleCases, 40)
        XCTAssertGreaterThan(infeasibleCases, 5)
    }

    /// Eight elements, the largest the brute force covers, for both searches.
    func testEightElementsAgreeWithEveryPermutation() {
        let n = 8
        let all = permutations(n)
        for seed in UInt64(500)..<504 {
            var generator = ConstraintGenerator(seed: seed, n: n)
            let constraints = generator.constraints(upTo: 3)
            let orders = [NamedOrder(name: "visual", elementIDs: generator.ids)]
            let rules = OrderRules(constraints: located(constraints), reference: generator.ids, orders: orders)
            let (table, pairs) = costs(seed: seed, n: n)
            let feasible = all.filter { rules.allows($0) }
            XCTAssertEqual(feasible.count, all.filter { keepsAll($0.map { "e\($0)" }, constraints, orders: orders) }.count)
            let dp = SubsetDynamicProgram.solve(rules: rules, cost: { table[$0 * n + $1] }, constant: 0)
            let enumerated = OrderEnumeration.solve(rules: rules) { generalCost($0, table: table, pairs: pairs, n: n) }
            if feasible.isEmpty {
                XCTAssertNil(dp.order)
                continue
            }
            let separableBest = feasible.map { o in o.enumerated().reduce(0) { $0 + table[$1.element * n + $1.offset] } }.min()!
            XCTAssertEqual(dp.cost, separableBest, accuracy: 1e-9)
            XCTAssertEqual(enumerated.cost, feasible.map { generalCost($0, table: table, pairs: pairs, n: n) }.min()!,
                           accuracy: 1e-9)
        }
    }

    /// Random constraint sets on larger forms: whatever the search returns keeps every constraint.
    func testAnnealingNeverBreaksAConstraint() {
        for seed in UInt64(1)...40 {
            let n = 10 + Int(seed % 11)
            var generator = ConstraintGenerator(seed: seed &+ 1000, n: n)
            let constraints = generator.constraints(upTo: 6)
            let orders = [NamedOrder(name: "visual", elementIDs: generator.ids)]
            let rules = OrderRules(constraints: located(constraints), reference: generator.ids, orders: orders)
            guard case let .feasible(start) = rules.feasibility() else { continue }
            XCTAssertTrue(keepsAll(start.map { "e\($0)" }, constraints, orders: orders), "seed \(seed)")
            let (table, _) = costs(seed: seed, n: n)
            let outcome = Annealing.search(
                rules: rules, start: start,
                settings: .init(seed: seed, timeLimit: 5, runs: 2, movesPerRunPerElement: 100),
                cost: { o in o.enumerated().reduce(0) { $0 + table[$1.element * n + $1.offset] } },
                progress: { _, _, _ in })
            XCTAssertTrue(keepsAll(outcome.order.map { "e\($0)" }, constraints, orders: orders), "seed \(seed) \(constraints)")
            XCTAssertEqual(Set(outcome.order), Set(0..<n))
            for member in outcome.elite {
                XCTAssertTrue(keepsAll(member.order.map { "e\($0)" }, constraints, orders: orders))
            }
        }
    }

    /// Same seed, same result; the annealing finds the proved optimum of a 12-element form.
    func testAnnealingIsDeterministicAndReachesTheOptimumOfASmallForm() {
        let n = 12
        var generator = ConstraintGenerator(seed: 77, n: n)
        let constraints: [Constraint] = [.before(["e3", "e7"]), .together(["e1", "e2", "e9"]), .last("e11")]
        _ = generator.constraint()
        let orders = [NamedOrder(name: "visual", elementIDs: generator.ids)]
        let rules = OrderRules(constraints: located(constraints), reference: generator.ids, orders: orders)
        let (table, _) = costs(seed: 3, n: n)
        let cost = { (o: [Int]) in o.enumerated().reduce(0) { $0 + table[$1.element * n + $1.offset] } }
        guard case let .feasible(start) = rules.feasibility() else { return XCTFail("feasible") }
        let settings = Annealing.Settings(seed: 5, timeLimit: 60, runs: 8, movesPerRunPerElement: 2000)
        let a = Annealing.search(rules: rules, start: start, settings: settings, cost: cost, progress: { _, _, _ in })
        let b = Annealing.search(rules: rules, start: start, settings: settings, cost: cost, progress: { _, _, _ in })
        XCTAssertEqual(a.order, b.order)
        XCTAssertEqual(a.evaluations, b.evaluations)
        let exact = SubsetDynamicProgram.solve(rules: rules, cost: { table[$0 * n + $1] }, constant: 0)
        XCTAssertEqual(a.cost, exact.cost, accuracy: 1e-9, "\(a.order) vs \(exact.order!) start \(start)")
    }
}
