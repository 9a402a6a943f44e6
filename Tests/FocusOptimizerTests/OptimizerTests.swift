@testable import FocusOptimizer
import FocusCost
import FocusModel
import XCTest

/// `Optimizer.optimize` end to end: conflicts, results that keep the constraints, verification.
final class OptimizerTests: XCTestCase {
    private let scan = NamedProfile(name: "scan", profile: .switchScanning(.closedFormScan()))

    private func request(_ scenario: Scenario, user: NamedProfile? = nil, method: OptimizationRequest.Method = .auto,
                         replications: Int = 400) -> OptimizationRequest {
        OptimizationRequest(scenario: scenario, mix: [(user ?? scan, 1)], reference: "visual", method: method,
                            timeLimit: 20, seed: 3, verificationReplications: replications)
    }

    private func assertConflict(_ constraints: [Constraint], paths: [String], file: StaticString = #filePath,
                                line: UInt = #line) {
        let scenario = buttonScenario(n: 8, targets: [7, 6], constraints: constraints)
        XCTAssertThrowsError(try Optimizer.optimize(request(scenario)), file: file, line: line) { error in
            guard case let OptimizerError.conflictingConstraints(conflict) = error else {
                return XCTFail("expected a conflict, got \(error)", file: file, line: line)
            }
            XCTAssertEqual(conflict.map(\.path), paths, file: file, line: line)
        }
    }

    func testConflictsNameTheConstraintsInConflict() {
        assertConflict([.before(["e1", "e2"]), .first("e6"), .before(["e2", "e3", "e1"])],
                       paths: ["$.constraints[0]", "$.constraints[2]"])
        assertConflict([.first("e1"), .last("e7"), .first("e2")], paths: ["$.constraints[0]", "$.constraints[2]"])
        assertConflict([.together(["e1", "e2", "e3"]), .adjacent("e2", "e6"), .adjacent("e6", "e3")],
                       paths: ["$.constraints[0]", "$.constraints[1]", "$.constraints[2]"])
        assertConflict([.fixed(["e2"], from: "visual"), .maxDisplacement(3, from: "visual"), .first("e2")],
                       paths: ["$.constraints[0]", "$.constraints[2]"])
        assertConflict([.maxDisplacement(1, from: "visual"), .last("e0")],
                       paths: ["$.constraints[0]", "$.constraints[1]"])
    }

    /// Targets at the end of the visual order move to the front, within the constraints.
    func testResultKeepsConstraintsAndIsProvedOptimal() throws {
        let constraints: [Constraint] = [.first("e0"), .before(["e6", "e7"]), .adjacent("e6", "e2"),
                                         .together(["e3", "e4"])]
        let scenario = buttonScenario(n: 9, targets: [7, 6, 8], constraints: constraints)
        let result = try Optimizer.optimize(request(scenario))
        XCTAssertTrue(keepsAll(result.order, constraints, orders: scenario.orders), "\(result.order)")
        XCTAssertTrue(result.provenOptimal)
        XCTAssertEqual(result.method, "exact (dynamic programming over subsets)")
        XCTAssertLessThan(result.expectedTime, result.referenceExpectedTime)
        XCTAssertGreaterThan(result.improvement.mean, 0)
        XCTAssertTrue(result.improvement.ci95.contains(result.referenceExpectedTime - result.expectedTime))
        XCTAssertEqual(result.order[0], "e0")
        XCTAssertEqual(result.referenceViolations.map(\.path), ["$.constraints[2]"])
        // The first and the adjacency keep e6 from the front, so they bind.
        XCTAssertTrue(result.bindingConstraints.map(\.path).contains("$.constraints[0]"))
        XCTAssertTrue(result.bindingConstraints.allSatisfy { $0.cost > 0 })
        // The closed form of the chosen order, at the constant typing rate, plus what typing on the
        // keyboard adds (the same for every order) is the reported expected time.
        let model = try OrderMeanModel(scenario: scenario, elementIDs: scenario.orders[0].elementIDs,
                                       task: scenario.task, profile: scan.profile)
        let typing = try CostModel.typingOffset(scenario: scenario, order: "visual", user: scan, seed: 3)
        XCTAssertGreaterThan(typing, 0)
        XCTAssertEqual(model.mean(ids: result.order) + typing, result.expectedTime, accuracy: 1e-9)
        XCTAssertTrue(result.notes.contains { $0.contains("include typing as profiled") })
    }

