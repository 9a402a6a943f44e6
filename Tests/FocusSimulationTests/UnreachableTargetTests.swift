import FocusModel
@testable import FocusSimulation
import FocusStats
import XCTest

/// `SwitchScanningModel` refuses targets whose highlights are always shorter than the reaction.
final class UnreachableTargetTests: XCTestCase {
    private func assertUnreachable(_ body: @autoclosure () throws -> SwitchScanningModel, step expected: Int,
                                   file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            guard case let SimulationError.unreachableTarget(step, _, reason)? = error as? SimulationError else {
                return XCTFail("expected unreachableTarget, got \(error)", file: file, line: line)
            }
            XCTAssertEqual(step, expected, file: file, line: line)
            XCTAssertFalse(reason.isEmpty, file: file, line: line)
        }
    }

    /// Item 0 stays T + P = 1.5 s: a fixed 1.5 s reaction is never strictly shorter.
    func testReactionAtLeastIntervalPlusPauseNeverHitsItemZero() {
        assertUnreachable(try SwitchScanningModel(itemCount: 4, steps: steps([0]),
                                                  profile: profile(interval: 1, pause: 0.5, reaction: .fixed(1.5))),
                          step: 0)
        assertUnreachable(try SwitchScanningModel(itemCount: 4, steps: steps([0]),
                                                  profile: profile(interval: 1, pause: 0.5, resume: .current,
                                                                   reaction: .fixed(2))),
                          step: 0)
    }

    /// Other items stay T = 1 s under resume-first.
    func testReactionAtLeastIntervalNeverHitsOtherItemsWithResumeFirst() {
        assertUnreachable(try SwitchScanningModel(itemCount: 4, steps: steps([0, 2]),
                                                  profile: profile(interval: 1, pause: 0.5, reaction: .fixed(1))),
                          step: 1)
        assertUnreachable(try SwitchScanningModel(itemCount: 4, steps: steps([3]),
                                                  profile: profile(interval: 1, pause: 0.5,
                                                                   reaction: .uniform(min: 1, max: 2))),
                          step: 0)
    }

    func testReachableTargetsAreAccepted() throws {
        // Just under T for other items, just under T + P for item 0.
        XCTAssertNoThrow(try SwitchScanningModel(itemCount: 4, steps: steps([2, 3]),
                                                 profile: profile(interval: 1, pause: 0.5, reaction: .fixed(0.999))))
        XCTAssertNoThrow(try SwitchScanningModel(itemCount: 4, steps: steps([0]),
                                                 profile: profile(interval: 1, pause: 0.5, reaction: .fixed(1.499))))
        // Some draws land below the dwell: hard but possible.
        XCTAssertNoThrow(try SwitchScanningModel(itemCount: 4, steps: steps([2]),
                                                 profile: profile(interval: 1, pause: 0.5,
                                                                  reaction: .uniform(min: 0.99, max: 100))))
    }

    func testScenarioTargetsMustBeInTheOrder() throws {
        let scenario = Scenario(
            name: "s", platform: .ios,
            elements: ["a", "b", "c"].map { Element(id: $0, role: .button, label: $0) },
            orders: [NamedOrder(name: "short", elementIDs: ["a", "b"])],
            task: [TaskStep(target: "a"), TaskStep(target: "c")])
        let p = profile(reaction: .fixed(0.3))
        XCTAssertThrowsError(try SwitchScanningModel(scenario: scenario, orderName: "short", profile: p)) {
            XCTAssertEqual($0 as? SimulationError, .targetNotInOrder(step: 1, target: "c", order: "short"))
        }
        XCTAssertThrowsError(try SwitchScanningModel(scenario: scenario, orderName: "nope", profile: p)) {
            XCTAssertEqual($0 as? SimulationError, .unknownOrder("nope", available: ["short"]))
        }
    }

    func testScenarioPositionsFollowTheOrder() throws {
        let scenario = Scenario(
            name: "s", platform: .ios,
            elements: ["a", "b", "c"].map { Element(id: $0, role: .textField, label: $0) },
            orders: [NamedOrder(name: "o", elementIDs: ["c", "a", "b"])],
            task: [TaskStep(target: "b", characters: 3), TaskStep(target: "c")])
        let model = try SwitchScanningModel(scenario: scenario, orderName: "o", profile: profile(reaction: .fixed(0.3)))
        XCTAssertEqual(model.itemCount, 3)
        XCTAssertEqual(model.steps, [.init(position: 2, characters: 3, targetID: "b"),
                                     .init(position: 0, characters: 0, targetID: "c")])
    }
}
