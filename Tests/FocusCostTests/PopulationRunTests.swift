import Foundation
import FocusCost
import FocusModel
import FocusStats
import XCTest

/// Two-level runs: people drawn from a population, replications per person.
final class PopulationRunTests: XCTestCase {
    private func population(_ user: NamedProfile, _ parameters: [PeopleVariation.Parameter]) -> NamedProfile {
        NamedProfile(name: user.name, profile: user.profile, people: PeopleVariation(parameters: parameters))
    }

    /// By design, a population without spread replays the one-person run:
    /// person p uses the replication streams p·R ..< (p+1)·R, so 20 people ×
    /// 500 replications are the 10,000 replications of one person, and every
    /// statistic of the completion time is the same number. Only the
    /// breakdown's sums are added in a different order (per person rather
    /// than per 4,096-replication chunk), so it agrees to rounding.
    func testZeroSpreadReplaysTheSinglePersonRun() throws {
        let scenario = linearForm(elementCount: 8, task: [(1, 0), (4, 2), (7, 0)])
        let one = switchUser(reaction: .lognormal(mu: log(0.6), sigma: 0.35), falseActivation: 0.02,
                             entryPerCharacter: .fixed(1.5))
        let none = population(one, [
            .init(key: "reactionTime.mu", distribution: .normal(mean: log(0.6), sd: 0)),
            .init(key: "falseActivation", distribution: .fixed(0.02)),
        ])
        let single = try CostModel.simulate(scenario: scenario, order: "linear", user: one,
                                            settings: settings(replications: 10_000, seed: 5))
        let pooled = try CostModel.simulate(scenario: scenario, order: "linear", population: none, people: 20,
                                            settings: settings(replications: 500, seed: 5))
        XCTAssertEqual(pooled.estimate.summary, single.summary)
        XCTAssertEqual(pooled.estimate.counts, single.counts)
        XCTAssertEqual(pooled.estimate.settings.replications, 10_000)
        XCTAssertEqual(pooled.estimate.breakdown.total, single.breakdown.total, accuracy: 1e-9 * single.breakdown.total)
        XCTAssertEqual(pooled.people.count, 20)
        XCTAssertEqual(pooled.people.replicationsPerPerson, 500)
    }

    func testNumbersDoNotDependOnTheThreadCount() throws {
        let scenario = linearForm(elementCount: 6, task: [(2, 0), (5, 0)])
        let user = population(referenceUser, [
            .init(key: "reactionTime.mu", distribution: .normal(mean: log(0.6), sd: 0.2)),
            .init(key: "reactionTime.sigma", distribution: .lognormal(mu: log(0.35), sigma: 0.25)),
        ])
        let runs = try [1, 2, 3].map { threads in
            try CostModel.simulate(scenario: scenario, order: "linear", population: user, people: 30,
                                   settings: settings(replications: 300, seed: 9, threads: threads))
        }
        for run in runs.dropFirst() {
            XCTAssertEqual(run.estimate.summary, runs[0].estimate.summary)
            XCTAssertEqual(run.people, runs[0].people)
        }
    }

    /// People who differ only in the location of a reaction time that never
    /// misses the highlight: each step costs a constant plus one reaction, so
    /// a person's mean is c + k·μ_p and their variance is k·σ² (the closed form
    /// gives both). Between people the variance is k²·Var(μ_p), with μ_p
    /// lognormal(m, s): Var = (e^{s²} − 1)·e^{2m + s²}.
    func testVarianceSplitAddsUpAndMatchesTheClosedForm() throws {
        let scenario = linearForm(elementCount: 6, task: [(2, 0), (4, 0), (5, 0)])
        let sigma = 0.05
        let m = log(0.4), s = 0.15
        let user = population(switchUser(reaction: .normal(mean: 0.4, sd: sigma)), [
            .init(key: "reactionTime.mean", distribution: .lognormal(mu: m, sigma: s)),
        ])
        func closedForm(_ mean: Double) throws -> AnalyticMoments {
            try XCTUnwrap(CostModel.closedForm(scenario: scenario, order: "linear",
                                               profile: switchUser(reaction: .normal(mean: mean, sd: sigma)).profile))
        }
        let slope = (try closedForm(0.5).mean - closedForm(0.4).mean) / 0.1
        XCTAssertEqual(slope, 3, accuracy: 1e-6, "one reaction per step")
        let within = pow(try closedForm(0.4).sd, 2)
        let between = slope * slope * (exp(s * s) - 1) * exp(2 * m + s * s)

        let run = try CostModel.simulate(scenario: scenario, order: "linear", population: user, people: 400,
                                         settings: settings(replications: 200, seed: 21))
        let split = run.people.variance
        let n = Double(run.estimate.summary.count)
        // The split is the law of total variance with population denominators:
        // the parts add up to the variance of all replications.
        XCTAssertEqual(split.total, run.estimate.summary.variance * (n - 1) / n,
                       accuracy: 1e-9 * run.estimate.summary.variance)
        XCTAssertLessThan(abs(split.within - within), 4 * split.withinStandardError, "within \(split.within) vs \(within)")
        XCTAssertLessThan(abs(split.between - between), 4 * split.betweenStandardError,
                          "between \(split.between) vs \(between)")
        let totalSE = (pow(split.withinStandardError, 2) + pow(split.betweenStandardError, 2)).squareRoot()
        XCTAssertLessThan(abs(split.total - (between + within)), 4 * totalSE)
        XCTAssertGreaterThan(split.between, 10 * split.betweenStandardError, "the check has power")
    }

    /// Faster reactions help the order that needs more of them less; in an
    /// order whose targets come first, every person is faster, so the share is 1.
    func testComparisonIsPairedPerPerson() throws {
        let scenario = form(elementCount: 6, orders: ["near": [0, 1, 2, 3, 4, 5], "far": [5, 4, 3, 2, 1, 0]],
                            task: [(0, 0), (1, 0)])
        let user = population(switchUser(reaction: .normal(mean: 0.4, sd: 0.05)), [
            .init(key: "reactionTime.mean", distribution: .lognormal(mu: log(0.4), sigma: 0.15)),
        ])
        let comparison = try CostModel.compare(scenario: scenario, a: Arm(order: "near", user: user),
                                               b: Arm(order: "far", user: user), people: 50,
                                               settings: settings(replications: 100, seed: 3))
        XCTAssertEqual(comparison.shareAFaster.estimate, 1)
        XCTAssertLessThan(comparison.shareAFaster.ci95.low, 1)
        XCTAssertEqual(comparison.shareAFaster.ci95.high, 1)
        XCTAssertLessThan(comparison.personDifference.p90, 0)
        for (p, d) in comparison.personDifferences.enumerated() {
            XCTAssertEqual(d, comparison.peopleA.personMeans[p] - comparison.peopleB.personMeans[p])
        }
    }

    func testTooFewPeopleIsRefused() {
        XCTAssertThrowsError(try CostModel.simulate(scenario: linearForm(elementCount: 3, task: [(1, 0)]),
                                                    order: "linear", population: referenceUser, people: 1,
                                                    settings: settings(replications: 10)))
    }
}
