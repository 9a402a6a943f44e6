import FocusModel
import FocusSimulation
import XCTest

/// Android Switch Access's row-column rows: identical top and bottom, rows by
/// top, rows under three elements scanned item by item.
final class AndroidRowsTests: XCTestCase {
    private let frames: [String: Frame] = [
        // Three keys of one row, listed out of left-to-right sequence.
        "k3": Frame(x: 200, y: 100, width: 90, height: 40),
        "k1": Frame(x: 0, y: 100, width: 90, height: 40),
        "k2": Frame(x: 100, y: 100, width: 90, height: 40),
        // Same top but taller: a row of its own, ordered before the short row.
        "tall": Frame(x: 300, y: 100, width: 60, height: 90),
        // Two buttons sharing a row: fewer than three, so scanned one by one.
        "b2": Frame(x: 150, y: 300, width: 100, height: 40),
        "b1": Frame(x: 0, y: 300, width: 100, height: 40),
        // At the top of the screen, listed last.
        "header": Frame(x: 0, y: 10, width: 300, height: 40),
    ]

    func testRowsFollowTheLayoutNotTheOrder() {
        let order = ["k3", "k1", "k2", "tall", "b2", "b1", "header"]
        XCTAssertEqual(ScanUnits.androidRows(order: order, frames: frames),
                       [["header"], ["tall"], ["k1", "k2", "k3"], ["b1"], ["b2"]])
        // The overlap rule chains everything that overlaps vertically, in focus-order sequence.
        XCTAssertEqual(ScanUnits.rows(order: order, frames: frames),
                       [["k3", "k1", "k2", "tall"], ["b2", "b1"], ["header"]])
    }

    func testAndroidProfileUsesTheAndroidRuleInRowColumnMode() throws {
        XCTAssertEqual(SwitchScanningProfile.androidSwitchAccess.rows, .android)
        XCTAssertEqual(SwitchScanningProfile().rows, .overlap)
        let ids = ["k3", "k1", "k2", "tall", "b2", "b1", "header"]
        let scenario = Scenario(name: "rows", platform: .android,
                                elements: ids.map { Element(id: $0, role: .button, label: $0, frame: frames[$0]) },
                                orders: [NamedOrder(name: "o", elementIDs: ids)], task: [TaskStep(target: "k2")])
        var p = SwitchScanningProfile.androidSwitchAccess
        p.mode = .rowColumn
        let model = try TwoLevelScanningModel(scenario: scenario, orderName: "o", profile: p)
        XCTAssertEqual(model.units.count, 5)
        XCTAssertEqual(model.steps[0].unit, 2)
        XCTAssertEqual(model.steps[0].member, 1)
    }
}
