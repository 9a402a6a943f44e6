import Foundation
import XCTest

/// Runs that would never end are refused up front, a replication stopped at
/// the event limit still adds up, and lint stays fast on large screens.
final class WorkLimitTests: XCTestCase {
    private let signup = "scenarios/signup.json"

    private func fastScanner() throws -> String {
        try FocusBenchProcess.temporaryFile(named: "fast.json", containing: """
            {"fast": {"kind": "switch", "scanInterval": 0.001, "loops": null, "typing": "constant"}}
            """)
    }

    func testAHugeRunIsRefusedWithTheEstimateAndTheOption() throws {
        let profiles = try fastScanner()
        try BadInput.assertRefused(["simulate", signup, "--profiles", profiles, "--user", "fast",
                                    "--replications", "100000000"],
                                   startsWith: "focusbench: this run would handle about ")
        let refused = try FocusBenchProcess.run("simulate", signup, "--profiles", profiles, "--user", "fast",
                                                "--replications", "100000000")
        XCTAssertTrue(refused.stderr.contains(" per replication, measured on 16, times 100000000 replications), "
                      + "more than the limit of 2e+08"), refused.stderr)
        let result = try FocusBenchProcess.run("report", signup, "--replications", "2000", "--max-events", "1000")
        XCTAssertEqual(result.status, 2)
        XCTAssert(result.stderr.hasSuffix("use fewer --replications, or raise --max-events\n"), result.stderr)
        let raised = try FocusBenchProcess.run("simulate", signup, "--replications", "2000", "--max-events", "1e6")
        XCTAssertEqual(raised.status, 0, raised.stderr)
    }

    func testCheckEstimatesItsRunAndMemoryFirst() throws {
        let root = FocusBenchProcess.packageRoot.path
        let config = try FocusBenchProcess.temporaryFile(named: "focusbench.json", containing: """
            {"scenarios": ["\(root)/scenarios/signup.json"], "users": ["ios-switch-control"], "replications": 100000000,
             "budgets": [{"maxMeanSeconds": 60}]}
            """)
        // Refused by memory or by events, depending on the machine, but always before it runs.
        try BadInput.assertRefused(["check", "--config", config],
                                   startsWith: "focusbench: \(config): $.replications: Sign-up form: this run would ")
        // Under `ulimit -v` the memory the process may use is the limit's.
        let limited = try FocusBenchProcess.run(program: URL(fileURLWithPath: "/bin/sh"), [
            "-c", "ulimit -v 4000000 && exec \"$0\" check --config \"$1\"", try FocusBenchProcess.executable().path, config,
        ])
        XCTAssertEqual(limited.status, 2, limited.stderr)
        XCTAssert(limited.stderr.contains("this run would keep about 35200 MB for its 2e+08 replications (176 bytes each), "
            + "more than half of the 4096 MB this process may use"), limited.stderr)
        let neverFails = try FocusBenchProcess.temporaryFile(named: "focusbench.json", containing: """
            {"scenarios": ["\(root)/scenarios/signup.json"], "budgets": [{"maxMeanSeconds": 1e308}]}
            """)
        try BadInput.assertRefused(["check", "--config", neverFails],
                                   startsWith: "focusbench: \(neverFails): $.budgets[0].maxMeanSeconds: must be below the "
                                       + "3600 s at which every replication is stopped, found 1e+308")
    }

    func testPopulationRunsAreEstimatedAndHonourMaxEvents() throws {
        let population = ["--user", "ios-switch-control-population"]
        try BadInput.assertRefused(["simulate", signup] + population + ["--people", "1000000", "--replications", "2"],
                                   startsWith: "focusbench: this run would type about 7.2e+07 characters before its "
                                       + "replications (1000000 people times 2 typings of the task's 36 characters)")
        try BadInput.assertRefused(["compare", signup] + population + ["--people", "1000", "--replications", "100",
                                                                        "--max-events", "1e5"],
                                   startsWith: "focusbench: this run would handle about ")
        let refused = try FocusBenchProcess.run(["report", signup, "--users", "ios-switch-control-population",
                                                 "--people", "1000", "--replications", "100", "--max-events", "1e5"])
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssert(refused.stderr.contains("measured on 16 of each of 4 people, times 1000 people times 100 replications)"),
                  refused.stderr)
    }

    /// Each scenario alone fits the budget, both together do not: the report
    /// is refused before either runs.
    func testSeveralScenariosShareOneBudget() throws {
        for alone in [signup, "scenarios/checkout.json"] {
            let result = try FocusBenchProcess.run("report", alone, "--users", "ios-switch-control", "--replications", "2000",
                                                   "--max-events", "280000")
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        try BadInput.assertRefused(["report", signup, "scenarios/checkout.json", "--users", "ios-switch-control",
                                    "--replications", "2000", "--max-events", "280000"],
                                   startsWith: "focusbench: this run would handle about 303000 simulated events (about 152 "
                                       + "per replication, measured on 16, summed over 2 scenarios, times 2000 replications)")
    }

    func testAReplicationStoppedAtTheEventLimitAddsUp() throws {
        let profiles = try fastScanner()
        let result = try FocusBenchProcess.run("simulate", signup, "--profiles", profiles, "--user", "fast",
                                               "--replications", "2", "--max-seconds", "1e9", "--format", "csv")
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        let header = lines[0].split(separator: ",").map(String.init)
        let categories = ["waiting", "reacting", "pressing", "swiping", "listening", "keystrokes", "looking",
                          "errors", "activation", "entry"]
        for line in lines.dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let value = { (name: String) in Double(fields[header.firstIndex(of: name)!])! }
            let total = value("total")
            XCTAssertLessThan(total, 1e9, "stopped by the event limit, not the cap")
            XCTAssertEqual(value("capped"), 1)
            XCTAssertEqual(categories.map(value).reduce(0, +), total, accuracy: 1e-6 * total)
        }
    }

    /// 10,000 small, shuffled elements: both quadratic checks used to take minutes.
    func testLintOnALargeShuffledScreen() throws {
        let count = 10_000
        var elements: [String] = []
        for index in 0..<count {
            elements.append(#"{"id": "e\#(index)", "role": "button", "label": "Item \#(index)", "#
                + #""frame": {"x": 16, "y": \#(index * 30), "width": 20, "height": 20}}"#)
        }
        // A fixed shuffle: a multiplicative permutation of 0..<count.
        let order = (0..<count).map { "\"e\(($0 * 7919) % count)\"" }
        let text = """
            {"name": "Long list", "platform": "ios", "elements": [\(elements.joined(separator: ","))],
             "orders": {"shuffled": [\(order.joined(separator: ","))]},
             "task": [{"activate": "e1"}]}
            """
        let path = try FocusBenchProcess.temporaryFile(named: "long.json", containing: text)
        let started = Date()
        let result = try FocusBenchProcess.run("lint", path, "--format", "json", "--replications", "2")
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(result.status, 4, result.stderr)
        let json = try result.jsonObject()
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        let reading = try XCTUnwrap(findings.first { $0["kind"] as? String == "readingOrder" })
        XCTAssertEqual((reading["invertedPairs"] as? [[String]])?.count, 50)
        XCTAssertGreaterThan(try XCTUnwrap(reading["kendallDistance"] as? Int), 1_000_000)
        XCTAssertEqual(findings.filter { $0["kind"] as? String == "smallTarget" }.count, count)
        // Debug builds are several times slower than the release figure (under 1 s).
        XCTAssertLessThan(seconds, 30)
    }
}
