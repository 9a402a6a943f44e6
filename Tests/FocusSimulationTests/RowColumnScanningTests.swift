import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// Row-column mode: rows from frames, the order of rows and items, refusal
/// without frames, and exact timing.
final class RowColumnScanningTests: XCTestCase {
    private func frames(_ rows: [(String, Double, Double)]) -> [String: Frame] {
        Dictionary(uniqueKeysWithValues: rows.map { ($0.0, Frame(x: 0, y: $0.1, width: 10, height: $0.2)) })
    }

    func testOverlappingVerticalExtentsShareARow() {
        let f = frames([("a", 0, 40), ("b", 10, 20), ("c", 50, 40), ("d", 60, 10)])
        XCTAssertEqual(ScanUnits.rows(order: ["a", "b", "c", "d"], frames: f), [["a", "b"], ["c", "d"]])
    }

    func testTouchingEdgesDoNotOverlap() {
        let f = frames([("a", 0, 40), ("b", 40, 40)])
        XCTAssertEqual(ScanUnits.rows(order: ["a", "b"], frames: f), [["a"], ["b"]])
    }

    /// a overlaps b and b overlaps c, though a and c do not: one row.
    func testChainsOfOverlapsAreOneRow() {
        let f = frames([("a", 0, 44), ("b", 40, 44), ("c", 80, 44), ("d", 200, 44)])
        XCTAssertEqual(ScanUnits.rows(order: ["c", "d", "a", "b"], frames: f), [["c", "a", "b"], ["d"]])
    }

    /// Rows come in the order of their first element in the focus order, items in focus order.
    func testRowsFollowTheFocusOrder() {
        let f = frames([("top1", 0, 40), ("top2", 0, 40), ("mid", 100, 40), ("low1", 200, 40), ("low2", 200, 40)])
        XCTAssertEqual(ScanUnits.rows(order: ["low2", "top2", "mid", "top1", "low1"], frames: f),
                       [["low2", "low1"], ["top2", "top1"], ["mid"]])
    }

    private func form(withFrames: Bool) -> Scenario {
        let layout: [(String, Double, Double)] = [("a", 0, 0), ("b", 0, 100), ("c", 60, 0), ("d", 60, 100), ("e", 120, 0)]
        return Scenario(
            name: "grid", platform: .android,
            elements: layout.map { id, y, x in
                Element(id: id, role: .button, label: id,
                        frame: withFrames || id != "c" ? Frame(x: x, y: y, width: 90, height: 44) : nil)
            },
            orders: [NamedOrder(name: "o", elementIDs: ["a", "b", "c", "d", "e"])],
            task: task(["d", "e"]))
    }

    func testScenarioRowsAndExactTime() throws {
        let p = groupProfile(reaction: .fixed(0.25), mode: .rowColumn)
        let model = try TwoLevelScanningModel(scenario: form(withFrames: true), orderName: "o", profile: p)
        XCTAssertEqual(model.units, [["a", "b"], ["c", "d"], ["e"]])
        // Step 1: row 0 (1.5 s with the pause), row 1 at 1.5, press 0.25 later; its
        // item run pauses on c (1.5 s), d at 1.5 after the press, press 0.25 later.
        // Step 2: row 0 (1.5), row 1 (1), then e, a row of one, selected directly.
        let record = replicate(model, count: 1)[0]
        XCTAssertEqual(record.total, (1.5 + 0.25 + 1.5 + 0.25) + (1.5 + 1 + 0.25))
        XCTAssertEqual(record.breakdown.reacting, 0.75)
    }

    func testMissingFramesAreRefused() {
        let p = groupProfile(reaction: .fixed(0.25), mode: .rowColumn)
        XCTAssertThrowsError(try TwoLevelScanningModel(scenario: form(withFrames: false), orderName: "o", profile: p)) {
            XCTAssertEqual(($0 as? SimulationError)?.description,
                           "row-column scanning builds rows from element frames, but in order 'o' "
                               + "these elements have no frame: c")
        }
    }

    /// An element without a frame that the order leaves out does not matter.
    func testFramesAreNeededOnlyForTheOrdersElements() throws {
        var scenario = form(withFrames: false)
        scenario.orders = [NamedOrder(name: "o", elementIDs: ["a", "b", "d", "e"])]
        let p = groupProfile(reaction: .fixed(0.25), mode: .rowColumn)
        XCTAssertEqual(try TwoLevelScanningModel(scenario: scenario, orderName: "o", profile: p).units,
                       [["a", "b"], ["d"], ["e"]])
    }

    func testModelNameSaysRowColumn() throws {
        let p = groupProfile(reaction: .fixed(0.25), mode: .rowColumn)
        let model = try TwoLevelScanningModel(scenario: form(withFrames: true), orderName: "o", profile: p)
        XCTAssertEqual(TwoLevelScanningSimulator(model: model).modelDescription.name,
                       "switch, automatic row-column scanning")
    }
}
