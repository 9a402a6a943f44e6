import FocusModel
import XCTest

/// VoiceOver's derived order as AccessibilitySnapshot's comparator and
/// Swift's sort give it: tops less than the tolerance apart compare by the
/// leading edge, pair by pair.
final class IOSReadingOrderTests: XCTestCase {
    /// Tops at 0, 7 and 10 pt, each further left than the one above it.
    private let a = layoutBox("a", 200, 0, 80, 30)
    private let b = layoutBox("b", 100, 7, 80, 30)
    private let c = layoutBox("c", 0, 10, 80, 30)

    func testANearRowChainIsComparedPairByPair() throws {
        // b < a (7 apart, further left), c < b (3 apart, further left), a < c (10 apart: a is
        // higher). Swift's sort of a few elements inserts each one backwards while it compares
        // below its neighbour: b moves before a; c does not compare below a and stays last.
        XCTAssertEqual(try derivedOrder([a, b, c], .ios), ["b", "a", "c"])
        // In the order c, b, a neither b nor a compares below its neighbour: nothing moves.
        // Rows built from the top (a opens a row that b joins) would give b, a, c here too.
        XCTAssertEqual(try derivedOrder([c, b, a], .ios), ["c", "b", "a"])
    }

    func testATabletToleratesThirteenPoints() throws {
        let high = layoutBox("high", 200, 0, 80, 30)
        let tenLower = layoutBox("tenLower", 0, 10, 80, 30)
        let thirteenLower = layoutBox("thirteenLower", 0, 13, 80, 30)
        XCTAssertEqual(try derivedOrder([high, tenLower], .ios, device: .phone), ["high", "tenLower"])
        XCTAssertEqual(try derivedOrder([high, tenLower], .ios, device: .tablet), ["tenLower", "high"])
        XCTAssertEqual(try derivedOrder([high, thirteenLower], .ios, device: .tablet), ["high", "thirteenLower"])
    }

    func testTheDeviceDoesNotChangeAndroidOrTheWeb() throws {
        let elements = [layoutBox("high", 200, 0, 80, 30), layoutBox("low", 0, 10, 80, 30)]
        for platform in [Platform.android, .web] {
            XCTAssertEqual(try derivedOrder(elements, platform, device: .tablet),
                           try derivedOrder(elements, platform, device: .phone))
        }
    }

    func testRightToLeftComparesLeftEdgesTheOtherWay() throws {
        // AccessibilitySnapshot compares origins with `>` in a right-to-left layout: the wide
        // field whose left edge is further right comes first even though it ends further left.
        let elements = [layoutBox("wide", 0, 0, 300, 40), layoutBox("narrow", 250, 2, 40, 40)]
        XCTAssertEqual(try derivedOrder(elements, .ios, direction: .rtl), ["narrow", "wide"])
    }

    func testAGroupIsPlacedWhereItsFirstMemberIsRead() throws {
        // The group's first member (by the same comparison) is at (200, 0); the other element at
        // (100, 5) shares its row and is further left, so it comes before the whole group even
        // though the group's enclosing frame starts at (0, 0).
        let elements = [layoutBox("m1", 200, 0, 80, 30), layoutBox("m2", 0, 20, 80, 30), layoutBox("o", 100, 5, 80, 30)]
        let groups = [Group(id: "g", memberIDs: ["m1", "m2"])]
        XCTAssertEqual(try derivedOrder(elements, .ios, groups: groups), ["o", "m1", "m2"])
    }

    // MARK: - The scenario key

    /// The example with the title at the right and the email field 10 pt lower at the left.
    private var nearRows: JSONValue {
        var value = exampleScenario.replacing(["elements", 0, "frame"], with: ["x": 200, "y": 60, "width": 150, "height": 40])
        value = value.replacing(["elements", 1, "frame"], with: ["x": 16, "y": 70, "width": 150, "height": 44])
        value = value.replacing(["elements", 4, "frame"], with: ["x": 16, "y": 300, "width": 358, "height": 50])
        return value.replacing(["orders", "derived"], with: "geometric")
    }

    func testTheDeviceKeySetsTheTolerance() throws {
        let phone = try decodeScenario(nearRows)
        XCTAssertEqual(phone.device, .phone)
        XCTAssertEqual(phone.order(named: "derived")?.elementIDs, ["title", "email", "password", "terms", "submit"])
        let tablet = try decodeScenario(nearRows.replacing(["device"], with: "tablet"))
        XCTAssertEqual(tablet.device, .tablet)
        XCTAssertEqual(tablet.order(named: "derived")?.elementIDs, ["email", "title", "password", "terms", "submit"])
        XCTAssertEqual(try ReadingOrder.derive(for: tablet), ["email", "title", "password", "terms", "submit"])
    }

    func testAnUnknownDeviceIsRefusedWithItsPlace() {
        XCTAssertThrowsError(try decodeScenario(exampleScenario.replacing(["device"], with: "watch"))) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("$.device"), message)
            XCTAssertTrue(message.contains("phone, tablet"), message)
        }
        XCTAssertThrowsError(try decodeScenario(exampleScenario.replacing(["device"], with: 1)))
    }
}
