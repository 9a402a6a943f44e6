import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// SARIF 2.1.0 and JUnit XML as CI systems read them, and GitHub annotations.
final class CIFormatTests: XCTestCase {
    func testLintSARIFHasTheRequiredPropertiesOfVersion210() throws {
        let file = "scenarios/changing/signup-dialog-failing.json"
        let result = try FocusBenchProcess.run("lint", file, "--replications", "200",
                                               "--users", "ios-switch-control,keyboard", "--format", "sarif")
        XCTAssertEqual(result.status, 4, result.stderr)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        try checkSARIF(log)
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 2)
        for finding in results {
            XCTAssertEqual(finding["level"] as? String, "error")
            let location = try XCTUnwrap((finding["locations"] as? [[String: Any]])?.first)
            let artifact = (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
            XCTAssertEqual(artifact?["uri"] as? String, file)
            // The start line is the finding's element in the file, where dashboards show it.
            let region = (location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
            let line = try XCTUnwrap(region?["startLine"] as? Int)
            let lines = try String(contentsOf: FocusBenchProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertTrue(lines[line - 1].contains("\"id\": \"submit\""), String(lines[line - 1]))
            let logical = try XCTUnwrap((location["logicalLocations"] as? [[String: Any]])?.first)
            XCTAssertTrue((logical["fullyQualifiedName"] as? String)?.hasPrefix("$.") == true)
            let costs = try XCTUnwrap((finding["properties"] as? [String: Any])?["costs"] as? [[String: Any]])
            XCTAssertEqual(costs.map { $0["user"] as? String }, ["ios-switch-control", "keyboard"])
        }
    }

    func testCheckSARIFReportsBrokenBudgetsAsResults() throws {
        let config = try CheckCommandTests.configuration("""
            {"scenarios": ["ROOT/scenarios/signup.json"], "replications": 200,
             "budgets": [{"order": "visual", "maxMeanSeconds": 100, "level": "warn"}]}
            """)
        let result = try FocusBenchProcess.run("check", "--config", config, "--format", "sarif")
        XCTAssertEqual(result.status, 0, result.stderr)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        try checkSARIF(log)
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["budget"])
        XCTAssertEqual(results.first?["level"] as? String, "warning")
    }

    /// The properties the SARIF 2.1.0 schema requires, and the references it expects to resolve.
    private func checkSARIF(_ log: [String: Any]) throws {
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertFalse(runs.isEmpty)
        for run in runs {
            let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
            XCTAssertEqual(driver["name"] as? String, "focusbench")
            let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
            let ids = rules.compactMap { $0["id"] as? String }
            XCTAssertEqual(ids.count, rules.count, "every rule has an id")
            XCTAssertEqual(Set(ids).count, ids.count, "rule ids are unique")
            for rule in rules {
                XCTAssertNotNil((rule["help"] as? [String: Any])?["text"] as? String)
                XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"] as? String)
            }
            for result in try XCTUnwrap(run["results"] as? [[String: Any]]) {
                XCTAssertNotNil((result["message"] as? [String: Any])?["text"] as? String, "message.text is required")
                XCTAssertTrue(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
                let index = try XCTUnwrap(result["ruleIndex"] as? Int)
                XCTAssertEqual(ids[index], result["ruleId"] as? String)
            }
        }
    }

    func testCheckJUnitParsesWithTheExpectedCounts() throws {
        let config = try CheckCommandTests.configuration("""
            {"scenarios": ["ROOT/scenarios/changing/signup-dialog-failing.json"], "replications": 200,
             "users": ["ios-switch-control"],
             "lint": "error", "budgets": [{"maxMeanSeconds": 1}, {"maxMeanSeconds": 1000}]}
            """)
        let result = try FocusBenchProcess.run("check", "--config", config, "--format", "junit")
        XCTAssertEqual(result.status, 3, result.stderr)
        let counts = try JUnitCounts(result.stdout)
        // Two budget cases (one broken) and one case per lint finding (both failing).
        XCTAssertEqual(counts.cases, 4)
        XCTAssertEqual(counts.failures, 3)
        XCTAssertEqual(counts.declaredTests, 4)
        XCTAssertEqual(counts.declaredFailures, 3)
    }

    func testReportJUnitFailsTheCellOverTheBudget() throws {
        // bench-reference scans every element: passwordFirst's hint before the
        // e-mail field is one scan step more, +0.3% of a task mostly spent typing.
        let result = try FocusBenchProcess.run("report", "scenarios/signup.json", "--replications", "300",
                                               "--users", "bench-reference", "--fail-if-slower", "0.1",
                                               "--format", "junit")
        XCTAssertEqual(result.status, 3, result.stderr)
        let counts = try JUnitCounts(result.stdout)
        XCTAssertEqual(counts.cases, 2)
        XCTAssertEqual(counts.failures, 1)
        XCTAssertTrue(result.stdout.contains(#"name="passwordFirst / bench-reference">"#), result.stdout)
    }

    func testLintJUnitHasOneSuitePerScenario() throws {
        let result = try FocusBenchProcess.run("lint", "scenarios/changing/signup-dialog-failing.json",
                                               "scenarios/changing/cookie-banner-repaired.json",
                                               "--replications", "200", "--format", "junit")
        XCTAssertEqual(result.status, 4, result.stderr)
        let counts = try JUnitCounts(result.stdout)
        XCTAssertEqual(counts.suites, 2)
        XCTAssertEqual(counts.cases, 3)
        XCTAssertEqual(counts.failures, 2)
    }

    func testGitHubAnnotationsNameTheFile() throws {
        let result = try FocusBenchProcess.run("lint", "scenarios/changing/cookie-banner-failing.json",
                                               "--replications", "200", "--format", "github")
        XCTAssertEqual(result.status, 4, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasPrefix(
            "::error file=scenarios/changing/cookie-banner-failing.json,title=focusbench lint%3A trap::"), result.stdout)
    }
}

/// Counts what an XML parser sees in a JUnit document.
private final class JUnitCounts: NSObject, XMLParserDelegate {
    var suites = 0
    var cases = 0
    var failures = 0
    var declaredTests = -1
    var declaredFailures = -1

    init(_ text: String) throws {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw NSError(domain: "JUnit", code: 1,
                          userInfo: [NSLocalizedDescriptionKey: "\(parser.parserError.map(String.init(describing:)) ?? "") in \(text)"])
        }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch name {
        case "testsuites":
            declaredTests = Int(attributes["tests"] ?? "") ?? -1
            declaredFailures = Int(attributes["failures"] ?? "") ?? -1
        case "testsuite": suites += 1
        case "testcase": cases += 1
        case "failure": failures += 1
        default: break
        }
    }
}
