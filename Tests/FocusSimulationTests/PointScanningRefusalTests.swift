import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// Point scanning needs a screen and frames, and refuses targets no crosshair can select.
final class PointScanningRefusalTests: XCTestCase {
    private let button = Frame(x: 32, y: 64, width: 64, height: 32)

    private func build(_ scenario: Scenario, reaction: Distribution = .lognormal(mu: log(0.6), sigma: 0.35))
        throws -> PointScanningModel {
        try PointScanningModel(scenario: scenario, orderName: "all", profile: pointProfile(reaction: reaction))
    }

    func testNoScreenIsRefused() {
        let scenario = pointScenario([("a", .button, button)], task: [("a", 0)], screen: nil)
        XCTAssertThrowsError(try build(scenario)) { error in
            XCTAssertEqual(error as? SimulationError, .pointScanningWithoutScreen)
            XCTAssertTrue("\(error)".contains("no \"screen\" size"))
        }
    }

    func testElementsWithoutFramesAreNamed() {
        let scenario = pointScenario([("a", .button, button), ("note", .staticText, nil), ("b", .button, nil)],
                                     task: [("a", 0)])
        XCTAssertThrowsError(try build(scenario)) { error in
            XCTAssertEqual(error as? SimulationError, .pointScanningWithoutFrames(elementIDs: ["note", "b"]))
        }
    }

    /// Scrolling is vertical: a target below the screen is scrolled to, one
    /// wholly beside it stays out of reach.
    func testTargetBesideTheScreenIsRefusedAndOneBelowItIsNot() throws {
        let below = pointScenario([("a", .button, button), ("low", .button, Frame(x: 0, y: 600, width: 50, height: 50))],
                                  task: [("a", 0), ("low", 0)])
        let model = try build(below)
        XCTAssertEqual(model.steps[1].screen, 1)
        XCTAssertEqual(model.steps[1].y.low, 600 - 512)
        let beside = pointScenario([("a", .button, button), ("far", .button, Frame(x: 300, y: 60, width: 50, height: 50))],
                                   task: [("a", 0), ("far", 0)])
        XCTAssertThrowsError(try build(beside)) { error in
            guard case let .unreachableTarget(step, target, reason)? = error as? SimulationError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(step, 1)
            XCTAssertEqual(target, "far")
            XCTAssertTrue(reason.contains("beside the 256 pt wide screen"), reason)
        }
    }

    /// A fixed reaction always stops on the target's middle; a badge drawn over
    /// the middle then takes every selection.
    func testFixedReactionWithTheMiddleCoveredIsRefused() throws {
        let scenario = pointScenario(
            [("a", .button, button), ("badge", .button, Frame(x: 56, y: 72, width: 16, height: 16))],
            task: [("a", 0)])
        XCTAssertThrowsError(try build(scenario, reaction: .fixed(0.6))) { error in
            guard case let .unreachableTarget(_, target, reason)? = error as? SimulationError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(target, "a")
            XCTAssertTrue(reason.contains("cover"), reason)
        }
        // With a spread of reaction times the uncovered part of the button can be hit.
        let model = try build(scenario)
        let records = replicatePoint(model, count: 300).map(\.record)
        XCTAssertTrue(records.allSatisfy { !$0.capped })
        XCTAssertGreaterThan(records.map(\.falseActivations).reduce(0, +), 0, "the badge is selected sometimes")
    }

    /// An element drawn under the target (earlier in the list) does not steal it.
    func testElementUnderTheTargetDoesNotCover() throws {
        let scenario = pointScenario(
            [("card", .button, Frame(x: 0, y: 0, width: 256, height: 200)), ("a", .button, button)],
            task: [("a", 0)])
        let model = try build(scenario, reaction: .fixed(0.6))
        // The two lines' travel to the middle, after each has rested 0.5 s at the edge.
        XCTAssertEqual(replicatePoint(model, count: 1)[0].record.total, (64 + 80) / 64 + 2 * 0.5)
    }

    func testTargetMissingFromTheOrderIsRefused() {
        var scenario = pointScenario([("a", .button, button), ("b", .button, button)], task: [("b", 0)])
        scenario.orders = [NamedOrder(name: "all", elementIDs: ["a"])]
        XCTAssertThrowsError(try build(scenario)) { error in
            XCTAssertEqual(error as? SimulationError, .targetNotInOrder(step: 0, target: "b", order: "all"))
        }
    }
}
