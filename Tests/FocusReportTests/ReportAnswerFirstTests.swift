import FocusModel
import FocusReport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// The HTML and Markdown reports open with the answer in words; the
/// histogram's overflow bar is labelled; screen labels are whole; the summary
/// table has what it needs for a narrow screen.
final class ReportAnswerFirstTests: XCTestCase {
    // bench-reference scans every element, so passwordFirst's hint before the
    // e-mail field costs it one scan step: the orders differ clearly.
    private static let document = try! HTMLReportFixtures.document(users: ["bench-reference"])
    private static let html = HTMLReport.render(document, generator: "focusbench test")

    func testHTMLOpensWithTheVerdict() throws {
        let afterHeading = try XCTUnwrap(Self.html.components(separatedBy: "</h1>\n").dropFirst().first)
        XCTAssertTrue(afterHeading.hasPrefix("<p class=\"verdict\"><strong>&#39;visual&#39; is fastest for "
            + "bench-reference; &#39;passwordFirst&#39; is 1.00 s (0.3%) slower than &#39;visual&#39; for "
            + "bench-reference, 95% CI "), afterHeading)
    }

    func testMarkdownOpensWithTheVerdict() throws {
        let lines = MarkdownReport.render(Self.document).split(separator: "\n")
        XCTAssertTrue(lines[0].hasPrefix("### Focus order report"))
        XCTAssertTrue(lines[1].hasPrefix("**'visual' is fastest for bench-reference; 'passwordFirst' is 1.00 s"),
                      String(lines[1]))
    }

    func testVerdictSaysWhenTwoNamesAreTheSameOrder() throws {
        var document = Self.document
        // 'passwordFirst' made to list the elements exactly as 'visual' does.
        let visual = try XCTUnwrap(document.scenario.order(named: "visual")).elementIDs
        document.scenario.orders = document.scenario.orders.map {
            $0.name == "passwordFirst" ? NamedOrder(name: "passwordFirst", elementIDs: visual) : $0
        }
        let text = MarkdownReport.render(document)
        XCTAssertTrue(text.contains("**'visual' and 'passwordFirst' are the same order, which takes "), text)
        XCTAssertTrue(text.contains("'passwordFirst' is the same order as 'visual'"), text)
        XCTAssertFalse(text.contains("is fastest"), text)
    }

    func testVerdictSaysWhenOrdersDoNotDifferClearly() throws {
        var document = Self.document
        // The same times on both sides: a difference of 0 with a CI around it.
        document.comparisons[0].difference.ci95 = .init(low: -0.2, high: 0.3)
        document.comparisons[0].difference.mean = 0.05
        let text = MarkdownReport.render(document)
        XCTAssertTrue(text.contains("'passwordFirst' and 'visual' do not differ clearly for bench-reference "
            + "(0.05 s, 95% CI -0.20 to 0.30 s)"), text)
    }

    func testAFasterOrderIsFasterByMagnitudes() throws {
        var document = Self.document
        // passwordFirst made faster than visual: the difference and its CI below 0.
        document.comparisons[0].difference.ci95 = .init(low: -1.2, high: -0.8)
        document.comparisons[0].difference.mean = -1
        let text = MarkdownReport.render(document)
        XCTAssertTrue(text.contains("faster than 'visual' for bench-reference, 95% CI 0.80 to 1.20 s"), text)
    }

    /// With replications of 'visual' stopped at the time cap its lower mean
    /// is only a lower bound: it is neither the fastest nor faster.
    func testAMeanThatIsALowerBoundIsNotCalledFastest() throws {
        var document = Self.document
        let visual = try XCTUnwrap(document.cells.firstIndex { $0.order == "visual" })
        document.cells[visual].estimate.counts.capped = 1
        let text = MarkdownReport.render(document)
        XCTAssertTrue(text.contains("**no order can be named fastest for bench-reference (its lowest mean, that of "
            + "'visual', is a lower bound), as replications reached the time cap; 'visual' cannot be called faster than "
            + "'passwordFirst' for bench-reference: its mean, 1.00 s lower (95% CI "), text)
        XCTAssertFalse(text.contains("slower than"), text)
    }

    func testEveryHistogramLabelsItsOverflowBar() {
        let labels = Self.html.components(separatedBy: "<text class=\"overflow\"").count - 1
        XCTAssertEqual(labels, 2, "one label per histogram")
        XCTAssertTrue(Self.html.contains("last bar: ≥ "))
    }

    func testScreenLabelsAreWholeWithTheirTitle() throws {
        for element in Self.document.scenario.elements where element.frame != nil {
            let title = "<title>" + MarkupText_escape(element.label) + "</title>"
            XCTAssertTrue(Self.html.contains(title), "no full label \(element.label)")
        }
        // No label of the sign-up screen needs an ellipsis any more: each fits on two lines or a smaller font.
        let screens = Self.html.components(separatedBy: "<svg").filter { $0.contains("Focus path of order") }
        XCTAssertFalse(screens.isEmpty)
        for screen in screens { XCTAssertFalse(screen.contains("…</tspan>"), screen) }
    }

    func testNarrowBoxWrapsOrShrinksItsLabelInsteadOfCuttingIt() throws {
        var document = Self.document
        let index = try XCTUnwrap(document.scenario.elements.firstIndex { $0.id == "signIn" })
        // 90 pt wide and 30 high: at 9 px the label needs three lines, at a smaller size two.
        document.scenario.elements[index].frame?.width = 90
        document.scenario.elements[index].frame?.height = 30
        document.scenario.elements[index].label = "Sign in instead"
        let html = HTMLReport.render(document, generator: "focusbench test")
        let label = try XCTUnwrap(html.components(separatedBy: "<title>Sign in instead</title>").dropFirst().first)
        let text = label.components(separatedBy: "</text>")[0]
        let lines = text.components(separatedBy: "<tspan").dropFirst()
            .map { $0.components(separatedBy: ">")[1].components(separatedBy: "<")[0] }
        XCTAssertEqual(lines.count, 2, text)
        XCTAssertFalse(lines.joined().contains("…"), text)
        XCTAssertEqual(lines.joined(separator: " "), "Sign in instead")
    }

    func testSummaryTableScrollsOnNarrowScreens() {
        XCTAssertTrue(Self.html.contains("<div class=\"table-scroll\" role=\"region\" aria-label=\"Summary table\" "
            + "tabindex=\"0\">\n<table class=\"summary\">"))
        XCTAssertTrue(Self.html.contains("@media (max-width: 600px)"))
        XCTAssertTrue(Self.html.contains(".table-scroll { overflow-x: auto;"))
    }

    /// The tests cannot see the library's escaping, so they do it the same way for the few characters involved.
    private func MarkupText_escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
