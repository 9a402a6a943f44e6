import FocusReport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

final class HTMLReportTests: XCTestCase {
    private static let html: String = {
        let document = try! HTMLReportFixtures.document()
        return HTMLReport.render(document, generator: "focusbench test")
    }()

    private func parse() throws -> MarkupCollector {
        let collector = MarkupCollector()
        let parser = XMLParser(data: Data(Self.html.utf8))
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
        return collector
    }

    func testParsesAsXMLWithTheSectionHeadings() throws {
        let page = try parse()
        XCTAssertEqual(page.named("h1").count, 1)
        for heading in ["Summary", "The screen and its focus paths", "Cumulative distribution",
                        "Distribution of completion times", "Where the time goes, step by step", "Settings"] {
            XCTAssertTrue(page.headings.contains(heading), "no heading \(heading) in \(page.headings)")
        }
        XCTAssertTrue(page.headings.contains("Order passwordFirst, ios-switch-control"))
    }

    func testEveryTableHeaderHasAScope() throws {
        let page = try parse()
        let headers = page.named("th")
        XCTAssertGreaterThan(headers.count, 20)
        for header in headers {
            XCTAssertTrue(["col", "row"].contains(header.attributes["scope"] ?? ""), "th without scope")
        }
        // The summary: a header row and one row per order.
        XCTAssertTrue(page.named("caption").count >= 4)
    }

    func testEveryChartHasATextAlternative() throws {
        let page = try parse()
        let charts = page.named("svg")
        // Two screens, one cumulative plot, two histograms, two timelines.
        XCTAssertEqual(charts.count, 7)
        for chart in charts {
            XCTAssertEqual(chart.attributes["role"], "img")
            XCTAssertTrue(chart.children.prefix(2) == ["title", "desc"], "chart \(chart.attributes["id"] ?? "") "
                + "starts with \(chart.children.prefix(2))")
            let labelled = try XCTUnwrap(chart.attributes["aria-labelledby"]).split(separator: " ")
            XCTAssertEqual(labelled.count, 2)
        }
        let ids = page.elements.compactMap { $0.attributes["id"] }
        XCTAssertEqual(ids.count, Set(ids).count, "duplicate ids")
    }

    func testNoExternalReferencesOrScripts() {
        let html = Self.html.replacingOccurrences(of: "http://www.w3.org/", with: "")
        for forbidden in ["http:", "https:", "<script", "<link", "@import", "src="] {
            XCTAssertFalse(html.contains(forbidden), "the page contains \(forbidden)")
        }
    }

    func testLabelsAreEscaped() throws {
        XCTAssertTrue(Self.html.contains("Terms &amp; &lt;Privacy&gt; &quot;policy&quot; &#39;here&#39;"))
        XCTAssertFalse(Self.html.contains("<Privacy>"))
    }

    func testPrintStylesAndPatterns() {
        XCTAssertTrue(Self.html.contains("@media print"))
        // Categories are told apart by hatch patterns and orders by dashes, not by colour alone.
        XCTAssertTrue(Self.html.contains("<pattern id=\"timeline-0-0-entry\""))
        XCTAssertTrue(Self.html.contains("stroke-dasharray=\"9 4\""))
    }

    func testSettingsAndSeedAreShown() throws {
        XCTAssertTrue(Self.html.contains("<th scope=\"row\">Seed</th><td class=\"name\">3</td>"))
        XCTAssertTrue(Self.html.contains("<th scope=\"row\">Replications per cell</th><td class=\"name\">400</td>"))
    }
}

/// Whatever the labels and numbers, the page stays well-formed XML.
final class HTMLWellFormednessTests: XCTestCase {
    func testNoncharactersAreRemovedAndThePageParses() throws {
        var document = try HTMLReportFixtures.document(replications: 50)
        document.scenario.elements[0].label = "Sign\u{FFFE} up\u{FFFF}\u{202E}"
        let html = HTMLReport.render(document, generator: "focusbench test")
        XCTAssertFalse(html.unicodeScalars.contains("\u{FFFE}"))
        XCTAssertFalse(html.unicodeScalars.contains("\u{FFFF}"))
        XCTAssertTrue(html.contains("Sign up"))
        let parser = XMLParser(data: Data(html.utf8))
        XCTAssertTrue(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
        XCTAssertFalse(html.contains("=\"n/a\""))
    }
}
