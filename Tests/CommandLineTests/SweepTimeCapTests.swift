import Foundation
import XCTest

/// Replications stopped at `--max-seconds` are never passed off as exact
/// times: each row gives the share of them (`cappedRate`), and an order of
/// a cell whose every replication was stopped is infeasible, with the cap
/// as its reason, instead of an `ok` mean equal to the cap with a CI of width 0.
final class SweepTimeCapTests: XCTestCase {
    private func rows(_ extra: [String]) throws -> [[String: Any]] {
        let result = try FocusBenchProcess.run(["sweep", "scenarios/signup.json", "--user", "switch-novice",
                                                "--replications", "50", "--format", "json"] + extra)
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try XCTUnwrap(object["rows"] as? [[String: Any]])
    }

    func testACellWhoseEveryReplicationIsCappedIsInfeasible() throws {
        let capped = try rows(["--vary", "scanInterval=1,2", "--max-seconds", "5"])
        XCTAssertEqual(capped.count, 2)
        for row in capped {
            XCTAssertEqual(row["status"] as? String, "infeasible")
            XCTAssert((row["reason"] as? String)?.hasPrefix("every replication reached the time cap of 5 s") == true,
                      "\(row["reason"] ?? "")")
            XCTAssert(row["mean"] is NSNull)
        }
    }

    func testTheShareOfCappedReplicationsIsInEveryRow() throws {
        // At 0.8 s the novice never finishes within 600 s; at 1.2 s about a quarter of the replications are stopped.
        let partly = try rows(["--vary", "scanInterval=0.8,1.2", "--max-seconds", "600",
                               "--orders", "visual,passwordFirst"])
        XCTAssertEqual(partly.map { $0["status"] as? String }, ["infeasible", "infeasible", "ok", "ok"])
        for row in partly.suffix(2) {
            let rate = try XCTUnwrap(row["cappedRate"] as? Double)
            XCTAssert(rate > 0 && rate < 1, "\(rate)")
        }
        let uncapped = try rows(["--vary", "scanInterval=1.2"])
        XCTAssertEqual(uncapped.first?["cappedRate"] as? Double, 0)
    }
}
