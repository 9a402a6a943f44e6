import FocusCost
import FocusLint
import FocusModel
import FocusStats
import XCTest

/// Each kind of lint finding is detected on a small scenario, with the
/// element ids involved.
final class LintFindingTests: XCTestCase {
    private let user = switchUser(reaction: .fixed(0.5))

    private func element(_ id: String, _ role: Role = .button, y: Double = 0, x: Double = 0,
                         size: Double = 60) -> Element {
        Element(id: id, role: role, label: id, frame: Frame(x: x, y: y, width: size, height: size))
    }

    /// a, b, c stacked top to bottom on iOS; the order and task are given.
    private func stack(order: [String], task: [String] = ["c"], platform: Platform = .ios) -> Scenario {
        Scenario(name: "stack", platform: platform,
                 elements: [element("a", y: 0), element("b", y: 100), element("c", y: 200)],
                 orders: [NamedOrder(name: "o", elementIDs: order)], task: task.map { TaskStep(target: $0) })
    }

    private func lint(_ scenario: Scenario, users: [NamedProfile]? = nil) throws -> LintResult {
        try Linter.lint(LintRequest(scenario: scenario, order: scenario.orders[0].name, users: users ?? [user],
                                    settings: settings(replications: 200)))
    }

    private func kinds(_ result: LintResult) -> [LintFinding.Kind] { result.findings.map(\.kind) }

    func testCleanScenarioHasNoFindings() throws {
        XCTAssertEqual(try lint(stack(order: ["a", "b", "c"])).findings, [])
    }

    func testReadingOrderListsInvertedPairsAndKendallDistance() throws {
        let result = try lint(stack(order: ["c", "a", "b"]))
        XCTAssertEqual(kinds(result), [.readingOrder])
        let finding = result.findings[0]
        XCTAssertEqual(finding.invertedPairs, [["c", "a"], ["c", "b"]])
        XCTAssertEqual(finding.elementIDs, ["c", "a", "b"])
        XCTAssertTrue(finding.explanation.contains("Kendall distance 2"), finding.explanation)
        XCTAssertEqual(finding.repair, .readingOrder(order: "o", ids: ["a", "b", "c"]))
    }

    func testDialogThatKeepsFocusAwayAndDoesNotGiveItBack() throws {
        var scenario = stack(order: ["a", "b", "c"], task: ["a", "ok", "c"])
        scenario.dialogs = [Dialog(id: "confirm", opensAfter: "a", elements: [element("ok", y: 300)], modal: false,
                                   focusOnOpen: .stays, focusOnClose: .top, closesAfter: ["ok"])]
        let result = try lint(scenario)
        XCTAssertEqual(Set(kinds(result)), [.dialogDoesNotTakeFocus, .dialogDoesNotReturnFocus])
        XCTAssertTrue(result.findings.allSatisfy { $0.elementIDs == ["confirm", "a"] })
    }

    func testFocusThrownToTopAfterAChange() throws {
        var scenario = stack(order: ["a", "b", "c"], task: ["b", "c"])
        scenario.changes = [ListChange(after: "b", removes: ["b"], focusAfterChange: .top)]
        let result = try lint(scenario)
        XCTAssertEqual(kinds(result), [.focusThrownToTop])
        XCTAssertEqual(result.findings[0].elementIDs, ["b"])
        XCTAssertEqual(result.findings[0].repair, .focusToNearest(after: "b"))
    }

    func testTrapWithAnExit() throws {
        var scenario = stack(order: ["a", "b", "c"], task: ["c"])
        scenario.traps = [FocusTrap(id: "banner", memberIDs: ["a", "b"], exit: "b")]
        let result = try lint(scenario)
        XCTAssertEqual(kinds(result), [.trap])
        XCTAssertEqual(result.findings[0].elementIDs, ["banner", "a", "b"])
    }

    func testTrapWithoutAnExitMakesTheTargetUnreachable() throws {
        var scenario = stack(order: ["a", "b", "c"], task: ["c"])
        scenario.traps = [FocusTrap(id: "banner", memberIDs: ["a", "b"])]
        let result = try lint(scenario)
        XCTAssertEqual(Set(kinds(result)), [.trapWithoutExit, .unreachableTarget])
        let unreachable = result.findings.first { $0.kind == .unreachableTarget }!
        XCTAssertEqual(unreachable.elementIDs, ["c", "banner"])
        // The task never finishes as it is, so no repair can be timed against it.
        XCTAssertTrue(result.findings.allSatisfy { $0.costs.allSatisfy { $0.comparison == nil } })
        XCTAssertNotNil(result.findings.first { $0.kind == .trapWithoutExit }!.notSimulatedReason)
    }

    func testTargetLeftOutOfTheOrderIsUnreachableAndMissing() throws {
        let result = try lint(stack(order: ["a", "b"], task: ["c"]))
        XCTAssertEqual(Set(kinds(result)), [.unreachableTarget, .missingFromOrder])
        XCTAssertTrue(result.findings.allSatisfy { $0.elementIDs == ["c"] })
    }

    func testInteractiveElementNeverFocused() throws {
        let result = try lint(stack(order: ["a", "c"], task: ["c"]))
        XCTAssertEqual(kinds(result), [.missingFromOrder])
        XCTAssertEqual(result.findings[0].elementIDs, ["b"])
        XCTAssertNotNil(result.findings[0].notSimulatedReason)
    }

