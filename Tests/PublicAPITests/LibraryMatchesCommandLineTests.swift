import FocusCost
import FocusModel
import FocusSimulation
import Foundation
import XCTest

/// What an app's own test sees: with the public API of the library products
/// alone (no `@testable`), `CostModel.simulate` gives every built-in profile
/// on the sign-up form, whose task types text, the numbers that
/// `focusbench simulate … --format json` prints for the same seed. Typing is
/// part of each user's model, so nothing has to be handed in for the library
/// to type as the command line does.
final class LibraryMatchesCommandLineTests: XCTestCase {
    private static let scenarioPath = "scenarios/signup.json"
    private static let replications = 200
    private static let seed: UInt64 = 3

    func testEveryBuiltInProfileGivesTheCommandLinesNumbers() throws {
        let scenario = try ScenarioLoader.load(
            contentsOf: CommandLineRun.packageRoot.appendingPathComponent(Self.scenarioPath).path)
        let order = scenario.orders[0].name
        let settings = SimulationSettings(replications: Self.replications, seed: Self.seed, threads: 2)
        var typed = 0
        for user in ProfileCatalog.builtIn.profiles {
            let estimate = try CostModel.simulate(scenario: scenario, order: order, user: user, settings: settings)
            let printed = try commandLineEstimate(user: user.name)
            let label = user.name
            XCTAssertEqual(printed["order"]?.stringValue, order, label)
            let summary = estimate.summary
            for (key, value) in [("mean", summary.mean), ("sd", summary.sd), ("median", summary.median),
                                 ("p95", summary.p95), ("min", summary.min), ("max", summary.max),
                                 ("ci95", summary.ci95.low)] {
                let number = key == "ci95" ? printed[key]?[0]?.numberValue : printed[key]?.numberValue
                XCTAssertEqual(number, value, "\(label) \(key)")
            }
            XCTAssertEqual(seconds(printed["breakdown"]), seconds(estimate.breakdown, as: printed["breakdown"]),
                           "\(label) breakdown")
            XCTAssertEqual(seconds(printed["entryBreakdown"]),
                           estimate.entryBreakdown.flatMap { seconds($0, as: printed["entryBreakdown"]) },
                           "\(label) entry breakdown")
            if estimate.entryBreakdown != nil { typed += 1 }
        }
        // The comparison covers users who type on a keyboard, not only the constant rate.
        XCTAssertGreaterThan(typed, 0)
    }

    /// The JSON `focusbench simulate` prints for `user`, read with the
    /// library's parser, which reads every number back exactly.
    private func commandLineEstimate(user: String) throws -> JSONValue {
        try JSONValue.parse(utf8: CommandLineRun.stdout(
            ["simulate", Self.scenarioPath, "--user", user, "--replications", "\(Self.replications)",
             "--seed", "\(Self.seed)", "--format", "json"]))
    }

    /// Seconds by category name, as the JSON lists them; nil for JSON null or absence.
    private func seconds(_ value: JSONValue?) -> [String: Double]? {
        value?.objectValue.map { members in
            Dictionary(uniqueKeysWithValues: members.compactMap { member in member.value.numberValue.map { (member.key, $0) } })
        }
    }

    /// The library's seconds of the categories `listed` names; nil when
    /// it lists none or leaves out a category the library charged time to.
    private func seconds(_ breakdown: TimeBreakdown, as listed: JSONValue?) -> [String: Double]? {
        guard let names = seconds(listed)?.keys else { return nil }
        let used = Set(breakdown.usedCategories.map(\.name))
        guard used.isSubset(of: Set(names)) else { return nil }
        let byName = Dictionary(uniqueKeysWithValues: TimeCategory.allCases.map { ($0.name, $0) })
        return Dictionary(uniqueKeysWithValues: names.compactMap { name in byName[name].map { (name, breakdown[$0]) } })
    }
}
