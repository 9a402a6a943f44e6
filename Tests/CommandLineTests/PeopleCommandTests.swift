import Foundation
import XCTest

/// `--people` on simulate and compare.
final class PeopleCommandTests: XCTestCase {
    private let signup = "scenarios/signup.json"

    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try FocusBenchProcess.run(arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try result.jsonObject()
    }

    func testAOnePersonProfileRefusesPeople() throws {
        let result = try FocusBenchProcess.run("simulate", signup, "--people", "10")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "focusbench: --people needs a population profile, but 'ios-switch-control' "
            + "is one person; use a profile with \"people\", such as 'ios-switch-control-population'\n")
    }

    func testAPopulationDefaultsToTwoHundredPeople() throws {
        let object = try json(["simulate", signup, "--user", "keyboard-population", "--replications", "20",
                               "--format", "json"])
        let people = try XCTUnwrap(object["people"] as? [String: Any])
        XCTAssertEqual(people["count"] as? Int, 200)
        XCTAssertEqual(people["replicationsPerPerson"] as? Int, 20)
        XCTAssertEqual(object["replications"] as? Int, 4000)
        let between = try XCTUnwrap(people["betweenVariance"] as? Double)
        let within = try XCTUnwrap(people["withinVariance"] as? Double)
        XCTAssertEqual(people["totalVariance"] as? Double ?? .nan, between + within, accuracy: 1e-9 * (between + within))
        let mean = try XCTUnwrap(people["personMean"] as? [String: Double])
        XCTAssertLessThan(mean["p10"]!, mean["p50"]!)
        XCTAssertLessThan(mean["p50"]!, mean["p90"]!)
    }

    func testCompareReportsTheShareOfPeopleFasterWithA() throws {
        let object = try json(["compare", signup, "--user", "switch-novice-population", "--people", "40",
                               "--replications", "50", "--format", "json"])
        let people = try XCTUnwrap(object["people"] as? [String: Any])
        let share = try XCTUnwrap(people["shareAFaster"] as? [String: Any])
        let estimate = try XCTUnwrap(share["estimate"] as? Double)
        let ci = try XCTUnwrap(share["ci95"] as? [Double])
        XCTAssert(ci[0] <= estimate && estimate <= ci[1], "\(ci) \(estimate)")
        XCTAssertNotNil((people["personDifference"] as? [String: Double])?["p90"])
        XCTAssertNotNil((object["a"] as? [String: Any])?["people"])
        XCTAssertNotNil((object["b"] as? [String: Any])?["people"])
    }

    func testTextSaysWhatTheIntervalsMean() throws {
        let result = try FocusBenchProcess.run("simulate", signup, "--user", "keyboard-population", "--people", "5",
                                               "--replications", "10")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(result.stdout.contains("People (5 people x 10 replications)"), result.stdout)
        XCTAssert(result.stdout.contains("The 95% CIs measure the simulation's precision"), result.stdout)
    }

    func testCSVHasAPersonColumn() throws {
        let result = try FocusBenchProcess.run("simulate", signup, "--user", "keyboard-population", "--people", "3",
                                               "--replications", "2", "--format", "csv")
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssert(lines[0].hasSuffix(",seed,person"), String(lines[0]))
        XCTAssertEqual(lines.dropFirst().map { $0.split(separator: ",").last! }, ["0", "0", "1", "1", "2", "2"])
        XCTAssertEqual(lines.dropFirst().map { $0.split(separator: ",").first! }, ["0", "1", "2", "3", "4", "5"])
    }

    func testTuneForAPopulationReportsTheSharedSettingAndThePersonOptima() throws {
        // Typing at the constant rate: simulated typing at 19 scan intervals is
        // the slow part, and what this test checks is the tuner.
        let profiles = try FocusBenchProcess.temporaryFile(
            named: "constant-typing.json",
            containing: #"{"novices": {"base": "switch-novice-population", "typing": "constant"}}"#)
        let object = try json(["tune", signup, "--profiles", profiles, "--user", "novices", "--people", "8",
                               "--replications", "20", "--max-miss-rate", "0.2", "--max-share-over", "0.25",
                               "--format", "json"])
        let people = try XCTUnwrap(object["people"] as? [String: Any])
        XCTAssertEqual(people["count"] as? Int, 8)
        XCTAssertNotNil((people["personOptimum"] as? [String: Any])?["scanInterval"])
        let shared = try XCTUnwrap(object["shared"] as? [String: Any])
        XCTAssertLessThanOrEqual(try XCTUnwrap(shared["shareOverMissRate"] as? Double), 0.25)
    }

    func testTheShareLimitNeedsAPopulation() throws {
        let result = try FocusBenchProcess.run("tune", signup, "--max-miss-rate", "0.2", "--max-share-over", "0.1")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "focusbench: --max-share-over needs a population profile and --people\n")
    }

    /// A profile on a population that sets a value its people draw is refused
    /// (each person's draw would replace it: the run was the unchanged
    /// population's, bit for bit); a setting the people share still changes the run.
    func testAPopulationsDrawnValueCannotBeOverriddenButItsSettingsCan() throws {
        let base = "ios-switch-control-population"
        let faster = try FocusBenchProcess.temporaryFile(named: "faster-people.json", containing: """
            {"mine": {"base": "\(base)", "reactionTime": {"lognormal": {"mu": -0.916, "sigma": 0.35}}}}
            """)
        try BadInput.assertRefused(["simulate", signup, "--profiles", faster, "--user", "mine", "--people", "3"],
                                   startsWith: "focusbench: \(faster): $.mine.reactionTime.lognormal.mu: population "
                                       + "\"mine\" draws reactionTime.mu anew for each person (\"people\" of \"\(base)\": ")
        let run = { (profiles: String) throws -> Double in
            let object = try self.json(["simulate", self.signup, "--profiles", profiles, "--user", "mine", "--people", "4",
                                        "--replications", "10", "--format", "json"])
            return try XCTUnwrap(object["mean"] as? Double)
        }
        let same = try run(try FocusBenchProcess.temporaryFile(named: "same-people.json",
                                                                containing: #"{"mine": {"base": "\#(base)"}}"#))
        let slower = try run(try FocusBenchProcess.temporaryFile(named: "slower-people.json",
                                                                  containing: #"{"mine": {"base": "\#(base)", "scanInterval": 2}}"#))
        XCTAssertGreaterThan(slower, same)
    }

    func testCalibrateWritesAPopulationFromAPersonColumn() throws {
        var rows = ["person,seconds"]
        for person in 0..<6 {
            for index in 0..<8 { rows.append("p\(person),\(0.4 + 0.05 * Double(person) + 0.01 * Double(index))") }
        }
        let times = try FocusBenchProcess.temporaryFile(named: "people-times.csv", containing: rows.joined(separator: "\n"))
        let output = times + ".profiles.json"
        let result = try FocusBenchProcess.run("calibrate", times, "--output", output, "--name", "clinic")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(result.stdout.contains("(48 values from 6 people)"), result.stdout)
        XCTAssert(result.stdout.contains("rests on 6 people"), result.stdout)
        let run = try FocusBenchProcess.run("simulate", signup, "--profiles", output, "--user", "clinic",
                                            "--people", "4", "--replications", "10", "--format", "json")
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    func testCalibrateNamesThePersonWithTooFewTimes() throws {
        let times = try FocusBenchProcess.temporaryFile(named: "few-times.csv",
                                                        containing: "person,seconds\na,0.5\na,0.6\na,0.7\nb,0.5\n")
        let result = try FocusBenchProcess.run("calibrate", times)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "focusbench: \(times): person 'b': at least 3 values are needed to fit a distribution, found 1\n")
    }

    func testReportHasAPeopleSectionForAPopulation() throws {
        let object = try json(["report", signup, "--users", "ios-switch-control,keyboard-population", "--people", "6",
                               "--replications", "30", "--format", "json"])
        let rows = try XCTUnwrap(object["people"] as? [[String: Any]])
        XCTAssertEqual(rows.map { $0["user"] as? String }, ["keyboard-population", "keyboard-population"])
        XCTAssertEqual(rows.map { $0["order"] as? String }, ["visual", "passwordFirst"])
        XCTAssertNotNil((rows[1]["shareFaster"] as? [String: Any])?["ci95"])
        let html = try FocusBenchProcess.run("report", signup, "--users", "keyboard-population", "--people", "4",
                                             "--replications", "10")
        XCTAssertEqual(html.status, 0, html.stderr)
        XCTAssert(html.stdout.contains("<h2>People</h2>"))
        XCTAssert(html.stdout.contains("differences between people"))
    }

    func testReportRefusesPeopleWithoutAPopulation() throws {
        let result = try FocusBenchProcess.run("report", signup, "--people", "10", "--replications", "10")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "focusbench: --people needs a population profile among --users, "
            + "such as 'ios-switch-control-population'\n")
    }

    func testPeopleTimesReplicationsStayWithinTheLimitOfOneRun() throws {
        let result = try FocusBenchProcess.run("simulate", signup, "--user", "keyboard-population", "--people", "1000",
                                               "--replications", "200000")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "focusbench: --people 1000 with 200000 replications each is more than "
            + "100000000 replications in all\n")
    }
}
