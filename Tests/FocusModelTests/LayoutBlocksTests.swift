import FocusModel
import XCTest

/// The drawn order reads a page by its blocks (recursive XY-cut with bands
/// of stripes for columns of unequal height), so a column is read whole.
final class LayoutBlocksTests: XCTestCase {
    private func box(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Element {
        Element(id: id, role: .staticText, label: id, frame: Frame(x: x, y: y, width: width, height: height))
    }

    func testTwoColumnsOfUnequalHeightAreEachReadWhole() throws {
        // A heading over a long form column (left) and a short cart column
        // (right, first in the document as with order-md-last); lines of the
        // two columns do not line up.
        let elements = [
            box("title", 300, 0, 700, 40),
            box("cart", 860, 80, 200, 24), box("item1", 860, 120, 300, 20), box("price1", 1100, 120, 60, 20),
            box("item2", 860, 150, 300, 20), box("promo", 860, 200, 300, 38),
            box("billing", 100, 80, 300, 30), box("first", 100, 130, 700, 38), box("last", 100, 186, 700, 38),
            box("email", 100, 245, 700, 38), box("address", 100, 300, 700, 38), box("submit", 100, 360, 700, 48),
        ]
        XCTAssertEqual(try ReadingOrder.drawn(elements: elements, groups: []), [
            "title", "billing", "first", "last", "email", "address", "submit",
            "cart", "item1", "price1", "item2", "promo",
        ])
        let layout = try ReadingOrder.drawnLayout(elements: elements, groups: [])
        guard case let .stripes(blocks) = layout, case let .columns(columns)? = blocks.last else {
            return XCTFail("expected the title, then two columns: \(layout)")
        }
        XCTAssertEqual(columns.map(\.count), [6, 5])
    }

    func testRowsWithAPriceAtTheRightAreRowsNotColumns() throws {
        // Each row: a name and a description under it at the left, the price beside the name.
        let elements = [
            box("name1", 0, 0, 200, 20), box("price1", 300, 0, 50, 20), box("about1", 0, 22, 200, 16),
            box("name2", 0, 50, 200, 20), box("price2", 300, 50, 50, 20), box("about2", 0, 72, 200, 16),
        ]
        XCTAssertEqual(try ReadingOrder.drawn(elements: elements, groups: []),
                       ["name1", "price1", "about1", "name2", "price2", "about2"])
    }

    func testLabelsBesideTheirFieldsAreReadPairByPair() throws {
        let elements = [
            box("nameLabel", 0, 4, 80, 20), box("name", 100, 0, 200, 30),
            box("emailLabel", 0, 44, 80, 20), box("email", 100, 40, 200, 30),
        ]
        XCTAssertEqual(try ReadingOrder.drawn(elements: elements, groups: []), ["nameLabel", "name", "emailLabel", "email"])
    }

    func testFieldsReorderedInsideOneColumnAreReadAsDrawn() throws {
        // CSS `order` put the e-mail field above the name field: the drawn order follows the frames.
        let elements = [box("name", 0, 60, 300, 30), box("email", 0, 0, 300, 30), box("send", 0, 120, 100, 40)]
        XCTAssertEqual(try ReadingOrder.drawn(elements: elements, groups: []), ["email", "name", "send"])
    }
}
