import Foundation
import FocusCost
import FocusModel
import FocusStats
import XCTest

/// A population run leaves out the people whose typing can never end and
/// answers for the others, on the random numbers they would have had anyway.
final class PeopleWhoCannotFinishTests: XCTestCase {
    private func signup() throws -> Scenario {
        let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        return try ScenarioLoader.load(contentsOf: "/\(root)/scenarios/signup.json")
    }

    /// iOS Switch Control people whose false activations spread as Beta(2, 40):
    /// a few above the rate at which each deletion goes wrong once on average.
    private let crowd = NamedProfile(
        name: "crowd", profile: .switchScanning(.iosSwitchControl),
        people: PeopleVariation(parameters: [.init(key: "falseActivation", distribution: .beta(a: 2, b: 40))]))

    /// Typing simulated as profiled, a few replications each.
    private let run = SimulationSettings(replications: 3, seed: 9, threads: 2)

    func testTheOthersKeepTheirOwnNumbers() throws {
        let scenario = try signup()
        let people = CostModel.drawPeople(of: crowd, count: 24, seed: run.seed)
        let outcomes = try CostModel.personOutcomes(scenario: scenario, order: "visual", people: people, settings: run)
        let left = outcomes.cannotFinish.map(\.person)
        XCTAssertFalse(left.isEmpty, "the spread gives some people a rate that cannot finish")
        XCTAssertLessThan(left.count, people.count / 2)
        for person in people.indices {
            XCTAssertEqual(outcomes.means[person].isNaN, left.contains(person), "person \(person)")
        }
        // The same people with those who cannot finish replaced by someone who can: everyone else's mean is
        // the same number, since each person runs on their own streams whoever else is in the run.
        let stand = try XCTUnwrap(people.indices.first { !left.contains($0) })
        var replaced = people
        for person in left { replaced[person] = people[stand] }
        let everyone = try CostModel.personOutcomes(scenario: scenario, order: "visual", people: replaced,
                                                    settings: run)
        XCTAssertTrue(everyone.cannotFinish.isEmpty)
        for person in people.indices where !left.contains(person) {
            XCTAssertEqual(everyone.means[person], outcomes.means[person], "person \(person)")
        }
    }

    func testWhoIsLeftOutDoesNotDependOnTheThreads() throws {
        var one = run
        one.threads = 1
        var three = run
        three.threads = 3
        let a = try CostModel.simulate(scenario: try signup(), order: "visual", population: crowd, people: 16,
                                       settings: one)
        let b = try CostModel.simulate(scenario: try signup(), order: "visual", population: crowd, people: 16,
                                       settings: three)
        XCTAssertFalse(a.people.cannotFinish.isEmpty)
        XCTAssertEqual(a.people.cannotFinish, b.people.cannotFinish)
        XCTAssertEqual(a.people.personMeans, b.people.personMeans)
        XCTAssertEqual(a.estimate.summary, b.estimate.summary)
    }

    func testThePooledEstimateIsOverThePeopleWhoCanFinish() throws {
        let estimate = try CostModel.simulate(scenario: try signup(), order: "visual", population: crowd, people: 24,
                                              settings: run)
        let left = estimate.people.cannotFinish
        XCTAssertFalse(left.isEmpty)
        XCTAssertEqual(estimate.people.count + left.count, 24)
        XCTAssertEqual(estimate.estimate.settings.replications, estimate.people.count * run.replications)
        XCTAssertEqual(estimate.people.personMeans.count, estimate.people.count)
        let theirs = try XCTUnwrap(left.ranges.first)
        let others = try XCTUnwrap(estimate.people.finishingRanges.first)
        XCTAssertEqual(theirs.key, "falseActivation")
        XCTAssertLessThan(others.high, theirs.low, "only the rate differs, and the offspring grows with it")
        for person in left {
            XCTAssertEqual(person.values.map(\.key), ["falseActivation"])
            XCTAssertTrue(person.reason.contains("by the model's numbers"), person.reason)
        }
    }
}