    /// The result is never slower than a reference that keeps the constraints, for every method.
    func testNeverSlowerThanAFeasibleReference() throws {
        for seed in UInt64(1)...4 {
            var generator = ConstraintGenerator(seed: seed, n: 9)
            let constraints = generator.constraints(upTo: 4).filter {
                keeps(generator.ids, $0, orders: [NamedOrder(name: "visual", elementIDs: generator.ids)])
            }
            let scenario = buttonScenario(n: 9, targets: [8, 2, 6], constraints: constraints)
            for method in OptimizationRequest.Method.allCases {
                var r = request(scenario, method: method, replications: 50)
                r.timeLimit = 2
                let result = try Optimizer.optimize(r)
                XCTAssertLessThanOrEqual(result.expectedTime, result.referenceExpectedTime + 1e-9)
                XCTAssertTrue(keepsAll(result.order, constraints, orders: scenario.orders))
            }
        }
    }

    /// Variants weight the objective; a mix of a separable and a non-separable user is searched exactly.
    func testVariantsAndMixes() throws {
        let variants = [TaskVariant(name: "full", weight: 3, task: [TaskStep(target: "e6"), TaskStep(target: "e7")]),
                        TaskVariant(name: "short", weight: 1, task: [TaskStep(target: "e7")])]
        let scenario = buttonScenario(n: 8, targets: [7], variants: variants)
        let keyboard = NamedProfile(name: "kb", profile: .keyboard(.keyboardDefault))
        let objective = try Objective(scenario: scenario, reference: scenario.orders[0].elementIDs,
                                      mix: [(scan, 1), (keyboard, 3)])
        XCTAssertEqual(objective.terms.map(\.weight), [0.1875, 0.0625, 0.5625, 0.1875])
        XCTAssertFalse(objective.isSeparable)
        let result = try Optimizer.optimize(OptimizationRequest(
            scenario: scenario, mix: [(scan, 1), (keyboard, 3)], reference: "visual", seed: 2,
            verificationReplications: 200))
        XCTAssertEqual(result.method, "exact (enumeration of the feasible orders)")
        XCTAssertTrue(result.provenOptimal)
        XCTAssertLessThan(result.expectedTime, result.referenceExpectedTime)
    }

    /// A profile without a closed form is searched on its error-free form and ranked by simulation.
    func testProfilesWithoutClosedFormAreRankedBySimulation() throws {
        let scenario = buttonScenario(n: 7, targets: [6, 4])
        let user = NamedProfile(name: "novice", profile: .switchScanning(.switchNovice))
        let result = try Optimizer.optimize(request(scenario, user: user, replications: 500))
        XCTAssertFalse(result.provenOptimal)
        XCTAssertFalse(result.notes.isEmpty)
        XCTAssertLessThan(result.expectedTime, result.referenceExpectedTime)
        XCTAssertGreaterThan(result.improvement.ci95.low, 0)
    }

    func testUnknownReferenceIsRefused() {
        var r = request(buttonScenario(n: 5, targets: [1]))
        r.reference = "nope"
        XCTAssertThrowsError(try Optimizer.optimize(r))
    }
}

/// The shipped scenarios that carry constraints and variants.
final class ShippedScenarioOptimizationTests: XCTestCase {
    private func load(_ name: String) throws -> Scenario {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try ScenarioLoader.load(contentsOf: root.appendingPathComponent("scenarios/\(name)").path)
    }

    func testSignUpAndCheckoutOptimizeWithinTheirConstraints() throws {
        let bench = NamedProfile(name: "bench-reference", profile: .switchScanning(.benchReference))
        for name in ["signup.json", "checkout.json"] {
            let scenario = try load(name)
            XCTAssertFalse(scenario.constraints.isEmpty, name)
            let result = try Optimizer.optimize(OptimizationRequest(
                scenario: scenario, mix: [(bench, 1)], reference: "visual", seed: 1, verificationReplications: 500))
            XCTAssertTrue(keepsAll(result.order, scenario.constraints, orders: scenario.orders), "\(name) \(result.order)")
            XCTAssertTrue(result.provenOptimal, name)
            XCTAssertLessThanOrEqual(result.expectedTime, result.referenceExpectedTime + 1e-9, name)
        }
    }
}
