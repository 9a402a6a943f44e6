import FocusModel
import XCTest

/// The web's derived order is the Tab sequence: a positive tabindex moves
/// its own element to the front, never the group around it.
final class WebTabSequenceTests: XCTestCase {
    private func link(_ id: String, tabindex: Int? = nil) -> Element {
        Element(id: id, role: .link, label: id, tabindex: tabindex)
    }

    func testAPositiveTabindexMovesOnlyItsElement() throws {
        let elements = [link("a"), link("b"), link("c", tabindex: 2), link("d"), link("e")]
        let groups = [Group(id: "card", memberIDs: ["b", "c", "d"])]
        // c first; b and d stay where the card is in the document.
        XCTAssertEqual(try derivedOrder(elements, .web, groups: groups), ["c", "a", "b", "d", "e"])
    }

    func testPositiveMembersOfAGroupInterleaveWithOtherPositiveElements() throws {
        let elements = [link("a"), link("b", tabindex: 3), link("c", tabindex: 1), link("x", tabindex: 2), link("d")]
        let groups = [Group(id: "toolbar", memberIDs: ["b", "c", "d"])]
        // Ascending tabindex across the page (1, 2, 3), then the rest in document order.
        XCTAssertEqual(try derivedOrder(elements, .web, groups: groups), ["c", "x", "b", "a", "d"])
    }

    func testTabindexZeroAndMinusOneInsideAGroup() throws {
        let elements = [link("a"), link("b", tabindex: 0), link("c", tabindex: -1), link("d")]
        let groups = [Group(id: "g", memberIDs: ["d", "b", "c"])]
        XCTAssertEqual(try derivedOrder(elements, .web, groups: groups), ["a", "b", "d"])
    }
}
