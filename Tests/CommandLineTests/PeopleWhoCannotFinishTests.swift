import XCTest

/// A population whose false-activation spread gives a few people a rate at
/// which their deletions go wrong once or more each: those people can never
/// finish typing. Runs with --people count them, say at which values, and
/// still answer for everyone else; tune leaves such settings out for them.
final class PeopleWhoCannotFinishTests: XCTestCase {
    private let signup = "scenarios/signup.json"
    private let people = 30

    /// iOS Switch Control people whose false activations are Beta(2, 60):
    /// mean 3.2%, a few above the rate (about 5.9% on the iOS letters) at
    /// which each deletion goes wrong once on average.
    private func crowd() throws -> String {
        try FocusBenchProcess.temporaryFile(named: "crowd.json", containing:
            #"{"crowd": {"base": "ios-switch-control", "people": {"falseActivation": {"beta": {"a": 2, "b": 60}}}}}"#)
    }

    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try FocusBenchProcess.run(arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    private func cannotFinish(_ peopleObject: Any?) throws -> [String: Any] {
        try XCTUnwrap((peopleObject as? [String: Any])?["cannotFinish"] as? [String: Any])
    }

    private func range(_ object: [String: Any], _ key: String) throws -> (low: Double, high: Double) {
        let range = try XCTUnwrap((object[key] as? [String: Any])?["falseActivation"] as? [String: Double])
        return (try XCTUnwrap(range["low"]), try XCTUnwrap(range["high"]))
    }

    /// One person with this false-activation rate, run alone.
    private func alone(falseActivation: Double) throws -> FocusBenchProcess.Result {
        let profiles = try FocusBenchProcess.temporaryFile(named: "one.json", containing:
            #"{"one": {"base": "ios-switch-control", "falseActivation": \#(falseActivation)}}"#)
        return try FocusBenchProcess.run("simulate", signup, "--profiles", profiles, "--user", "one",
                                         "--replications", "2")
    }

    func testSimulateCountsThemAndAnswersForTheRest() throws {
        let object = try json(["simulate", signup, "--profiles", try crowd(), "--user", "crowd",
                               "--people", "\(people)", "--replications", "4", "--seed", "3", "--format", "json"])
        let summary = try XCTUnwrap(object["people"] as? [String: Any])
        let left = try cannotFinish(summary)
        let count = try XCTUnwrap(left["count"] as? Int)
        let simulated = try XCTUnwrap(summary["count"] as? Int)
        XCTAssertGreaterThan(count, 0, "the spread gives some people a rate that cannot finish")
        XCTAssertLessThan(count, people / 2, "only a few")
        XCTAssertEqual(count + simulated, people)
        XCTAssertEqual(left["drawn"] as? Int, people)
        XCTAssertTrue(try XCTUnwrap(object["mean"] as? Double).isFinite, "the others still get their answer")
        let listed = try XCTUnwrap(left["people"] as? [[String: Any]])
        XCTAssertEqual(listed.count, count)
        // Only the false-activation rate differs, and the deletions' offspring grows with it: everyone who
        // cannot finish has a higher rate than everyone who can.
        let theirs = try range(left, "ranges")
        let others = try range(left, "canFinishRanges")
        XCTAssertLessThan(others.high, theirs.low)
        for person in listed {
            let value = try XCTUnwrap((person["values"] as? [String: Double])?["falseActivation"])
            XCTAssert(theirs.low <= value && value <= theirs.high)
            XCTAssert((person["reason"] as? String)?.contains("deletion") == true)
        }
        // So the count is that of the people above the threshold: the lowest of them cannot finish alone
        // either, and the highest of the others can.
        XCTAssertEqual(try alone(falseActivation: theirs.low).status, 2)
        let highestOther = try alone(falseActivation: others.high)
        XCTAssertEqual(highestOther.status, 0, highestOther.stderr)
    }

    func testTextSaysHowManyAndAtWhichValues() throws {
        let result = try FocusBenchProcess.run("simulate", signup, "--profiles", try crowd(), "--user", "crowd",
                                               "--people", "\(people)", "--replications", "4", "--seed", "3")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(result.stdout.contains(" of the \(people) people drawn cannot finish and are left out of every "
            + "number here (falseActivation "), result.stdout)
    }

    func testCompareLeavesThemOutOfBothOrders() throws {
        let simulated = try json(["simulate", signup, "--profiles", try crowd(), "--user", "crowd",
                                  "--people", "\(people)", "--replications", "4", "--seed", "3", "--format", "json"])
        let compared = try json(["compare", signup, "--profiles", try crowd(), "--user", "crowd",
                                 "--people", "\(people)", "--replications", "4", "--seed", "3", "--format", "json"])
        let count = try cannotFinish(simulated["people"])["count"] as? Int
        XCTAssertEqual(try cannotFinish(compared["people"])["count"] as? Int, count)
        for arm in ["a", "b"] {
            let summary = (compared[arm] as? [String: Any])?["people"]
            XCTAssertEqual(try cannotFinish(summary)["count"] as? Int, count)
            XCTAssertEqual((summary as? [String: Any])?["count"] as? Int, people - (count ?? 0))
        }
    }

    func testReportsPeopleSectionCountsThem() throws {
        let simulated = try json(["simulate", signup, "--profiles", try crowd(), "--user", "crowd",
                                  "--people", "\(people)", "--replications", "4", "--seed", "3", "--format", "json"])
        let count = try XCTUnwrap(try cannotFinish(simulated["people"])["count"] as? Int)
        let report = try json(["report", signup, "--profiles", try crowd(), "--users", "crowd",
                               "--people", "\(people)", "--replications", "4", "--seed", "3", "--format", "json"])
        let rows = try XCTUnwrap(report["people"] as? [[String: Any]])
        XCTAssertFalse(rows.isEmpty)
        for row in rows {
            XCTAssertEqual(try cannotFinish(row)["count"] as? Int, count)
            XCTAssertEqual(row["count"] as? Int, people - count)
        }
    }

    /// --max-events covers a report's people, and refuses them before any cell runs.
    func testReportRefusesTooManyPeopleUpFront() throws {
        try BadInput.assertRefused(["report", signup, "--profiles", try crowd(), "--users", "crowd",
                                    "--people", "\(people)", "--replications", "100", "--max-events", "20000"],
                                   startsWith: "focusbench: this run would handle about ")
        let result = try FocusBenchProcess.run("report", signup, "--profiles", try crowd(), "--users", "crowd",
                                               "--people", "\(people)", "--replications", "100", "--max-events", "20000")
        XCTAssert(result.stderr.contains("\(people) people times 100 replications"), result.stderr)
    }

    func testTuneCountsThemPerSettingAndLeavesSuchSettingsOutForThem() throws {
        let object = try json(["tune", signup, "--profiles", try crowd(), "--user", "crowd", "--people", "12",
                               "--replications", "2", "--range", "0.5:1.5", "--seed", "3", "--format", "json"])
        let curve = try XCTUnwrap(object["curve"] as? [[String: Any]])
        let counts = try curve.map { try XCTUnwrap($0["peopleWhoCannotFinish"] as? Int) }
        XCTAssertTrue(counts.contains { $0 > 0 }, "\(counts)")
        for (point, count) in zip(curve, counts) {
            XCTAssertEqual(point["feasible"] as? Bool, count == 0)
        }
        // The fastest scan makes more people miss their way into mistakes than the slower ones.
        XCTAssertGreaterThan(counts.first!, counts.min()!)
        let shared = try XCTUnwrap(object["shared"] as? [String: Any])
        XCTAssertEqual(shared["peopleWhoCannotFinish"] as? Int, counts.min())
        XCTAssertNotNil(shared["meanOverPeople"] as? Double)
    }
}
