import Foundation
import XCTest

/// A budget is a gate, and a gate must not pass on numbers it could not
/// read: with replications stopped at the time cap a mean is only a lower
/// bound, so a budget it seems to keep is "not judged" and fails, while a
/// lower bound already past the limit is over it for certain.
final class CappedBudgetTests: XCTestCase {
    private let signup = "scenarios/signup.json"
    /// On signup, voiceover-expert's means are near 91 s (visual) and 92.5 s
    /// (passwordFirst, +1.4%); a 95 s cap stops a share of both.
    private let capped = ["--max-seconds", "95"]
    private let common = ["--users", "voiceover-expert", "--baseline", "visual", "--replications", "400"]

    private func json(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
    }

    func testABaselineBudgetKeptOnlyByLowerBoundsIsNotJudged() throws {
        let uncapped = try FocusBenchProcess.run(["report", signup] + common + ["--fail-if-slower", "5", "--format", "md"])
        XCTAssertEqual(uncapped.status, 0, uncapped.stderr)
        XCTAssertTrue(uncapped.stdout.contains("✅ Within the budget"), uncapped.stdout)

        let output = try FocusBenchProcess.temporaryFile(named: "capped.json", containing: "")
        let result = try FocusBenchProcess.run(["report", signup] + common + capped
            + ["--fail-if-slower", "5", "--format", "json", "--output", output])
        XCTAssertEqual(result.status, 3, result.stderr)
        let line = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertTrue(line.contains("order 'passwordFirst' for voiceover-expert against baseline 'visual'"), line)
        XCTAssertTrue(line.contains("cannot be judged against the 5% budget"), line)
        XCTAssertTrue(line.contains("reached the 95 s time cap"), line)
        XCTAssertTrue(line.contains("raise --max-seconds"), line)
        let comparison = try XCTUnwrap((json(output)["comparisons"] as? [[String: Any]])?.first)
        XCTAssertEqual(comparison["budgetVerdict"] as? String, "unjudged")
        XCTAssertEqual(comparison["exceedsBudget"] as? Bool, false)
    }

    /// Against a stored report the cap of either side counts: a capped stored
    /// mean can only lower the true ratio, so "within" stands and "over" does not.
    func testAStoredReportsCappedMeanUndoesOnlyOver() throws {
        let stored = try FocusBenchProcess.temporaryFile(named: "stored-capped.json", containing: "")
        let store = try FocusBenchProcess.run(["report", signup] + common + capped + ["--format", "json", "--output", stored])
        XCTAssertEqual(store.status, 0, store.stderr)

        func verdicts(budget: String) throws -> (status: Int32, verdicts: [String]) {
            let output = try FocusBenchProcess.temporaryFile(named: "against.json", containing: "")
            let result = try FocusBenchProcess.run(["report", signup] + common
                + ["--against", stored, "--fail-if-slower", budget, "--format", "json", "--output", output])
            let rows = (try json(output)["stored"] as? [String: Any])?["rows"] as? [[String: Any]] ?? []
            return (result.status, rows.compactMap { $0["budgetVerdict"] as? String })
        }
        // Uncapped now, capped then: each cell is 1–2% slower than its stored lower bound.
        let generous = try verdicts(budget: "5")
        XCTAssertEqual(generous.verdicts, ["within", "within"])
        XCTAssertEqual(generous.status, 0)
        let tight = try verdicts(budget: "0.1")
        XCTAssertEqual(tight.verdicts, ["unjudged", "unjudged"])
        XCTAssertEqual(tight.status, 3)
    }

    func testAStoredCellThatDoesNotSayWhatWasCappedIsRefused() throws {
        let stored = try FocusBenchProcess.temporaryFile(named: "stored.json", containing: "")
        XCTAssertEqual(try FocusBenchProcess.run(["report", signup] + common + ["--format", "json", "--output", stored]).status, 0)
        let text = try String(contentsOfFile: stored, encoding: .utf8)
        let edited = try FocusBenchProcess.temporaryFile(
            named: "uncounted.json",
            containing: text.replacingOccurrences(of: #""capped" *: *0"#, with: #""cappedRuns": 0"#, options: .regularExpression))
        let result = try FocusBenchProcess.run(["report", signup] + common + ["--against", edited, "--fail-if-slower", "5"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("$.cells[0].counts.capped is missing"), result.stderr)
    }

    /// `check` has no --max-seconds: a user who sometimes needs over an hour
    /// (a switch scan of 18 s an item) reaches the built-in cap.
    func testCheckBudgetsOnCappedCells() throws {
        let folder = try FocusBenchProcess.temporaryFolder("capped-check")
        var scenario = try JSONSerialization.jsonObject(
            with: Data(contentsOf: FocusBenchProcess.packageRoot.appendingPathComponent(signup))) as! [String: Any]
        scenario["users"] = ["glacial": ["kind": "switch", "scanInterval": 18]]
        try JSONSerialization.data(withJSONObject: scenario).write(to: folder.appendingPathComponent("slow.json"))
        let config = folder.appendingPathComponent("focusbench.json")
        try Data("""
            {"scenarios": ["slow.json"], "users": ["glacial"], "orders": ["visual"], "replications": 200,
             "budgets": [{"maxMeanSeconds": 3500}, {"maxMeanSeconds": 1000, "level": "warn"}]}
            """.utf8).write(to: config)
        let result = try FocusBenchProcess.run("check", "--config", config.path, "--format", "json")
        XCTAssertEqual(result.status, 3, result.stderr)
        let budgets = try XCTUnwrap((JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["budgets"]
            as? [[String: Any]])
        XCTAssertEqual(budgets.map { $0["verdict"] as? String }, ["unjudged", "over"])
        XCTAssertEqual(budgets.map { $0["broken"] as? Bool }, [true, true])
        XCTAssertTrue(result.stderr.contains("(1 not judged, as replications reached the time cap)"), result.stderr)
    }
}
