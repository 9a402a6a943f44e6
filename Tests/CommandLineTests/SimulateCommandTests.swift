import Foundation
import XCTest

final class SimulateCommandTests: XCTestCase {
    private let signup = "scenarios/signup.json"
    private static let requiredKeys = [
        "scenario", "order", "user", "replications", "seed", "threads", "mean", "sd", "variance", "ci95",
        "median", "p90", "p95", "min", "max", "breakdown", "counts", "analytic", "elapsedSeconds",
    ]

    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try FocusBenchProcess.run(arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try result.jsonObject()
    }

    func testTextReportShowsTheSeedAndTheStatistics() throws {
        let result = try FocusBenchProcess.run("simulate", signup, "--replications", "2000", "--seed", "7")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssert(result.stdout.hasPrefix("Sign-up form: order 'visual', user ios-switch-control\n"
            + "seed 7 · 2000 replications · "), result.stdout)
        for label in ["mean", "sd", "95% CI", "median", "p90", "p95", "min", "max", "waiting", "reacting",
                      "errors", "activation", "entry", "misses", "false activations", "restarts",
                      "capped replications"] {
            XCTAssert(result.stdout.contains("\n  \(label) "), "no \(label) row")
        }
    }

    func testJSONHasTheRequiredKeysAndDefaults() throws {
        let object = try json(["simulate", signup, "--replications", "2000", "--format", "json"])
        for key in Self.requiredKeys { XCTAssertNotNil(object[key], "no \(key)") }
        XCTAssertEqual(object["order"] as? String, "visual")
        XCTAssertEqual(object["user"] as? String, "ios-switch-control")
        XCTAssertEqual(object["seed"] as? Int, 1)
        XCTAssertEqual(object["replications"] as? Int, 2000)
        XCTAssertEqual((object["ci95"] as? [Double])?.count, 2)
        XCTAssertEqual((object["breakdown"] as? [String: Any]).map { Set($0.keys) },
                       ["waiting", "reacting", "errors", "activation", "entry"])
        XCTAssertEqual((object["counts"] as? [String: Any]).map { Set($0.keys) },
                       ["misses", "falseActivations", "restarts", "capped"])
    }

    func testClosedFormAppearsWhereItApplies() throws {
        let object = try json(["simulate", "scenarios/bench-linear-20.json", "--user", "bench-reference",
                               "--replications", "2000", "--format", "json"])
        let analytic = try XCTUnwrap(object["analytic"] as? [String: Double])
        let mean = try XCTUnwrap(object["mean"] as? Double)
        let standardError = try XCTUnwrap(object["sd"] as? Double) / 2000.0.squareRoot()
        XCTAssertEqual(mean, try XCTUnwrap(analytic["mean"]), accuracy: 4 * standardError)
    }

    func testProfilesFileOverridesTheScenariosUsers() throws {
        let scenarioUser = try json(["simulate", signup, "--user", "slow-scan", "--replications", "2000",
                                     "--format", "json"])
        let profiles = try FocusBenchProcess.temporaryFile(
            named: "profiles.json", containing: #"{"slow-scan": {"kind": "switch", "scanInterval": 3}}"#)
        let fileUser = try json(["simulate", signup, "--user", "slow-scan", "--profiles", profiles,
                                 "--replications", "2000", "--format", "json"])
        XCTAssertGreaterThan(try XCTUnwrap(fileUser["mean"] as? Double),
                             try XCTUnwrap(scenarioUser["mean"] as? Double))
    }

    func testSameSeedGivesIdenticalOutputOnOneAndTwoThreads() throws {
        for format in ["csv", "json"] {
            var outputs: [String] = []
            for threads in ["1", "2"] {
                let result = try FocusBenchProcess.run("simulate", signup, "--replications", "5000", "--seed", "11",
                                                       "--threads", threads, "--format", format)
                XCTAssertEqual(result.status, 0, result.stderr)
                // The thread count and the wall-clock time are reported, not
                // simulated, so only they may differ.
                outputs.append(result.stdout.split(separator: "\n")
                    .filter { !$0.contains("\"threads\"") && !$0.contains("\"elapsedSeconds\"") }
                    .joined(separator: "\n"))
            }
            XCTAssertEqual(outputs[0], outputs[1], format)
        }
    }

    func testCSVHasOneRowPerReplication() throws {
        let result = try FocusBenchProcess.run("simulate", signup, "--replications", "2000", "--format", "csv")
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 2001)
        XCTAssertEqual(lines[0], "replication,order,user,total,waiting,reacting,pressing,swiping,listening,keystrokes,looking,errors,activation,entry,"
            + "scrolling,picker,misses,falseActivations,restarts,overshoots,slips,capped,seed")
        XCTAssert(lines[1].hasPrefix("0,visual,"))
        XCTAssert(lines[2000].hasPrefix("1999,visual,"))
        XCTAssert(lines[2000].hasSuffix(",1"), "the seed closes every row")
    }

    func testCappedReplicationsAreCountedAndFlagged() throws {
        let result = try FocusBenchProcess.run("simulate", signup, "--replications", "2000", "--max-seconds", "60")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(result.stdout.contains("\nWARNING: 2000 of 2000 replications of order 'visual' (100.0%) "
            + "reached the 60 s cap"), result.stdout)
        let object = try json(["simulate", signup, "--replications", "2000", "--max-seconds", "60",
                               "--format", "json"])
        XCTAssertEqual((object["counts"] as? [String: Any])?["capped"] as? Int, 2000)
    }
}
