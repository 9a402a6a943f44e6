import FocusModel
import FocusSimulation
import XCTest

/// Automatic groups on real screens: columns before headings, and groups
/// given for part of a screen leave the rest to the automatic rule.
final class AutomaticGroupsTests: XCTestCase {
    private func element(_ id: String, _ role: Role = .textField, x: Double, y: Double, width: Double = 300,
                         height: Double = 40) -> Element {
        Element(id: id, role: role, label: id, frame: Frame(x: x, y: y, width: width, height: height))
    }

    /// Bootstrap's checkout example at 1280 px (getbootstrap.com
    /// docs/5.3/examples/checkout/, twbs/bootstrap `site/src/assets/examples/checkout/index.astro`):
    /// the form in the left column, the cart with its promo code on the
    /// right (`order-md-last`), headings in both.
    private var checkout: Scenario {
        let elements = [
            element("checkoutTitle", .heading, x: 100, y: 40, width: 1080),
            element("cart", .heading, x: 840, y: 150, width: 340, height: 30),
            element("product1", .staticText, x: 840, y: 196, width: 340, height: 66),
            element("product2", .staticText, x: 840, y: 262, width: 340, height: 66),
            element("promoCode", .heading, x: 840, y: 344, width: 340, height: 24),
            element("promo", x: 840, y: 376, width: 240, height: 38),
            element("redeem", .button, x: 1090, y: 376, width: 90, height: 38),
            element("billing", .heading, x: 100, y: 140, width: 700, height: 32),
            element("firstName", x: 100, y: 212, width: 340, height: 38),
            element("lastName", x: 460, y: 212, width: 340, height: 38),
            element("email", x: 100, y: 290, width: 700, height: 38),
            element("address", x: 100, y: 368, width: 700, height: 38),
            element("country", .button, x: 100, y: 446, width: 340, height: 38),
            element("zip", x: 460, y: 446, width: 340, height: 38),
            element("continue", .button, x: 100, y: 520, width: 700, height: 48),
        ]
        return Scenario(name: "Checkout", platform: .web, elements: elements,
                        orders: [NamedOrder(name: "dom", elementIDs: elements.map(\.id))],
                        task: [TaskStep(target: "email")])
    }

    func testNoAutomaticGroupMixesTheTwoColumns() {
        let left: Set = ["billing", "firstName", "lastName", "email", "address", "country", "zip", "continue"]
        let right: Set = ["cart", "product1", "product2", "promoCode", "promo", "redeem"]
        let groups = AutomaticGroups.groups(of: checkout)
        XCTAssertFalse(groups.isEmpty)
        for group in groups {
            let members = Set(group.memberIDs)
            XCTAssertTrue(members.isSubset(of: left) || members.isSubset(of: right) || !members.contains { left.contains($0) || right.contains($0) },
                          "\(group.id) mixes the columns: \(group.memberIDs)")
        }
        // The promo-code heading begins a section of the cart only.
        let promo = groups.first { $0.memberIDs.contains("promo") }
        XCTAssertEqual(promo?.memberIDs, ["promoCode", "promo", "redeem"])
        XCTAssertEqual(groups.first { $0.memberIDs.contains("email") }?.memberIDs,
                       ["billing", "firstName", "lastName", "email", "address", "country", "zip", "continue"])
    }

    /// A list's labels and delete buttons line up row by row: rows, not columns.
    func testAListOfRowsIsNoColumns() {
        var elements: [Element] = []
        for row in 0..<4 {
            elements.append(element("item\(row)", .staticText, x: 16, y: 120 + 60 * Double(row), width: 290, height: 44))
            elements.append(element("delete\(row)", .button, x: 314, y: 120 + 60 * Double(row), width: 60, height: 44))
        }
        let scenario = Scenario(name: "List", platform: .ios, elements: elements,
                                orders: [NamedOrder(name: "visual", elementIDs: elements.map(\.id))],
                                task: [TaskStep(target: "delete0")])
        XCTAssertEqual(AutomaticGroups.groups(of: scenario).map(\.id), ["row 1", "row 2", "row 3", "row 4"])
    }

    /// First and last name side by side are one row, not two columns.
    func testSideBySideFieldsOfOneRowAreNoColumns() {
        let elements = [element("first", x: 0, y: 0, width: 150), element("last", x: 170, y: 0, width: 150),
                        element("email", x: 0, y: 60), element("submit", .button, x: 0, y: 120)]
        let scenario = Scenario(name: "Form", platform: .ios, elements: elements,
                                orders: [NamedOrder(name: "visual", elementIDs: elements.map(\.id))],
                                task: [TaskStep(target: "email")])
        XCTAssertEqual(AutomaticGroups.groups(of: scenario), [Group(id: "row 1", memberIDs: ["first", "last"])])
    }

    /// One radio group given in the file: the rest of the screen is still grouped.
    func testGroupsGivenForPartOfTheScreenLeaveTheRestGrouped() {
        var scenario = checkout
        scenario.groups = [Group(id: "names", memberIDs: ["firstName", "lastName"])]
        var profile = SwitchScanningProfile()
        profile.mode = .group
        let groups = scenario.scanGroups(for: profile)
        XCTAssertEqual(groups.first, Group(id: "names", memberIDs: ["firstName", "lastName"]))
        XCTAssertGreaterThan(groups.count, 1)
        XCTAssertFalse(groups.dropFirst().contains { $0.memberIDs.contains("firstName") })
        XCTAssertTrue(groups.contains { $0.memberIDs.contains("email") })
        profile.autoGroup = false
        XCTAssertEqual(scenario.scanGroups(for: profile), scenario.groups)
    }
}
