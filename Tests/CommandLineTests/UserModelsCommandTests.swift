import Foundation
import XCTest

/// Every built-in profile's model through the command line, as a user would
/// run it: the report names the model, lists that model's own time categories
/// and counts, and the times add up.
final class UserModelsCommandTests: XCTestCase {
    private struct Case {
        var user: String
        var scenario: String
        var model: String
        var categories: [String]
        var counts: [String]
    }

    private static let switchScan = ["waiting", "reacting", "errors", "activation", "entry"]
    private static let cases = [
        Case(user: "ios-switch-control", scenario: "scenarios/checkout.json", model: "group scanning",
             categories: switchScan, counts: ["misses", "falseActivations", "restarts", "capped"]),
        Case(user: "android-switch-access", scenario: "scenarios/login.json", model: "item scanning",
             categories: switchScan, counts: ["misses", "falseActivations", "restarts", "capped"]),
        Case(user: "switch-step", scenario: "scenarios/checkout.json", model: "step scanning",
             categories: ["pressing", "errors", "activation", "entry"], counts: ["slips", "capped"]),
        Case(user: "switch-point", scenario: "scenarios/small-targets.json", model: "point scanning",
             categories: switchScan, counts: ["misses", "falseActivations", "restarts", "capped"]),
        Case(user: "voiceover-expert", scenario: "scenarios/signup.json", model: "VoiceOver",
             categories: ["swiping", "listening", "errors", "activation", "entry"], counts: ["overshoots", "capped"]),
        Case(user: "talkback-default", scenario: "scenarios/login.json", model: "TalkBack",
             categories: ["swiping", "listening", "errors", "activation", "entry"], counts: ["overshoots", "capped"]),
        Case(user: "keyboard", scenario: "scenarios/settings.json", model: "keyboard",
             categories: ["keystrokes", "looking"], counts: ["capped"]),
    ]

    func testEveryModelReportsItsOwnCategoriesAndCounts() throws {
        for c in Self.cases {
            let result = try FocusBenchProcess.run("simulate", c.scenario, "--user", c.user,
                                                   "--replications", "2000", "--format", "json")
            XCTAssertEqual(result.status, 0, "\(c.user): \(result.stderr)")
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
                as? [String: Any], c.user)
            let model = try XCTUnwrap(object["model"] as? String, c.user)
            XCTAssert(model.contains(c.model), "\(c.user): model '\(model)'")
            let breakdown = try XCTUnwrap(object["breakdown"] as? [String: Double], c.user)
            for category in c.categories {
                XCTAssertNotNil(breakdown[category], "\(c.user) lacks \(category)")
            }
            let counts = try XCTUnwrap(object["counts"] as? [String: Int], c.user)
            for count in c.counts { XCTAssertNotNil(counts[count], "\(c.user) lacks count \(count)") }
            // Nothing is capped on these forms, so the mean categories add up to the mean time.
            let mean = try XCTUnwrap(object["mean"] as? Double)
            XCTAssertEqual(counts["capped"], 0, c.user)
            XCTAssertEqual(breakdown.values.reduce(0, +), mean, accuracy: 1e-6 * mean, c.user)
            let targets = try XCTUnwrap(object["targets"] as? [[String: Any]], c.user)
            XCTAssertFalse(targets.isEmpty, c.user)
        }
    }

    func testCompareTwoUsersOnOneOrderNamesTheUsers() throws {
        let result = try FocusBenchProcess.run("compare", "scenarios/signup.json",
                                               "--users", "voiceover-novice,voiceover-expert",
                                               "--replications", "2000")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(result.stdout.hasPrefix(
            "Sign-up form: order 'visual', A = user voiceover-novice, B = user voiceover-expert\n"), result.stdout)
        XCTAssert(result.stdout.contains("\n  listening "), result.stdout)
        XCTAssert(result.stdout.contains("B (voiceover-expert) is "), result.stdout)
        XCTAssert(result.stdout.contains(" faster than A (voiceover-novice)"), result.stdout)
    }

    func testCompareAcrossModelsShowsTheCategoriesOfBoth() throws {
        let result = try FocusBenchProcess.run("compare", "scenarios/signup.json",
                                               "--users", "ios-switch-control,keyboard", "--replications", "2000")
        XCTAssertEqual(result.status, 0, result.stderr)
        for label in ["waiting", "reacting", "keystrokes", "looking", "misses"] {
            XCTAssert(result.stdout.contains("\n  \(label) "), "no \(label) row in\n\(result.stdout)")
        }
    }

    func testSmallTargetsMissMoreForPointScanning() throws {
        func missRate(_ scenario: String, target: String) throws -> Double {
            let result = try FocusBenchProcess.run("simulate", scenario, "--user", "switch-point",
                                                   "--replications", "20000", "--format", "json")
            XCTAssertEqual(result.status, 0, result.stderr)
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
                as? [String: Any])
            let targets = try XCTUnwrap(object["targets"] as? [[String: Any]])
            let row = try XCTUnwrap(targets.first { $0["target"] as? String == target }, "no \(target)")
            return try XCTUnwrap(row["missRate"] as? Double)
        }
        let small = try missRate("scenarios/small-targets.json", target: "close")
        let large = try missRate("scenarios/large-targets.json", target: "close")
        // The same Close button, 24 pt against 44 pt, at the same centre and line speed.
        XCTAssertGreaterThan(small, large + 0.05, "small \(small), large \(large)")
    }
}
