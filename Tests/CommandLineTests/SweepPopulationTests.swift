import Foundation
import XCTest

/// A sweep of a population profile: each cell is `simulate --people` with
/// the cell's values and seed, and a key the population draws for every
/// person is refused, since each person's drawn value would replace it.
final class SweepPopulationTests: XCTestCase {
    private let population = "ios-switch-control-population"

    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try FocusBenchProcess.run(arguments + ["--format", "json"])
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    func testAPopulationCellEqualsSimulateWithPeopleAtItsSeed() throws {
        let sweep = try json(["sweep", "scenarios/signup.json", "--user", population, "--people", "6",
                              "--replications", "30", "--vary", "scanInterval=1.2,2"])
        let rows = try XCTUnwrap(sweep["rows"] as? [[String: Any]])
        XCTAssertEqual(rows.count, 2)
        let row = rows[1]
        let profiles = try FocusBenchProcess.temporaryFile(named: "profiles.json",
                                                           containing: "{\"\(population)\": {\"scanInterval\": 2}}")
        let simulated = try json(["simulate", "scenarios/signup.json", "--user", population, "--profiles", profiles,
                                  "--people", "6", "--replications", "30", "--seed", String(try XCTUnwrap(row["seed"] as? Int))])
        let people = try XCTUnwrap(simulated["people"] as? [String: Any])
        let spread = try XCTUnwrap(people["personMean"] as? [String: Double])
        XCTAssertEqual(row["replications"] as? Int, 180)
        XCTAssertEqual(try XCTUnwrap(row["mean"] as? Double), try XCTUnwrap(simulated["mean"] as? Double))
        XCTAssertEqual(try XCTUnwrap(row["sd"] as? Double), try XCTUnwrap(simulated["sd"] as? Double))
        XCTAssertEqual(row["personMeanP10"] as? Double, spread["p10"])
        XCTAssertEqual(row["personMeanP90"] as? Double, spread["p90"])
        XCTAssertNotEqual(rows[0]["mean"] as? Double, row["mean"] as? Double)
    }

    /// A cell's profile restates the distribution it changes one parameter of:
    /// the drawn mu it keeps is not refused, and the sigma it varies is run.
    func testAParameterThePeopleShareVariesBesideADrawnOne() throws {
        let profiles = try FocusBenchProcess.temporaryFile(named: "mu-people.json", containing: """
            {"crowd": {"base": "ios-switch-control", "people": {"reactionTime.mu": {"normal": {"mean": -0.5, "sd": 0.2}}}}}
            """)
        let sweep = try json(["sweep", "scenarios/login.json", "--profiles", profiles, "--user", "crowd", "--people", "3",
                              "--replications", "10", "--vary", "reactionTime.sigma=0.2,0.9"])
        let rows = try XCTUnwrap(sweep["rows"] as? [[String: Any]])
        XCTAssertEqual(rows.count, 2)
        XCTAssertNotEqual(rows[0]["mean"] as? Double, rows[1]["mean"] as? Double)
    }

    func testAKeyThePopulationDrawsForEveryPersonIsRefused() throws {
        // The built-in population draws reactionTime.mu, reactionTime.sigma, falseActivation and the
        // entry time for every person: rows would name values no one ran with.
        for (vary, drawn) in [("reactionTime.median=0.4,0.8", "reactionTime.mu"), ("reactionTime.sigma=0.2,0.5", "reactionTime.sigma"),
                              ("falseActivation=0.001,0.2", "falseActivation"),
                              ("entryTimePerCharacter.fixed=1,3", "entryTimePerCharacter.value")] {
            let key = String(vary.prefix { $0 != "=" })
            try BadInput.assertRefused(["sweep", "scenarios/signup.json", "--user", population, "--people", "3",
                                        "--replications", "10", "--vary", vary],
                                       startsWith: "focusbench: --vary \(key): population '\(population)' draws \(drawn) "
                                           + "for every person")
        }
    }
}