    func testImportedPageIsCheckedAgainstWhatIsDrawn() throws {
        // Two buttons drawn right to left (flex row-reverse): Tab follows the document.
        var scenario = Scenario(
            name: "actions", platform: .web,
            elements: [element("pay", x: 200), element("back", x: 0)],
            orders: [NamedOrder(name: "tab", elementIDs: ["pay", "back"])], task: [TaskStep(target: "back")])
        XCTAssertEqual(try lint(scenario).findings, [], "a hand-written page is checked against the Tab rule")
        scenario.source = ScenarioSource(kind: .web, file: "actions.html")
        let result = try lint(scenario)
        XCTAssertEqual(kinds(result), [.readingOrder])
        XCTAssertEqual(result.findings[0].invertedPairs, [["pay", "back"]])
        XCTAssertTrue(result.findings[0].explanation.hasPrefix("order 'tab' departs from the order the page is drawn in"),
                      result.findings[0].explanation)
    }

    func testRadiosOfAWebGroupAreReachedByArrowKeys() throws {
        var scenario = Scenario(
            name: "plan", platform: .web,
            elements: [element("free", .radioButton), element("pro", .radioButton, y: 100), element("pay", y: 200)],
            orders: [NamedOrder(name: "tab", elementIDs: ["free", "pay"])], task: [TaskStep(target: "pay")])
        XCTAssertEqual(try lint(scenario).findings.map(\.elementIDs), [["pro"]])
        scenario.groups = [Group(id: "plan", memberIDs: ["free", "pro"])]
        XCTAssertEqual(try lint(scenario).findings, [])
    }

    func testUserWhoCanNeverHitATargetIsReportedNotThrown() throws {
        let slow = switchUser("slow", reaction: .fixed(1.5))
        let result = try lint(stack(order: ["a", "b", "c"], task: ["a"]), users: [user, slow])
        XCTAssertEqual(kinds(result), [.unreachableForUser])
        XCTAssertEqual(result.findings[0].elementIDs, ["a"])
        XCTAssertTrue(result.findings[0].explanation.contains("'slow'"))
    }

    /// iOS and Android guidance (the web's rule, with its spacing exception,
    /// is in `TargetSizeRuleTests`).
    func testSmallTargetsUsePlatformMinimums() throws {
        for (platform, minimum) in [(Platform.ios, 44.0), (.android, 48)] {
            var scenario = stack(order: ["a", "b", "c"], platform: platform)
            scenario.elements[1].frame = Frame(x: 100, y: 100, width: 200, height: minimum - 1)
            scenario.elements[2].frame = Frame(x: 0, y: 200, width: minimum, height: minimum)
            let result = try lint(scenario)
            XCTAssertEqual(kinds(result), [.smallTarget], "\(platform)")
            XCTAssertEqual(result.findings[0].elementIDs, ["b"])
            XCTAssertTrue(result.findings[0].isAdvice)
            XCTAssertEqual(result.findings[0].repair,
                           .enlarge(element: "b", frame: Frame(x: 100, y: 99.5, width: 200, height: minimum)))
        }
    }

    func testPositiveTabindexOnTheWebOnly() throws {
        // The order follows the tabindex, as the browser does: c first.
        var scenario = stack(order: ["c", "a", "b"], task: ["b"], platform: .web)
        scenario.elements[2].tabindex = 2
        let result = try lint(scenario)
        XCTAssertEqual(kinds(result), [.positiveTabindex])
        XCTAssertEqual(result.findings[0].elementIDs, ["c"])
        // Without it, b is one item earlier for a scanning user.
        XCTAssertGreaterThan(try XCTUnwrap(result.findings[0].costs[0].comparison).difference.ci95.low, 0)
        scenario.platform = .ios
        XCTAssertEqual(kinds(try lint(scenario)), [.readingOrder])
    }

    func testInvisibleFocusCostsSwitchUsersTheSearchOnStillAndChangingScreens() throws {
        var scenario = stack(order: ["a", "b", "c"], task: ["b", "c"])
        scenario.elements[2].focusVisible = false
        let still = try lint(scenario)
        XCTAssertEqual(kinds(still), [.invisibleFocus])
        XCTAssertNil(still.findings[0].notSimulatedReason)
        XCTAssertEqual(try XCTUnwrap(still.findings[0].costs[0].comparison).difference.mean, 1.5, accuracy: 1e-9)
        scenario.changes = [ListChange(after: "b", removes: ["a"])]
        let result = try lint(scenario)
        XCTAssertEqual(kinds(result), [.invisibleFocus])
        let saving = try XCTUnwrap(result.findings[0].costs[0].comparison).difference
        // One target without a drawn focus: exactly one search, with fixed times.
        XCTAssertEqual(saving.mean, 1.5, accuracy: 1e-9)
    }

    func testFindingsAreSortedByLargestSaving() throws {
        var scenario = stack(order: ["c", "b", "a"], task: ["a"], platform: .web)
        scenario.elements[1].tabindex = 1
        let result = try lint(scenario)
        let savings = result.findings.compactMap(\.largestSaving)
        XCTAssertEqual(savings.count, 2)
        XCTAssertEqual(savings, savings.sorted(by: >))
    }
}
