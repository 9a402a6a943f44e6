import Foundation
import XCTest

/// Real runs of `focusbench optimize` on the shipped sign-up scenario.
final class OptimizeCommandTests: XCTestCase {
    private let quick = ["--replications", "2000", "--time-limit", "2"]
    static let signupIDs = ["title", "subtitle", "email", "password", "passwordHint", "terms", "submit", "signIn"]

    /// A copy of the shipped sign-up form whose constraints leave 24 orders,
    /// so that a debug build searches them in a moment.
    private func constrainedSignup(named name: String = "signup.json") throws -> String {
        try Self.signup(constraints: """
            [{"first": "title"}, {"adjacent": ["title", "subtitle"]},
             {"adjacent": ["password", "passwordHint"]}, {"last": "signIn"}]
            """, named: name)
    }

    /// A copy of the shipped sign-up form with `constraints` (a JSON array)
    /// in place of its own.
    static func signup(constraints: String, named name: String) throws -> String {
        var text = try BadInput.signupText()
        // Arrays of constraints nest arrays one level deep.
        let existing = try NSRegularExpression(pattern: #""constraints"\s*:\s*\[(?:[^\[\]]|\[[^\[\]]*\])*\]"#)
        let whole = NSRange(text.startIndex..., in: text)
        if let match = existing.firstMatch(in: text, range: whole), let range = Range(match.range, in: text) {
            text.replaceSubrange(range, with: "\"constraints\": " + constraints)
        } else {
            text = text.replacingOccurrences(of: "\"users\": {", with: "\"constraints\": \(constraints),\n  \"users\": {")
        }
        return try FocusBenchProcess.temporaryFile(named: name, containing: text)
    }

    /// Runs optimize and fails the test unless it succeeded.
    private func optimize(_ arguments: [String]) throws -> FocusBenchProcess.Result {
        let result = try FocusBenchProcess.run(["optimize"] + arguments + quick)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result
    }

    func testJSONHasEveryDocumentedKey() throws {
        // bench-reference has a closed form, so the search is exact and quick.
        let result = try optimize([try constrainedSignup(), "--format", "json", "--user", "bench-reference"])
        let json = try result.jsonObject()
        for key in ["order", "expectedTime", "reference", "referenceExpectedTime", "improvement", "provenOptimal",
                    "method", "evaluations", "elapsedSeconds", "bindingConstraints", "seed", "mix"] {
            XCTAssertNotNil(json[key], "no \(key) in \(result.stdout)")
        }
        let order = try XCTUnwrap(json["order"] as? [String])
        XCTAssertEqual(Set(order), Set(Self.signupIDs))
        XCTAssertEqual(Array(order.prefix(2)), ["title", "subtitle"])
        XCTAssertEqual(order.last, "signIn")
        let passwordAt = try XCTUnwrap(order.firstIndex(of: "password"))
        XCTAssertEqual(order[passwordAt + 1], "passwordHint")
        XCTAssertEqual(json["provenOptimal"] as? Bool, true)
        for binding in try XCTUnwrap(json["bindingConstraints"] as? [[String: Any]]) {
            XCTAssert((binding["path"] as? String)?.hasPrefix("$.constraints[") == true, "\(binding)")
            XCTAssertNotNil(binding["constraint"] as? [String: Any], "\(binding)")
            XCTAssertNotNil(binding["cost"] as? Double, "\(binding)")
        }
        XCTAssertEqual(json["reference"] as? String, "visual")
        let improvement = try XCTUnwrap(json["improvement"] as? [String: Any])
        XCTAssertEqual((improvement["ci95"] as? [Double])?.count, 2)
        XCTAssertNotNil(improvement["percent"] as? Double)
        XCTAssertEqual(json["seed"] as? Int, 1)
        XCTAssertEqual(json["mix"] as? [String: Double], ["bench-reference": 1])
        XCTAssertLessThanOrEqual(try XCTUnwrap(json["expectedTime"] as? Double),
                                 try XCTUnwrap(json["referenceExpectedTime"] as? Double))
    }

    func testShippedScenarioWithTheHeuristic() throws {
        let result = try FocusBenchProcess.run("optimize", "scenarios/signup.json", "--method", "heuristic",
                                               "--time-limit", "0.5", "--replications", "2000", "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.jsonObject()
        XCTAssertEqual(Set(try XCTUnwrap(json["order"] as? [String])), Set(Self.signupIDs))
        XCTAssertEqual(json["provenOptimal"] as? Bool, false)
        XCTAssert((json["method"] as? String)?.hasPrefix("heuristic") == true, "\(json["method"] ?? "")")
    }

    func testConstraintsThatCannotAllHoldAreOneLine() throws {
        let path = try Self.signup(constraints: #"[{"first": "title"}, {"first": "email"}]"#, named: "conflict.json")
        let result = try FocusBenchProcess.run("optimize", path)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssert(result.stderr.hasPrefix("focusbench: \(path): "), result.stderr)
        XCTAssert(result.stderr.contains("$.constraints[0]") && result.stderr.contains("$.constraints[1]"), result.stderr)
    }

    func testMixWeightsAreNormalised() throws {
        let result = try optimize([try constrainedSignup(), "--format", "json",
                                   "--mix", "ios-switch-control=1,voiceover-expert=3"])
        let json = try result.jsonObject()
        XCTAssertEqual(json["mix"] as? [String: Double], ["ios-switch-control": 0.25, "voiceover-expert": 0.75])
    }

    func testTextEndsWithTheSnippets() throws {
        let result = try optimize([try constrainedSignup(), "--user", "bench-reference"])
        XCTAssert(result.stdout.hasPrefix("Sign-up form: fastest order found for bench-reference\n"), result.stdout)
        XCTAssert(result.stdout.contains("accessibilityElements = ["))
        XCTAssert(result.stdout.contains("android:accessibilityTraversalAfter=\"@id/"))
        XCTAssert(result.stdout.contains("Do not use a positive\n     tabindex"))
        // Progress is for terminals only; a run into files leaves stderr empty.
        XCTAssertEqual(result.stderr, "")
    }

    func testWriteOrderAddsALoadableOrderAndKeepsTheInput() throws {
        let copy = try constrainedSignup()
        let original = try String(contentsOfFile: copy, encoding: .utf8)
        let written = URL(fileURLWithPath: copy).deletingLastPathComponent().appendingPathComponent("signup.optimized.json").path
        let result = try optimize([copy, "--write-order", "fastest", "--format", "json", "--user", "bench-reference"])
        let json = try result.jsonObject()
        XCTAssertEqual(json["writtenOrder"] as? [String: String], ["name": "fastest", "file": written])
        XCTAssertEqual(try String(contentsOfFile: copy, encoding: .utf8), original)

        let validate = try FocusBenchProcess.run("validate", written)
        XCTAssertEqual(validate.status, 0, validate.stderr)
        XCTAssert(validate.stdout.contains("orders: visual, passwordFirst, fastest;"), validate.stdout)
        let scenario = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: written))) as? [String: Any])
        let orders = try XCTUnwrap(scenario["orders"] as? [String: [String]])
        XCTAssertEqual(orders["fastest"], json["order"] as? [String])
        XCTAssertEqual(orders["visual"], Self.signupIDs)
        XCTAssertEqual((scenario["constraints"] as? [[String: Any]])?.last?["last"] as? String, "signIn")

        // The copy now has "fastest": optimising it again under that name is refused.
        try BadInput.assertRefused(["optimize", written, "--write-order", "fastest"],
                                   startsWith: "focusbench: \(written): --write-order: the scenario already has an order named 'fastest'")
    }

    func testWriteOrderToAnOutputFileSaysWhereInText() throws {
        let copy = try constrainedSignup()
        let output = URL(fileURLWithPath: copy).deletingLastPathComponent().appendingPathComponent("mine.json").path
        let result = try optimize([copy, "--write-order", "quick", "--output", output, "--user", "bench-reference"])
        XCTAssert(result.stdout.contains("Wrote the order as 'quick' to \(output)\n"), result.stdout)
        XCTAssertEqual(try FocusBenchProcess.run("validate", output).status, 0)
    }
}
