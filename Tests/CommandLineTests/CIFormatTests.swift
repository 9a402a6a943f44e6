import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// SARIF 2.1.0 and JUnit XML as CI systems read them, and GitHub annotations.
final class CIFormatTests: XCTestCase {
    func testLintSARIFPointsAtTheKeyAFixChangesAndValidates() throws {
        let file = "scenarios/changing/signup-dialog-failing.json"
        let result = try FocusBenchProcess.run("lint", file, "--replications", "200",
                                               "--users", "ios-switch-control,keyboard", "--format", "sarif")
        XCTAssertEqual(result.status, 4, result.stderr)
        try SchemaValidation.assertValidSARIF(result.stdout)
        let log = try result.jsonObject()
        try checkSARIF(log)
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run["automationDetails"] as? [String: Any])?["id"] as? String, "focusbench/lint/")
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["exitCode"] as? Int, 4)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, true)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["dialogDoesNotTakeFocus", "dialogDoesNotReturnFocus"])
        let lines = try String(contentsOf: FocusBenchProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        // The region is the key a fix changes, so a pull request that changes it shows the alert.
        for (finding, key) in zip(results, ["\"focusOnOpen\": \"stays\"", "\"focusOnClose\": \"top\""]) {
            XCTAssertEqual(finding["level"] as? String, "error")
            let location = try XCTUnwrap((finding["locations"] as? [[String: Any]])?.first)
            let physical = try XCTUnwrap(location["physicalLocation"] as? [String: Any])
            let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
            XCTAssertEqual(artifact["uri"] as? String, file)
            XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
            let region = try XCTUnwrap(physical["region"] as? [String: Any])
            let line = try XCTUnwrap(region["startLine"] as? Int)
            let column = try XCTUnwrap(region["startColumn"] as? Int)
            XCTAssertEqual(region["endLine"] as? Int, line)
            let text = lines[line - 1]
            XCTAssertEqual(String(text.dropFirst(column - 1).prefix(key.count)), key, String(text))
            XCTAssertEqual(region["endColumn"] as? Int, column + key.count)
            let costs = try XCTUnwrap((finding["properties"] as? [String: Any])?["costs"] as? [[String: Any]])
            XCTAssertEqual(costs.map { $0["user"] as? String }, ["ios-switch-control", "keyboard"])
        }
    }

    /// The `focusbench/v1` fingerprints of a valid SARIF log's results, sorted.
    private static func sortedFingerprints(_ result: FocusBenchProcess.Result) throws -> [String] {
        try SchemaValidation.assertValidSARIF(result.stdout)
        let log = try result.jsonObject()
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        return try results.map {
            try XCTUnwrap(($0["partialFingerprints"] as? [String: String])?["focusbench/v1"])
        }.sorted()
    }

    func testFingerprintsDoNotDependOnTheSeed() throws {
        func fingerprints(seed: String) throws -> [String] {
            try Self.sortedFingerprints(FocusBenchProcess.run("lint", "scenarios/changing/list-delete-failing.json",
                                                              "--replications", "100", "--seed", seed, "--format", "sarif"))
        }
        let first = try fingerprints(seed: "1")
        XCTAssertFalse(first.isEmpty)
        XCTAssertEqual(Set(first).count, first.count, "one fingerprint per finding")
        XCTAssertEqual(try fingerprints(seed: "99"), first)

        // check: lint findings and a broken budget, with two seeds in the configuration.
        func checkFingerprints(seed: Int) throws -> [String] {
            let config = try CheckCommandTests.configuration("""
                {"scenarios": ["ROOT/scenarios/changing/signup-dialog-failing.json"], "replications": 100,
                 "users": ["ios-switch-control"], "seed": \(seed), "lint": "error",
                 "budgets": [{"maxMeanSeconds": 1}]}
                """)
            return try Self.sortedFingerprints(FocusBenchProcess.run("check", "--config", config, "--format", "sarif",
                                                                     "--source-root", CheckCommandTests.root))
        }
        let checked = try checkFingerprints(seed: 1)
        XCTAssertEqual(checked.count, 3, "two lint findings and the broken budget of the one order")
        XCTAssertEqual(Set(checked).count, 3)
        XCTAssertEqual(try checkFingerprints(seed: 2), checked)
    }

    func testAdviceIsANoteANoticeAndAPassingCaseEverywhere() throws {
        // Its findings are iOS target sizes: platform guidance, which lint reports as advice.
        let file = "scenarios/changing/list-delete-repaired.json"
        let folder = try FocusBenchProcess.temporaryFolder("advice")
        let sarif = folder.appendingPathComponent("lint.sarif").path, junit = folder.appendingPathComponent("lint.xml").path
        let result = try FocusBenchProcess.run("lint", file, "--replications", "100", "--format", "github",
                                               "--output", "sarif=\(sarif)", "--output", "junit=\(junit)")
        XCTAssertEqual(result.status, 0, result.stderr)
        let annotations = result.stdout.split(separator: "\n")
        XCTAssertEqual(annotations.count, 6)
        XCTAssertTrue(annotations.allSatisfy { $0.hasPrefix("::notice file=\(file),line=") }, result.stdout)
        let log = try String(contentsOfFile: sarif, encoding: .utf8)
        try SchemaValidation.assertValidSARIF(log)
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let results = try XCTUnwrap((parsed["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["level"] as? String }, Array(repeating: "note", count: 6))
        let counts = try JUnitCounts(validating: String(contentsOfFile: junit, encoding: .utf8))
        XCTAssertEqual(counts.cases, 6)
        XCTAssertEqual(counts.failures, 0)
        XCTAssertEqual(counts.outputs, 6)

        let strict = try FocusBenchProcess.run("lint", file, "--replications", "100", "--strict", "--format", "github")
        XCTAssertEqual(strict.status, 4)
        XCTAssertTrue(strict.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("::error file=") }, strict.stdout)
    }

    func testCheckSARIFReportsBrokenBudgetsAsResults() throws {
        let config = try CheckCommandTests.configuration("""
            {"scenarios": ["ROOT/scenarios/signup.json"], "replications": 200,
             "budgets": [{"order": "visual", "maxMeanSeconds": 100, "level": "warn"}]}
            """)
        let result = try FocusBenchProcess.run("check", "--config", config, "--format", "sarif",
                                               "--source-root", CheckCommandTests.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        try SchemaValidation.assertValidSARIF(result.stdout)
        let log = try result.jsonObject()
        try checkSARIF(log)
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["budget"])
        // A warning-level budget is advice: it does not fail the check.
        XCTAssertEqual(results.first?["level"] as? String, "note")
        let uri = ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
        XCTAssertEqual(uri, "scenarios/signup.json")
    }

    func testAConfigurationErrorStillWritesAValidSARIFLogThatSaysWhy() throws {
        let config = try CheckCommandTests.configuration(#"{"scenarios": ["ROOT/scenarios/signup.json"], "lint": "loud"}"#)
        let folder = try FocusBenchProcess.temporaryFolder("failed")
        let sarif = folder.appendingPathComponent("check.sarif").path
        let result = try FocusBenchProcess.run("check", "--config", config, "--output", "sarif=\(sarif)")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssertEqual(result.stdout, "")
        let text = try String(contentsOfFile: sarif, encoding: .utf8)
        try SchemaValidation.assertValidSARIF(text)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let invocation = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        XCTAssertEqual(invocation["exitCode"] as? Int, 2)
        let notification = try XCTUnwrap((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        let message = try XCTUnwrap((notification["message"] as? [String: Any])?["text"] as? String)
        XCTAssertEqual("focusbench: " + message, String(result.stderrLines[0]))
        XCTAssertTrue(message.contains("$.lint"), message)

        // The failure log never replaces the configuration it could not read.
        let before = try String(contentsOfFile: config, encoding: .utf8)
        let overwrite = try FocusBenchProcess.run("check", "--config", config, "--output", "sarif=\(config)")
        XCTAssertEqual(overwrite.status, 2)
        XCTAssertEqual(try String(contentsOfFile: config, encoding: .utf8), before)
    }

    func testPathsWithSpacesAndPercentSignsAreEncodedAgainstTheSourceRoot() throws {
        let root = try FocusBenchProcess.temporaryFolder("root with spaces")
        let folder = root.appendingPathComponent("my forms")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("100% sign-up.json")
        try FileManager.default.copyItem(at: FocusBenchProcess.packageRoot
            .appendingPathComponent("scenarios/changing/signup-dialog-failing.json"), to: scenario)
        let result = try FocusBenchProcess.run("lint", scenario.path, "--replications", "100", "--format", "sarif",
                                               "--source-root", root.path)
        XCTAssertEqual(result.status, 4, result.stderr)
        try SchemaValidation.assertValidSARIF(result.stdout)
        XCTAssertTrue(result.stdout.contains(#""uri": "my%20forms/100%25%20sign-up.json""#), result.stdout)
    }

    func testATargetBehindATrapWithoutExitPointsAtTheTrap() throws {
        let original = try String(contentsOf: FocusBenchProcess.packageRoot
            .appendingPathComponent("scenarios/changing/cookie-banner-failing.json"), encoding: .utf8)
        let text = original.replacingOccurrences(of: #""exit": "cookieAccept""#, with: #""exit": null"#)
        XCTAssertNotEqual(text, original)
        let path = try FocusBenchProcess.temporaryFile(named: "banner-without-exit.json", containing: text)
        let result = try FocusBenchProcess.run("lint", path, "--replications", "100", "--format", "github",
                                               "--source-root", "/")
        XCTAssertEqual(result.status, 4, result.stderr)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let trapID = try XCTUnwrap(lines.firstIndex { $0.contains(#""id": "banner""#) }) + 1
        let annotations = result.stdout.split(separator: "\n")
        for kind in ["unreachableTarget", "trapWithoutExit"] {
            let annotation = try XCTUnwrap(annotations.first { $0.contains("lint%3A \(kind)::") }, result.stdout)
            XCTAssertTrue(annotation.hasPrefix("::error file=\(path.dropFirst()),line=\(trapID),col=7,"), String(annotation))
        }
    }

    func testTheValidatorsRejectWhatTheSchemasForbid() throws {
        // What the output looked like before: a URI with a raw space, and JUnit without times or failure types.
        let sarif = """
            {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "focusbench"}},
             "artifacts": [{"location": {"uri": "my forms/a.json"}}], "results": []}]}
            """
        let complaints = try SchemaValidation.sarifErrors(sarif)
        XCTAssertTrue(complaints.contains("uri"), complaints)
        let junit = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites><testsuite name="s" tests="1" failures="1" errors="0">
            <testcase classname="c" name="n"><failure message="m">m</failure></testcase></testsuite></testsuites>
            """
        XCTAssertFalse(try SchemaValidation.junitErrors(junit).isEmpty)
    }

    /// The properties GitHub code scanning needs, and the references it expects to resolve.
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
                XCTAssertNotNil((rule["help"] as? [String: Any])?["markdown"] as? String)
                XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"] as? String)
                XCTAssertNotNil((rule["fullDescription"] as? [String: Any])?["text"] as? String)
                // The link lands on the rule's heading in the docs.
                let uri = try XCTUnwrap(rule["helpUri"] as? String)
                let page = try XCTUnwrap(uri.firstMatch(of: /docs\/([a-z-]+\.md)#([a-z]+)$/))
                let headings = try String(contentsOf: FocusBenchProcess.packageRoot.appendingPathComponent("docs/\(page.1)"),
                                          encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("#") }
                XCTAssertTrue(headings.contains { $0.drop { $0 == "#" || $0 == " " }.lowercased() == page.2 }, uri)
                XCTAssertNotNil((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String)
            }
            XCTAssertNotNil((run["automationDetails"] as? [String: Any])?["id"] as? String)
            for result in try XCTUnwrap(run["results"] as? [[String: Any]]) {
                XCTAssertNotNil((result["message"] as? [String: Any])?["text"] as? String, "message.text is required")
                XCTAssertTrue(["note", "error"].contains(result["level"] as? String ?? ""))
                let index = try XCTUnwrap(result["ruleIndex"] as? Int)
                XCTAssertEqual(ids[index], result["ruleId"] as? String)
                XCTAssertNotNil((result["partialFingerprints"] as? [String: String])?["focusbench/v1"])
            }
        }
    }

    func testCheckWritesSARIFAndJUnitFromOneRun() throws {
        let config = try CheckCommandTests.configuration("""
            {"scenarios": ["ROOT/scenarios/changing/signup-dialog-failing.json"], "replications": 200,
             "users": ["ios-switch-control"],
             "lint": "error", "budgets": [{"maxMeanSeconds": 1}, {"maxMeanSeconds": 1000}]}
            """)
        let folder = try FocusBenchProcess.temporaryFolder("outputs")
        let sarif = folder.appendingPathComponent("a.sarif").path, junit = folder.appendingPathComponent("b.xml").path
        let result = try FocusBenchProcess.run("check", "--config", config, "--output", "sarif=\(sarif)",
                                               "--output", "junit=\(junit)")
        XCTAssertEqual(result.status, 3, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("focusbench check ("), "the text summary goes to stdout")
        let counts = try JUnitCounts(validating: String(contentsOfFile: junit, encoding: .utf8))
        // Two budget cases (one broken) and one case per lint finding (both failing).
        XCTAssertEqual(counts.cases, 4)
        XCTAssertEqual(counts.failures, 3)
        XCTAssertEqual(counts.declaredTests, 4)
        XCTAssertEqual(counts.declaredFailures, 3)
        XCTAssertEqual(counts.failureTypes.sorted(), ["budget", "dialogDoesNotReturnFocus", "dialogDoesNotTakeFocus"])
        let log = try String(contentsOfFile: sarif, encoding: .utf8)
        try SchemaValidation.assertValidSARIF(log)
        // The SARIF's budget sentence and the text's are the same run's numbers.
        let broken = try XCTUnwrap(result.stdout.split(separator: "\n").first { $0.contains("BROKEN") })
        let sentence = broken.replacingOccurrences(of: "  BROKEN ", with: "")
        XCTAssertTrue(log.contains(sentence), sentence)
    }

    func testCheckWritesMarkdownAndSARIFFromOneRun() throws {
        let config = try CheckCommandTests.configuration("""
            {"scenarios": ["ROOT/scenarios/changing/signup-dialog-failing.json"], "replications": 200,
             "users": ["ios-switch-control"], "lint": "error", "budgets": [{"maxMeanSeconds": 1}]}
            """)
        let folder = try FocusBenchProcess.temporaryFolder("outputs")
        let markdown = folder.appendingPathComponent("x.md").path, sarif = folder.appendingPathComponent("y.sarif").path
        let result = try FocusBenchProcess.run("check", "--config", config, "--output", "md=\(markdown)",
                                               "--output", "sarif=\(sarif)")
        XCTAssertEqual(result.status, 3, result.stderr)
        let md = try String(contentsOfFile: markdown, encoding: .utf8)
        XCTAssertTrue(md.hasPrefix("### FocusBench check: `"), md)
        XCTAssertTrue(md.contains("❌ **check failed: 1 of 1 budget check broken** (exit status 3: a budget is broken)"), md)
        XCTAssertTrue(md.contains("| ≤ 1 s | **broken** |"), md)
        for rule in ["dialogDoesNotTakeFocus", "dialogDoesNotReturnFocus"] {
            XCTAssertTrue(md.contains("- **failure** `\(rule)` in `"), md)
        }
        let log = try String(contentsOfFile: sarif, encoding: .utf8)
        try SchemaValidation.assertValidSARIF(log)
        // Both files are the one run's: the mean in the Markdown table is the one the SARIF's budget sentence gives.
        let row = try XCTUnwrap(md.split(separator: "\n").first { $0.contains("**broken**") })
        let mean = try XCTUnwrap(row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasSuffix(")") && $0.contains(" s (") })
        let seconds = String(mean.prefix { $0 != " " })
        XCTAssertTrue(log.contains("mean \(seconds) s (95% CI"), seconds)
    }

    func testReportJUnitFailsTheCellOverTheBudget() throws {
        // bench-reference scans every element: passwordFirst's hint before the
        // e-mail field is one scan step more, +0.3% of a task mostly spent typing.
        let result = try FocusBenchProcess.run("report", "scenarios/signup.json", "--replications", "300",
                                               "--users", "bench-reference", "--fail-if-slower", "0.1",
                                               "--format", "junit")
        XCTAssertEqual(result.status, 3, result.stderr)
        let counts = try JUnitCounts(validating: result.stdout)
        XCTAssertEqual(counts.cases, 2)
        XCTAssertEqual(counts.failures, 1)
        XCTAssertTrue(result.stdout.contains(#"name="passwordFirst / bench-reference""#), result.stdout)
        // The suite's time is the report's runs, which take more than a millisecond.
        let time = try XCTUnwrap(result.stdout.firstMatch(of: /<testsuite [^>]* time="([0-9.]+)"/))
        XCTAssertGreaterThan(Double(time.1)!, 0)
    }

    func testLintJUnitHasOneSuitePerScenario() throws {
        let result = try FocusBenchProcess.run("lint", "scenarios/changing/signup-dialog-failing.json",
                                               "scenarios/changing/cookie-banner-repaired.json",
                                               "--replications", "200", "--format", "junit")
        XCTAssertEqual(result.status, 4, result.stderr)
        let counts = try JUnitCounts(validating: result.stdout)
        XCTAssertEqual(counts.suites, 2)
        XCTAssertEqual(counts.cases, 3)
        XCTAssertEqual(counts.failures, 2)
    }

    func testGitHubAnnotationsNameTheFileLineAndColumn() throws {
        let file = "scenarios/changing/cookie-banner-failing.json"
        let result = try FocusBenchProcess.run("lint", file, "--replications", "200", "--format", "github")
        XCTAssertEqual(result.status, 4, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 1)
        let match = try XCTUnwrap(lines[0].firstMatch(
            of: /^::error file=scenarios\/changing\/cookie-banner-failing.json,line=(\d+),col=(\d+),endLine=(\d+),title=focusbench lint%3A trap::/))
        let text = try String(contentsOf: FocusBenchProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        // The trap's "id", in the object where removing the trap or giving it an exit changes the file.
        XCTAssertTrue(text[Int(match.1)! - 1].dropFirst(Int(match.2)! - 1).hasPrefix(#""id": "banner""#),
                      String(text[Int(match.1)! - 1]))
        XCTAssertGreaterThanOrEqual(Int(match.3)!, Int(match.1)!)
    }
}

/// Counts what an XML parser sees in a JUnit document.
private final class JUnitCounts: NSObject, XMLParserDelegate {
    var suites = 0
    var cases = 0
    var failures = 0
    var declaredTests = 0
    var declaredFailures = 0
    var outputs = 0
    var failureTypes: [String] = []
    private var inCase = false

    /// The counts of `text`, after checking it against the JUnit schema.
    convenience init(validating text: String) throws {
        try SchemaValidation.assertValidJUnit(text)
        try self.init(text)
    }

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
        case "testsuite":
            suites += 1
            declaredTests += Int(attributes["tests"] ?? "") ?? -1_000
            declaredFailures += Int(attributes["failures"] ?? "") ?? -1_000
        case "testcase":
            cases += 1
            inCase = true
        case "failure":
            failures += 1
            failureTypes.append(attributes["type"] ?? "")
        case "system-out" where inCase: outputs += 1
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "testcase" { inCase = false }
    }
}
