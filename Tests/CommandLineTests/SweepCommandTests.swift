import Foundation
import XCTest

/// `focusbench sweep` and `merge`: shards merge to the unsharded output byte
/// for byte, foreign, missing and duplicated parts are refused, and a cell
/// gives the numbers `simulate` gives for its profile and seed.
final class SweepCommandTests: XCTestCase {
    /// Two varied keys (one a distribution's parameter), two paired orders: 6 cells.
    private let sweep = ["sweep", "scenarios/signup.json", "--user", "switch-novice", "--orders", "visual,passwordFirst",
                         "--vary", "scanInterval=0.6:1.2:0.3", "--vary", "reactionTime.median=0.4,0.6",
                         "--replications", "60"]

    private func run(_ arguments: [String]) throws -> String {
        let result = try FocusBenchProcess.run(arguments)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        XCTAssertEqual(result.stderr, "")
        return result.stdout
    }

    private func parts(of count: Int, extra: [String] = []) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-parts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return try (0..<count).map { index in
            let path = directory.appendingPathComponent("part-\(index)-of-\(count).json").path
            _ = try run(sweep + extra + ["--shard", "\(index)/\(count)", "--output", path])
            return path
        }
    }

    func testTwoKeySweepSplitInTwoAndInThreeMergesByteForByte() throws {
        for format in ["json", "csv", "html"] {
            let whole = try run(sweep + ["--format", format])
            for count in [2, 3] {
                let files = try parts(of: count)
                XCTAssertEqual(try run(["merge"] + files.reversed() + ["--format", format]), whole,
                               "\(count) shards, \(format)")
            }
        }
    }

    func testThreadCountDoesNotChangeACell() throws {
        XCTAssertEqual(try run(sweep + ["--threads", "1"]), try run(sweep + ["--threads", "2"]))
    }

    func testCSVHasOneRowPerCellAndOrder() throws {
        let lines = try run(sweep + ["--format", "csv"]).split(separator: "\n")
        XCTAssertEqual(lines.count, 1 + 6 * 2)
        let header = lines[0].split(separator: ",").map(String.init)
        for column in ["scanInterval", "reactionTime.median", "order", "mean", "ci95Low", "ci95High", "sd", "p90",
                       "missRate", "difference", "fastest"] {
            XCTAssert(header.contains(column), column)
        }
        // In each cell exactly one order is the fastest.
        let fastest = header.firstIndex(of: "fastest")!
        let cell = header.firstIndex(of: "cell")!
        let byCell = Dictionary(grouping: lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) },
                                by: { $0[cell] })
        XCTAssertEqual(byCell.count, 6)
        for rows in byCell.values { XCTAssertEqual(rows.filter { $0[fastest] == "true" }.count, 1) }
    }

    func testACellEqualsSimulateWithItsProfileAndSeed() throws {
        let output = try run(["sweep", "scenarios/signup.json", "--user", "switch-novice",
                              "--vary", "scanInterval=0.8,1.1", "--replications", "200", "--format", "json"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let rows = try XCTUnwrap(object["rows"] as? [[String: Any]])
        XCTAssertEqual(rows.count, 2)
        let row = rows[1]
        XCTAssertEqual(row["scanInterval"] as? Double, 1.1)
        let seed = try XCTUnwrap(row["seed"] as? Int)
        let profiles = try FocusBenchProcess.temporaryFile(named: "profiles.json",
                                                           containing: "{\"switch-novice\": {\"scanInterval\": 1.1}}")
        let simulated = try run(["simulate", "scenarios/signup.json", "--user", "switch-novice", "--profiles", profiles,
                                 "--seed", String(seed), "--replications", "200", "--format", "json"])
        let estimate = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(simulated.utf8)) as? [String: Any])
        XCTAssertEqual(try XCTUnwrap(row["mean"] as? Double), try XCTUnwrap(estimate["mean"] as? Double))
        XCTAssertEqual(try XCTUnwrap(row["p90"] as? Double), try XCTUnwrap(estimate["p90"] as? Double))
        XCTAssertNotEqual(rows[0]["seed"] as? Int, seed, "each setting has its own seed")
    }

    func testACellWhereTheTaskCannotFinishIsReportedNotFatal() throws {
        // A fixed 0.8 s reaction never beats a 0.2 s highlight; at 1 s it always does.
        let lines = try run(["sweep", "scenarios/signup.json", "--user", "steady", "--profiles", steadyProfiles(),
                             "--vary", "scanInterval=0.2,1", "--replications", "20", "--format", "csv"])
            .split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssert(lines[1].contains(",infeasible,"), String(lines[1]))
        XCTAssert(lines[1].contains("no reaction time is shorter"), String(lines[1]))
        XCTAssert(lines[2].contains(",ok,"), String(lines[2]))
    }

    /// A profile "steady": the novice switch user with a fixed 0.8 s reaction.
    private func steadyProfiles() throws -> String {
        try FocusBenchProcess.temporaryFile(
            named: "profiles.json",
            containing: "{\"steady\": {\"base\": \"switch-novice\", \"reactionTime\": {\"fixed\": 0.8}}}")
    }

    func testMergeRefusesAPartOfAnotherSweep() throws {
        let ours = try parts(of: 2)
        let theirs = try parts(of: 2, extra: ["--seed", "2"])
        try BadInput.assertRefused(["merge", ours[0], theirs[1]],
                                   startsWith: "focusbench: \(theirs[1]): part of a different sweep")
    }

    func testMergeRefusesAMissingCell() throws {
        let files = try parts(of: 3)
        try BadInput.assertRefused(["merge", files[0], files[2]], startsWith: "focusbench: no part holds cell")
    }

    func testMergeRefusesADuplicatedCell() throws {
        let files = try parts(of: 2)
        try BadInput.assertRefused(["merge", files[0], files[1], files[0]], startsWith: "focusbench: cell ")
    }

    func testMergeRefusesAnEditedPart() throws {
        let files = try parts(of: 2)
        let text = try String(contentsOfFile: files[0], encoding: .utf8)
        let edited = try FocusBenchProcess.temporaryFile(named: "edited.json",
                                                         containing: text.replacingOccurrences(of: "\"replications\": 60",
                                                                                               with: "\"replications\": 61"))
        try BadInput.assertRefused(["merge", edited, files[1]], startsWith: "focusbench: \(edited): $.specHash: ")
    }

    func testBadVaryIsOneLine() throws {
        try BadInput.assertRefused(["sweep", "scenarios/signup.json", "--vary", "scanIntervl=1,2"],
                                   startsWith: "focusbench: --vary scanIntervl: profile 'ios-switch-control' has no key")
        try BadInput.assertRefused(["sweep", "scenarios/signup.json", "--vary", "scanInterval=-1,2"],
                                   startsWith: "focusbench: --vary scanInterval=-1: ")
        try BadInput.assertRefused(["sweep", "scenarios/signup.json", "--vary", "scanInterval=2:1:0.5"],
                                   startsWith: "focusbench: --vary expects LO:HI:STEP")
        try BadInput.assertRefused(["sweep", "scenarios/signup.json", "--user", "switch-novice",
                                    "--vary", "keyboard=ios-qwerty,nope"],
                                   startsWith: "focusbench: --vary keyboard=nope: unknown keyboard layout \"nope\"")
    }

    func testABadShardSaysWhatIsWrong() throws {
        try BadInput.assertRefused(sweep + ["--shard", "2/2"], startsWith: "focusbench: --shard expects I/N with 0 <= I < N")
        try BadInput.assertRefused(sweep + ["--shard", "1/0"], startsWith: "focusbench: --shard expects I/N with 0 <= I < N")
        // 0 <= I < N holds here: the message names the limit instead.
        try BadInput.assertRefused(sweep + ["--shard", "0/100001"],
                                   startsWith: "focusbench: --shard: N is at most 100000, got '0/100001'")
    }

    func testTwoNamesForOneParameterAreRefused() throws {
        // A lognormal's median is e^mu: both would set mu, and the later would win unseen.
        try BadInput.assertRefused(["sweep", "scenarios/signup.json", "--user", "switch-novice",
                                    "--vary", "reactionTime.median=1", "--vary", "reactionTime.mu=-1"],
                                   startsWith: "focusbench: --vary reactionTime.median and --vary reactionTime.mu both "
                                       + "set reactionTime.lognormal.mu")
        try BadInput.assertRefused(["sweep", "scenarios/signup.json", "--user", "switch-novice",
                                    "--vary", "reactionTime.sigma=0.3", "--vary", "reactionTime.lognormal.sigma=0.4"],
                                   startsWith: "focusbench: --vary reactionTime.sigma and --vary reactionTime.lognormal.sigma")
    }

    func testAnUnknownOrderNamesTheFile() throws {
        try BadInput.assertRefused(["sweep", "scenarios/signup.json", "--orders", "visual,nope", "--vary", "scanInterval=1,2"],
                                   startsWith: "focusbench: scenarios/signup.json: --orders: the scenario has no order 'nope'")
    }

    func testASweepOverTheWorkLimitIsRefusedBeforeRunning() throws {
        try BadInput.assertRefused(sweep + ["--max-events", "1000"],
                                   startsWith: "focusbench: this run would handle about")
    }

    func testAShardIsHeldToTheWorkLimitOnItsOwnCells() throws {
        let whole = try FocusBenchProcess.run(sweep + ["--max-events", "1"])
        let shard = try FocusBenchProcess.run(sweep + ["--max-events", "1", "--shard", "0/3"])
        XCTAssert(whole.stderr.contains("(over 6 cells, "), whole.stderr)
        XCTAssert(shard.stderr.contains("(over the 2 cells of shard 0/3, "), shard.stderr)
        let events = { (stderr: String) -> Double? in
            stderr.components(separatedBy: "about ").dropFirst().first?.split(separator: " ").first.flatMap { Double($0) }
        }
        XCTAssertLessThan(try XCTUnwrap(events(shard.stderr)), try XCTUnwrap(events(whole.stderr)))
    }

    func testAGridOverTheCellLimitIsRefusedBeforeAnyWork() throws {
        // 7,501 × 5,001 × 5,001 cells: once an allocation failure, now one line.
        try BadInput.assertRefused(["sweep", "scenarios/signup.json", "--user", "switch-novice",
                                    "--vary", "scanInterval=0.5:2:0.0002", "--vary", "firstItemPause=0:1:0.0002",
                                    "--vary", "falseActivation=0:0.5:0.0001", "--replications", "2"],
                                   startsWith: "focusbench: --vary: 7501 values of scanInterval × 5001 values of "
                                       + "firstItemPause × 5001 values of falseActivation make more than the limit of 100000 cells")
    }

    func testATieInMeanMarksTheFirstOrderGivenFastest() throws {
        // With a fixed reaction both orders of the sign-up form take the same time at this interval: a tie.
        let lines = try run(["sweep", "scenarios/signup.json", "--user", "steady", "--profiles", steadyProfiles(),
                             "--orders", "visual,passwordFirst", "--vary", "scanInterval=1", "--replications", "20",
                             "--format", "csv"]).split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssert(lines[1].hasSuffix(",true") && lines[1].contains(",visual,ok,"), String(lines[1]))
        XCTAssert(lines[2].hasSuffix(",false"), String(lines[2]))
    }
}
