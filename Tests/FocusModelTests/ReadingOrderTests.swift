import FocusModel
import XCTest

/// The derived reading order on the layouts that trip geometric sorting up.
final class ReadingOrderTests: XCTestCase {
    private func box(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                     tabindex: Int? = nil) -> Element {
        layoutBox(id, x, y, w, h, tabindex: tabindex)
    }

    private func order(_ elements: [Element], _ platform: Platform, groups: [Group] = [],
                       direction: LayoutDirection = .ltr) throws -> [String] {
        try derivedOrder(elements, platform, groups: groups, direction: direction)
    }

    /// Left column of three 100-tall rows, right column of two 150-tall rows.
    private var twoColumns: [Element] {
        [box("L0", 0, 0, 180, 100), box("L1", 0, 100, 180, 100), box("L2", 0, 200, 180, 100),
         box("R0", 200, 0, 180, 150), box("R1", 200, 150, 180, 150)]
    }

    func testTwoColumnsAreReadRowByRowOnIOS() throws {
        XCTAssertEqual(try order(twoColumns, .ios), ["L0", "R0", "L1", "R1", "L2"])
    }

    func testTwoColumnsFollowStripesOnAndroid() throws {
        // R0 overlaps L1 vertically and lies to its right, so it follows L1;
        // L2 starts where R0 ends, so it follows R0.
        XCTAssertEqual(try order(twoColumns, .android), ["L0", "L1", "R0", "L2", "R1"])
    }

    func testGroupedColumnsAreReadOneAfterTheOther() throws {
        let groups = [Group(id: "left", memberIDs: ["L0", "L1", "L2"]), Group(id: "right", memberIDs: ["R1", "R0"])]
        XCTAssertEqual(try order(twoColumns, .ios, groups: groups), ["L0", "L1", "L2", "R0", "R1"])
        XCTAssertEqual(try order(twoColumns, .android, groups: groups), ["L0", "L1", "L2", "R0", "R1"])
    }

    /// A 2×2 grid of cards, each a title at the card's top and a button 100 below.
    private var cards: [Element] {
        [("A", 0.0, 0.0), ("B", 200, 0), ("C", 0, 200), ("D", 200, 200)].flatMap { name, x, y in
            [box("\(name)title", x, y, 180, 40), box("\(name)button", x, y + 100, 180, 44)]
        }
    }

    func testGridOfCardsInterleavesCardsWithoutGroups() throws {
        XCTAssertEqual(try order(cards, .ios), ["Atitle", "Btitle", "Abutton", "Bbutton",
                                                "Ctitle", "Dtitle", "Cbutton", "Dbutton"])
    }

    func testGridOfGroupedCardsReadsEachCardWhole() throws {
        let groups = ["A", "B", "C", "D"].map { Group(id: "card\($0)", memberIDs: ["\($0)button", "\($0)title"]) }
        let expected = ["Atitle", "Abutton", "Btitle", "Bbutton", "Ctitle", "Cbutton", "Dtitle", "Dbutton"]
        XCTAssertEqual(try order(cards, .ios, groups: groups), expected)
        XCTAssertEqual(try order(cards, .android, groups: groups), expected)
    }

    func testOverlayIsInterleavedWithTheContentUnderIt() throws {
        let content = (0..<6).map { box("c\($0)", 0, Double($0) * 100, 390, 90) }
        let overlay = [box("bannerText", 0, 450, 280, 40), box("bannerOK", 300, 500, 80, 44)]
        XCTAssertEqual(try order(content + overlay, .ios), ["c0", "c1", "c2", "c3", "c4", "bannerText", "c5", "bannerOK"])
        // On Android c4 (400–490) overlaps the banner text and both start at x 0: the
        // lower top wins, then c5 and the OK button overlap and c5 is further left.
        XCTAssertEqual(try order(content + overlay, .android),
                       ["c0", "c1", "c2", "c3", "c4", "bannerText", "c5", "bannerOK"])
    }

    func testTopsLessThanEightPointsApartShareARow() throws {
        let elements = [box("field", 120, 96, 200, 44), box("label", 0, 100, 100, 20),
                        box("hint", 0, 104, 100, 20), box("next", 0, 108, 100, 20)]
        // Pairwise: label is 4 below field and further left, so it comes first; hint is 8 below
        // field (not under 8), so it comes after it; next is 4 below hint and not further left.
        XCTAssertEqual(try order(elements, .ios), ["label", "field", "hint", "next"])
    }

    func testRightToLeftStartsRowsAtTheRightEdge() throws {
        let elements = [box("label", 0, 100, 100, 20), box("field", 120, 102, 200, 44), box("below", 0, 200, 390, 44)]
        XCTAssertEqual(try order(elements, .ios, direction: .rtl), ["field", "label", "below"])
        XCTAssertEqual(try order(elements, .android, direction: .rtl), ["field", "label", "below"])
        XCTAssertEqual(try order(elements, .ios), ["label", "field", "below"])
    }

    func testAndroidPutsAStripeAboveFirstEvenWhenItIsFurtherRight() throws {
        let elements = [box("low", 0, 50, 100, 50), box("high", 200, 0, 100, 50)]
        XCTAssertEqual(try order(elements, .android), ["high", "low"])
    }

