import FocusModel
import XCTest

/// Two versions of a screen: elements matched by id, else label; what moved.
final class ScreenVersionsTests: XCTestCase {
    private func scenario(_ ids: [(String, String)], order: [String], task: [String]) -> Scenario {
        Scenario(name: "s", platform: .ios,
                 elements: ids.map { Element(id: $0.0, role: .button, label: $0.1) },
                 orders: [NamedOrder(name: "visual", elementIDs: order)], task: task.map { TaskStep(target: $0) })
    }

    func testAddedRemovedAndTheFewestMovedElements() throws {
        let before = scenario([("a", "A"), ("b", "B"), ("c", "C"), ("d", "D"), ("e", "E")],
                              order: ["a", "b", "c", "d", "e"], task: ["a", "e"])
        // "b" moves to the end, "d" is removed, "f" is new, "c" is renamed "c2" with the same label.
        let after = scenario([("a", "A"), ("c2", "C"), ("e", "E"), ("b", "B"), ("f", "F")],
                             order: ["a", "c2", "e", "b", "f"], task: ["a"])
        let versions = try ScreenVersions(before: before, after: after)
        XCTAssertEqual(versions.matched["c"], "c2")
        XCTAssertEqual(versions.after.task, [TaskStep(target: "a"), TaskStep(target: "e")])
        let difference = versions.difference
        XCTAssertEqual(difference.added, ["f"])
        XCTAssertEqual(difference.removed, ["d"])
        XCTAssertEqual(difference.moved.map(\.order), ["visual"])
        XCTAssertEqual(difference.moved.first?.elements, ["b"])
    }

    func testTheSameScreenHasNoDifference() throws {
        let one = scenario([("a", "A"), ("b", "B")], order: ["b", "a"], task: ["a"])
        XCTAssertTrue(try ScreenVersions(before: one, after: one).difference.isEmpty)
    }

    /// A label two elements share matches neither: the match must be certain.
    func testSharedLabelsDoNotMatch() {
        let before = scenario([("ok1", "OK"), ("x", "X")], order: ["ok1", "x"], task: ["ok1"])
        let after = scenario([("okA", "OK"), ("okB", "OK")], order: ["okA", "okB"], task: ["okA"])
        XCTAssertThrowsError(try ScreenVersions(before: before, after: after)) { error in
            XCTAssertEqual((error as? ScreenVersions.Refusal)?.described(beforeFile: "main.json", afterFile: "pr.json"),
                           "task step 1 of main.json (before) activates 'ok1' (\"OK\"), which pr.json (after) has "
                               + "neither by id nor by label")
        }
    }
}
