import FocusCost
import FocusLint
import FocusModel
import XCTest

/// On an imported page, regions (columns) read whole in another sequence are
/// advice with a cost; a field out of step inside a region is a failure; no
/// repair splits a region.
final class RegionReadingOrderTests: XCTestCase {
    private let user = switchUser(reaction: .fixed(0.5))

    private func box(_ id: String, _ role: Role, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Element {
        Element(id: id, role: role, label: id, frame: Frame(x: x, y: y, width: width, height: height))
    }

    /// A checkout drawn as a form column at the left and a cart column at the
    /// right, the cart first in the document (Bootstrap's `order-md-last`).
    private func checkout(tab: [String]) -> Scenario {
        var scenario = Scenario(
            name: "checkout", platform: .web,
            elements: [
                box("cartHeading", .heading, 860, 80, 200, 24), box("item", .staticText, 860, 120, 300, 20),
                box("promo", .textField, 860, 170, 220, 38), box("redeem", .button, 1080, 170, 80, 38),
                box("billing", .heading, 100, 80, 300, 30), box("firstName", .textField, 100, 130, 700, 38),
                box("lastName", .textField, 100, 186, 700, 38), box("email", .textField, 100, 245, 700, 38),
                box("pay", .button, 100, 310, 700, 48),
            ],
            orders: [NamedOrder(name: "tab", elementIDs: tab)],
            task: [TaskStep(target: "firstName"), TaskStep(target: "email"), TaskStep(target: "pay")])
        scenario.source = ScenarioSource(kind: .web, file: "checkout.html", viewport: ScreenSize(width: 1280, height: 800))
        return scenario
    }

    private func lint(_ scenario: Scenario) throws -> LintResult {
        try Linter.lint(LintRequest(scenario: scenario, order: "tab", users: [user], settings: settings(replications: 200)))
    }

    func testRegionsInAnotherSequenceAreAdviceWithACost() throws {
        let result = try lint(checkout(tab: ["promo", "redeem", "firstName", "lastName", "email", "pay"]))
        XCTAssertEqual(result.findings.map(\.kind), [.regionOrder])
        let finding = result.findings[0]
        XCTAssertTrue(finding.isAdvice)
        XCTAssertEqual(finding.elementIDs, ["billing", "cartHeading"])
        XCTAssertTrue(finding.explanation.contains("it takes the region of 'cartHeading' (4 elements) before the region of "
            + "'billing' (5 elements); drawn: 'billing', 'cartHeading'"), finding.explanation)
        // The repair moves the cart column whole, after the form column.
        XCTAssertEqual(finding.repair, .regionSequence(order: "tab", ids: ["firstName", "lastName", "email", "pay", "promo", "redeem"]))
        // The switch user scans past the two cart controls before the form: reading in the drawn sequence saves.
        let saving = try XCTUnwrap(finding.costs.first?.comparison?.difference.mean)
        XCTAssertGreaterThan(saving, 0)
    }

    func testTheDrawnSequenceHasNoFinding() throws {
        XCTAssertEqual(try lint(checkout(tab: ["firstName", "lastName", "email", "pay", "promo", "redeem"])).findings, [])
    }

    func testAFieldOutOfStepInsideARegionFailsAndItsRepairKeepsTheRegionsWhole() throws {
        // Cart first (advice) and, inside the form column, e-mail before the name fields (a failure).
        let result = try lint(checkout(tab: ["promo", "redeem", "email", "firstName", "lastName", "pay"]))
        XCTAssertEqual(Set(result.findings.map(\.kind)), [.readingOrder, .regionOrder])
        let failure = try XCTUnwrap(result.findings.first { $0.kind == .readingOrder })
        XCTAssertFalse(failure.isAdvice)
        XCTAssertEqual(failure.invertedPairs, [["email", "firstName"], ["email", "lastName"]])
        XCTAssertTrue(failure.explanation.contains("inside its regions"), failure.explanation)
        // Fixed inside the form column; the cart column stays where the author put it, whole.
        XCTAssertEqual(failure.repair, .readingOrder(order: "tab", ids: ["promo", "redeem", "firstName", "lastName", "email", "pay"]))
    }

    func testAPairSideBySideIsNoRegion() throws {
        // Two buttons drawn right to left: each column holds one element, so the swap is a failure.
        var scenario = Scenario(
            name: "actions", platform: .web,
            elements: [box("pay", .button, 200, 0, 60, 60), box("back", .button, 0, 0, 60, 60)],
            orders: [NamedOrder(name: "tab", elementIDs: ["pay", "back"])], task: [TaskStep(target: "back")])
        scenario.source = ScenarioSource(kind: .web, file: "actions.html")
        XCTAssertEqual(try lint(scenario).findings.map(\.kind), [.readingOrder])
    }
}