    func testAndroidBreaksTiesByTopThenTallerThenWider() throws {
        // All four overlap vertically and share the left edge: the higher top first, then
        // (compareBoundsOfTree's -heightDifference, -widthDifference) the taller, then the wider.
        let elements = [box("lower", 0, 20, 100, 30), box("narrow", 0, 10, 50, 30),
                        box("short", 0, 10, 100, 30), box("tall", 0, 10, 100, 80)]
        XCTAssertEqual(try order(elements, .android), ["tall", "short", "narrow", "lower"])
    }

    func testWebPutsPositiveTabindexFirstAndSkipsMinusOne() throws {
        let elements = [Element(id: "e0", role: .link, label: ""),
                        Element(id: "e1", role: .link, label: "", tabindex: -1),
                        Element(id: "e2", role: .link, label: "", tabindex: 2),
                        Element(id: "e3", role: .link, label: "", tabindex: 0),
                        Element(id: "e4", role: .link, label: "", tabindex: 1),
                        Element(id: "e5", role: .link, label: "", tabindex: 1)]
        XCTAssertEqual(try order(elements, .web), ["e4", "e5", "e2", "e0", "e3"])
    }

    func testWebKeepsAGroupTogetherAtItsFirstMember() throws {
        let elements = ["a", "b", "c", "d"].map { Element(id: $0, role: .link, label: "") }
        XCTAssertEqual(try order(elements, .web, groups: [Group(id: "g", memberIDs: ["d", "b"])]),
                       ["a", "b", "d", "c"])
    }

    func testGeometricOrdersNeedFrames() {
        let elements = [box("a", 0, 0, 10, 10), Element(id: "b", role: .button, label: "b")]
        XCTAssertThrowsError(try order(elements, .ios)) { error in
            XCTAssertEqual(error as? ReadingOrderError, .missingFrames(platform: .ios, elementIDs: ["b"]))
        }
        XCTAssertEqual(try order(elements, .web), ["a", "b"])
    }

    // MARK: - In scenario files

    func testGeometricOrderInAScenarioFile() throws {
        let withFrame = exampleScenario.replacing(["elements", 4, "frame"],
                                                  with: ["x": 16, "y": 300, "width": 358, "height": 50])
        let scenario = try decodeScenario(withFrame.replacing(["orders", "derived"], with: "geometric"))
        XCTAssertEqual(scenario.order(named: "derived")?.elementIDs, ["title", "email", "password", "terms", "submit"])
    }

    func testGeometricOrderRefusesElementsWithoutFrames() {
        XCTAssertThrowsError(try decodeScenario(exampleScenario.replacing(["orders", "derived"], with: "geometric"))) { error in
            let message = (error as? InputError).map { "\($0)" } ?? ""
            XCTAssertTrue(message.contains("$.orders.derived"), message)
            XCTAssertTrue(message.contains("submit"), message)
        }
    }

    func testOnlyGeometricMayStandForAnOrder() {
        XCTAssertThrowsError(try decodeScenario(exampleScenario.replacing(["orders", "visual"], with: "geometrical"))) { error in
            XCTAssertTrue("\(error)".contains("\"geometric\""), "\(error)")
        }
    }

    func testDirectionAndElementKeysDecode() throws {
        var value = exampleScenario.replacing(["direction"], with: "rtl")
        value = value.replacing(["elements", 0, "tabindex"], with: 3)
        value = value.replacing(["elements", 1, "focusVisible"], with: false)
        let scenario = try decodeScenario(value)
        XCTAssertEqual(scenario.direction, .rtl)
        XCTAssertEqual(scenario.elements[0].tabindex, 3)
        XCTAssertEqual(scenario.elements[1].focusVisible, false)
        XCTAssertEqual(scenario.elements[2].focusVisible, true)
        XCTAssertThrowsError(try decodeScenario(exampleScenario.replacing(["elements", 0, "tabindex"], with: -2)))
        XCTAssertThrowsError(try decodeScenario(exampleScenario.replacing(["direction"], with: "up")))
    }

    func testDrawnOrderOfAPageIsRowsNotTheTabRule() throws {
        let elements = [
            Element(id: "first", role: .button, label: "", frame: Frame(x: 240, y: 10, width: 100, height: 44), tabindex: 1),
            Element(id: "second", role: .button, label: "", frame: Frame(x: 0, y: 13, width: 100, height: 44)),
            Element(id: "skip", role: .link, label: "", frame: Frame(x: -10000, y: 80, width: 1, height: 1)),
        ]
        XCTAssertEqual(try ReadingOrder.drawn(elements: elements, groups: []), ["second", "first", "skip"])
        XCTAssertEqual(try ReadingOrder.derive(elements: elements, groups: [], platform: .web), ["first", "second", "skip"])
        XCTAssertThrowsError(try ReadingOrder.drawn(elements: [Element(id: "a", role: .button, label: "")], groups: [])) {
            XCTAssertEqual($0 as? ReadingOrderError, .missingFrames(platform: .web, elementIDs: ["a"]))
        }
    }
}
