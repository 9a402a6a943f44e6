import Foundation
import XCTest

/// Real runs of `focusbench report` on the shipped sign-up scenario. With
/// bench-reference, which scans every element, passwordFirst takes a little
/// longer than visual in every replication (the password hint before the
/// e-mail field is one scan step more; most of the time is typing, the same
/// in both orders); switch users who skip static text find the two orders equal.
final class ReportCommandTests: XCTestCase {
    private let quick = ["--replications", "300", "--threads", "2"]

    /// A report for ios-switch-control unless `arguments` name the users.
    private func report(_ arguments: [String]) throws -> FocusBenchProcess.Result {
        let users = arguments.contains("--users") ? [] : ["--users", "ios-switch-control"]
        return try FocusBenchProcess.run(["report", "scenarios/signup.json"] + arguments + users + quick)
    }

    func testFailsWithStatus3WhenAnOrderIsClearlySlower() throws {
        let result = try report(["--format", "md", "--baseline", "visual", "--fail-if-slower", "0.1",
                                 "--users", "bench-reference"])
        XCTAssertEqual(result.status, 3, result.stderr)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("focusbench: order 'passwordFirst' is slower than baseline 'visual' "
            + "for bench-reference by +"), result.stderr)
        // The report is still written, for the pipeline's artifacts.
        XCTAssertTrue(result.stdout.contains("❌ Over the budget"), result.stdout)
    }

    func testSucceedsWithinTheBudget() throws {
        let result = try report(["--format", "md", "--baseline", "visual", "--fail-if-slower", "5"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        // The faster order as baseline: the other one is faster still, never over budget.
        let reversed = try report(["--format", "md", "--baseline", "passwordFirst", "--fail-if-slower", "0"])
        XCTAssertEqual(reversed.status, 0, reversed.stderr)
    }

    func testAgainstAStoredReport() throws {
        let directory = try temporaryDirectory()
        let stored = directory.appendingPathComponent("stored.json").path
        XCTAssertEqual(try report(["--format", "json", "--output", stored]).status, 0)
        let same = try report(["--format", "json", "--against", stored, "--fail-if-slower", "1"])
        XCTAssertEqual(same.status, 0, same.stderr)
        let json = try same.jsonObject()
        let rows = try XCTUnwrap((json["stored"] as? [String: Any])?["rows"] as? [[String: Any]])
        XCTAssertEqual(rows.count, 2)
        // A slower user on the same cells is over any small budget against the stored run.
        let slower = try FocusBenchProcess.run(["report", "scenarios/signup.json", "--format", "md",
                                                "--against", stored, "--fail-if-slower", "5",
                                                "--profiles", try slowProfiles(in: directory)] + quick
                                                + ["--users", "ios-switch-control"])
        XCTAssertEqual(slower.status, 3, slower.stderr)
        XCTAssertTrue(slower.stderr.contains("is slower than in \(stored)"), slower.stderr)
    }

    func testCSVHasOneRowPerReplicationPerCell() throws {
        let result = try report(["--format", "csv", "--users", "ios-switch-control,voiceover-expert"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 300 * 4 + 1)
        XCTAssertTrue(lines[0].hasPrefix("replication,order,user,total"))
    }

    func testRefusesToOverwriteTheScenario() throws {
        let original = try BadInput.signupText()
        let scenario = try FocusBenchProcess.temporaryFile(named: "signup.json", containing: original)
        let result = try FocusBenchProcess.run(["report", scenario, "--output", scenario, "--users", "bench-reference"]
                                               + quick)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines.count, 1)
        XCTAssertTrue(result.stderr.contains("a report never replaces its input"), result.stderr)
        XCTAssertEqual(try String(contentsOfFile: scenario, encoding: .utf8), original)
        // The same file by another path.
        let dotted = URL(fileURLWithPath: scenario).deletingLastPathComponent().path + "/./signup.json"
        XCTAssertEqual(try FocusBenchProcess.run(["report", scenario, "--output", dotted] + quick).status, 2)
    }

    func testAtomicWriteLeavesOnlyTheReport() throws {
        let directory = try temporaryDirectory()
        let output = directory.appendingPathComponent("report.html").path
        try "old".write(toFile: output, atomically: false, encoding: .utf8)
        let result = try report(["--output", output])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["report.html"])
        XCTAssertTrue(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    func testUnknownOrderAndBaselineAreBadInput() throws {
        let unknown = try report(["--orders", "visual,passwordFrst"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("did you mean 'passwordFirst'?"), unknown.stderr)
        let baseline = try report(["--orders", "visual", "--baseline", "passwordFirst"])
        XCTAssertEqual(baseline.status, 2)
        XCTAssertEqual(baseline.stderrLines.count, 1)
    }

    private func temporaryDirectory() throws -> URL {
        try FocusBenchProcess.temporaryFolder("report")
    }

    /// ios-switch-control redefined with a much slower scan.
    private func slowProfiles(in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("slow.json").path
        try "{\"ios-switch-control\": {\"kind\": \"switch\", \"scanInterval\": 2.5}}"
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
