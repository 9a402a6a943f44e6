import FocusCost
import FocusModel
import FocusStats
import XCTest

/// Bad settings and unusable models are refused before anything runs.
final class SettingsValidationTests: XCTestCase {
    private let scenario = linearForm(elementCount: 4, task: [(2, 0)])

    private func assertInvalidSettings(_ s: SimulationSettings, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try CostModel.simulate(scenario: scenario, order: "linear", user: referenceUser,
                                                    settings: s), file: file, line: line) { error in
            guard case CostModelError.invalidSettings? = error as? CostModelError else {
                return XCTFail("expected invalidSettings, got \(error)", file: file, line: line)
            }
        }
    }

    func testFewerThanTwoReplicationsThrow() {
        assertInvalidSettings(settings(replications: 1))
        assertInvalidSettings(settings(replications: 0))
        XCTAssertThrowsError(try CostModel.compare(scenario: scenario, orders: ("linear", "linear"),
                                                   user: referenceUser, settings: settings(replications: 1)))
    }

    func testTwoReplicationsAreEnough() throws {
        XCTAssertEqual(try CostModel.simulate(scenario: scenario, order: "linear", user: referenceUser,
                                              settings: settings(replications: 2)).summary.count, 2)
    }

    func testNonPositiveOrInfiniteCapThrows() {
        assertInvalidSettings(settings(maxSeconds: 0))
        assertInvalidSettings(settings(maxSeconds: -5))
        assertInvalidSettings(settings(maxSeconds: .infinity))
        assertInvalidSettings(settings(maxSeconds: .nan))
    }

    func testUnknownOrderIsASimulationError() {
        XCTAssertThrowsError(try CostModel.simulate(scenario: scenario, order: "nope", user: referenceUser,
                                                    settings: settings(replications: 10))) { error in
            guard case let CostModelError.simulation(inner)? = error as? CostModelError else {
                return XCTFail("got \(error)")
            }
            XCTAssertEqual(inner, .unknownOrder("nope", available: ["linear"]))
        }
    }

    func testUnreachableTargetIsRefused() {
        let tooSlow = switchUser(reaction: .fixed(1))
        XCTAssertThrowsError(try CostModel.simulate(scenario: scenario, order: "linear", user: tooSlow,
                                                    settings: settings(replications: 10))) { error in
            guard case CostModelError.simulation(.unreachableTarget(step: 0, target: "e2", _))? = error as? CostModelError
            else { return XCTFail("got \(error)") }
        }
    }
}
