import Foundation
import XCTest

/// `report --against` fails closed: a stored report whose numbers no run can
/// produce, or that describes another scenario, is refused (exit 2) rather
/// than compared, and the stored file is never overwritten.
final class StoredReportGateTests: XCTestCase {
    private let signup = "scenarios/signup.json"

    private func storedReport() throws -> String {
        let path = try FocusBenchProcess.temporaryFile(named: "stored.json", containing: "")
        let result = try FocusBenchProcess.run("report", signup, "--format", "json", "--replications", "200", "--users", "ios-switch-control",
                                               "--output", path)
        XCTAssertEqual(result.status, 0, result.stderr)
        return path
    }

    /// The stored report with the first `key` of a cell set to `value`.
    private func edited(_ stored: String, _ key: String, to value: String) throws -> String {
        let text = try String(contentsOfFile: stored, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "\"\(key)\" : [-0-9.e+]+|\"\(key)\": [-0-9.e+]+")
        guard let match = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range, in: text) else {
            XCTFail("no \(key) in the stored report")
            return stored
        }
        return try FocusBenchProcess.temporaryFile(
            named: "edited.json", containing: text.replacingCharacters(in: range, with: "\"\(key)\": \(value)"))
    }

    func testImplausibleStoredNumbersAreRefused() throws {
        let stored = try storedReport()
        for (key, value, shown) in [("mean", "0", "0"), ("mean", "-5", "-5"),
                                    ("mean", "1e400", "a number too large to represent"),
                                    ("mean", "\"fast\"", "\"fast\""), ("mean", "null", "null"),
                                    ("standardError", "1e300", "1e+300"), ("standardError", "-1", "-1")] {
            let path = try edited(stored, key, to: value)
            try BadInput.assertRefused(["report", signup, "--format", "json", "--replications", "200", "--users", "ios-switch-control",
                                        "--against", path, "--fail-if-slower", "1"],
                                       startsWith: "focusbench: --against \(path): $.cells[0].\(key) is \(shown); expected")
        }
    }

    /// The stored file alone shows the mistake, so no run is needed to find
    /// it: two million replications would take minutes.
    func testABrokenStoredReportIsRefusedBeforeSimulating() throws {
        let path = try edited(try storedReport(), "mean", to: "-5")
        let started = Date()
        try BadInput.assertRefused(["report", signup, "--format", "json", "--replications", "2000000", "--threads", "1",
                                    "--users", "ios-switch-control", "--against", path],
                                   startsWith: "focusbench: --against \(path): $.cells[0].mean is -5; expected")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    func testTheSameScenarioIsCompared() throws {
        let stored = try storedReport()
        let result = try FocusBenchProcess.run("report", signup, "--format", "json", "--replications", "200", "--users", "ios-switch-control",
                                               "--against", stored, "--fail-if-slower", "1")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(result.stdout.contains("\"contentHash\" : \"fnv1a64:") || result.stdout.contains("\"contentHash\": \"fnv1a64:"))
    }

    func testAnotherScenarioIsRefusedUnlessAsked() throws {
        let stored = try storedReport()
        try BadInput.assertRefused(["report", "scenarios/login.json", "--format", "json", "--replications", "200", "--users", "ios-switch-control",
                                    "--against", stored],
                                   startsWith: "focusbench: --against \(stored): it is a report of scenario 'Sign-up form'")
        let off = try FocusBenchProcess.run("report", "scenarios/login.json", "--format", "json", "--replications",
                                            "200", "--users", "ios-switch-control", "--against", stored, "--scenario-check", "off")
        XCTAssertNotEqual(off.status, 2, off.stderr)
    }

    func testAChangedScreenWithTheSameNameNeedsTheNameCheck() throws {
        let stored = try storedReport()
        let moved = try BadInput.scenario(replacing: "\"width\": 358", with: "\"width\": 350")
        try BadInput.assertRefused(["report", moved, "--format", "json", "--replications", "200", "--users", "ios-switch-control", "--against", stored],
                                   startsWith: "focusbench: --against \(stored): its scenario 'Sign-up form' has another")
        let byName = try FocusBenchProcess.run("report", moved, "--format", "json", "--replications", "200", "--users", "ios-switch-control",
                                               "--against", stored, "--scenario-check", "name")
        XCTAssertEqual(byName.status, 0, byName.stderr)
    }

    /// Without a stored report there is nothing to check, so the option would be ignored unseen.
    func testScenarioCheckWithoutAgainstIsRefused() throws {
        for value in ["off", "same"] {
            try BadInput.assertRefused(["report", signup, "--format", "json", "--replications", "200",
                                        "--scenario-check", value],
                                       startsWith: "focusbench: --scenario-check goes with --against FILE")
        }
        let help = try FocusBenchProcess.run("report", "--help").stdout
        let line = help.split(separator: "\n").first { $0.contains("--scenario-check") }
        XCTAssert(help.contains("Only with --against"), line.map(String.init) ?? help)
    }

    func testOutputNeverReplacesTheStoredReport() throws {
        let stored = try storedReport()
        let before = try String(contentsOfFile: stored, encoding: .utf8)
        try BadInput.assertRefused(["report", signup, "--format", "json", "--replications", "200", "--users", "ios-switch-control",
                                    "--against", stored, "--output", stored],
                                   startsWith: "focusbench: --output \(stored) is \(stored) itself")
        XCTAssertEqual(try String(contentsOfFile: stored, encoding: .utf8), before)
    }
}
