import Foundation
import XCTest

/// A mean with replications stopped at `--max-seconds` is only a lower
/// bound, so an order whose mean is the lowest that way is not named the
/// fastest, nor faster than another, by `sweep`, `report` or `compare`.
/// On the settings screen at seed 2 (sweep cell seed 530421831444327), 100
/// replications of switch-novice and a 115 s cap stop one replication of
/// 'visual' and none of 'alphabetical', and leave 'visual' the lower mean;
/// without the cap 'visual' is the slower.
final class LowerBoundFastestTests: XCTestCase {
    private let cell = ["scenarios/settings.json", "--orders", "visual,alphabetical", "--replications", "100"]
    private let cellSeed = "530421831444327"

    private func sweepRows(_ extra: [String]) throws -> [[String: Any]] {
        let result = try FocusBenchProcess.run(["sweep"] + cell + ["--user", "switch-novice", "--seed", "2",
                                                                    "--format", "json"] + extra)
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try XCTUnwrap(object["rows"] as? [[String: Any]])
    }

    private func number(_ row: [String: Any], _ key: String) throws -> Double {
        try XCTUnwrap(row[key] as? Double, "\(key) in \(row)")
    }

    func testASweepNamesNoFastestOrderWhenTheLowestMeanIsALowerBound() throws {
        let capped = try sweepRows(["--max-seconds", "115"])
        XCTAssertEqual(capped.map { $0["order"] as? String }, ["visual", "alphabetical"])
        XCTAssertEqual(capped[0]["seed"] as? Int, Int(cellSeed))
        XCTAssertGreaterThan(try number(capped[0], "cappedRate"), 0)
        XCTAssertEqual(try number(capped[1], "cappedRate"), 0)
        XCTAssertLessThan(try number(capped[0], "mean"), try number(capped[1], "mean"))
        for row in capped { XCTAssert(row["fastest"] is NSNull, "\(row["order"] ?? ""): \(row["fastest"] ?? "")") }
        // Without the cap the bounded order is the slower one, and the other is named.
        let uncapped = try sweepRows([])
        XCTAssertGreaterThan(try number(uncapped[0], "mean"), try number(uncapped[1], "mean"))
        XCTAssertEqual(uncapped.map { $0["fastest"] as? Bool }, [false, true])
    }

    func testMergeTakesTheMarkOfNoFastestOrder() throws {
        let folder = try FocusBenchProcess.temporaryFolder("lower-bound-fastest")
        let part = folder.appendingPathComponent("part.json").path
        let sweep = try FocusBenchProcess.run(["sweep"] + cell + ["--user", "switch-novice", "--seed", "2", "--max-seconds",
                                                                  "115", "--shard", "0/1", "--output", part])
        XCTAssertEqual(sweep.status, 0, sweep.stderr)
        let merged = try FocusBenchProcess.run(["merge", part, "--format", "json"])
        XCTAssertEqual(merged.status, 0, merged.stderr)
        XCTAssert(merged.stdout.contains("\"fastest\": null"), merged.stdout)
    }

    func testCompareCallsNeitherSideFaster() throws {
        let result = try FocusBenchProcess.run(["compare"] + cell + ["--user", "switch-novice", "--seed", cellSeed,
                                                                      "--max-seconds", "115"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(result.stdout.contains("\nA (visual)'s mean is "), result.stdout)
        XCTAssert(result.stdout.contains(" below B (alphabetical)'s (95% CI "), result.stdout)
        XCTAssert(result.stdout.contains("but it is a lower bound, as replications reached the time cap: neither can be "
            + "called faster, p = "), result.stdout)
        XCTAssertFalse(result.stdout.contains("faster than"), result.stdout)
    }

    func testReportNamesNoFastestOrderForThatUser() throws {
        let result = try FocusBenchProcess.run(["report"] + cell + ["--users", "switch-novice,ios-switch-control", "--seed",
                                                                     cellSeed, "--max-seconds", "115", "--format", "md"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(result.stdout.contains("**'visual' is fastest for ios-switch-control; no order can be named fastest for "
            + "switch-novice (its lowest mean, that of 'visual', is a lower bound), as replications reached the time cap; "),
                  result.stdout)
    }
}
