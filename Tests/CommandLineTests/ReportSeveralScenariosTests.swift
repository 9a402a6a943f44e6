import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// `report` with several scenario files: one section per scenario.
final class ReportSeveralScenariosTests: XCTestCase {
    private let files = ["scenarios/signup.json", "scenarios/login.json"]

    func testMarkdownHasOneSectionPerScenario() throws {
        let result = try FocusBenchProcess.run(["report"] + files + ["--replications", "200", "--format", "md"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.components(separatedBy: "### Focus order report: ").count - 1, 2)
        XCTAssertTrue(result.stdout.contains("`scenarios/signup.json`"))
        XCTAssertTrue(result.stdout.contains("`scenarios/login.json`"))
    }

    func testJSONIsAnArrayOfReports() throws {
        let result = try FocusBenchProcess.run(["report"] + files + ["--replications", "200", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let reports = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(reports.count, 2)
        XCTAssertEqual(reports.map { $0["schemaVersion"] as? Int }, [1, 1])
    }

    func testHTMLIsOnePageWithUniqueIDs() throws {
        let result = try FocusBenchProcess.run(["report"] + files + ["--replications", "200"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let collector = IDCollector()
        let parser = XMLParser(data: Data(result.stdout.utf8))
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))")
        XCTAssertEqual(collector.articles, 2)
        XCTAssertEqual(collector.ids.count, Set(collector.ids).count, "duplicate ids")
        // Every reference points at an id of the page.
        for reference in collector.references { XCTAssertTrue(collector.ids.contains(reference), reference) }
    }

    func testCSVAndAgainstTakeOneScenario() throws {
        let csv = try FocusBenchProcess.run(["report"] + files + ["--replications", "200", "--format", "csv"])
        XCTAssertEqual(csv.status, 2)
        XCTAssertEqual(csv.stderrLines.count, 1)
        XCTAssertTrue(csv.stderr.contains("--format csv writes one scenario's replications"), csv.stderr)
        let against = try FocusBenchProcess.run(["report"] + files + ["--against", "x.json"])
        XCTAssertEqual(against.status, 2)
    }
}

private final class IDCollector: NSObject, XMLParserDelegate {
    var ids: [String] = []
    var references: [String] = []
    var articles = 0

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if name == "article" { articles += 1 }
        if let id = attributes["id"] { ids.append(id) }
        references += (attributes["aria-labelledby"] ?? "").split(separator: " ").map(String.init)
        for value in attributes.values where value.hasPrefix("url(#") {
            references.append(String(value.dropFirst(5).dropLast()))
        }
    }
}
