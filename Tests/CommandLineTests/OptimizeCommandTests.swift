import Foundation
import XCTest

/// Real runs of `focusbench optimize` on the shipped sign-up scenario.
final class OptimizeCommandTests: XCTestCase {
    private let quick = ["--replications", "2000", "--time-limit", "2"]

    /// Runs optimize and fails the test unless it succeeded; skips while the
    /// search itself is not in place.
    private func optimize(_ arguments: [String]) throws -> FocusBenchProcess.Result {
        let result = try FocusBenchProcess.run(["optimize"] + arguments + quick)
        try XCTSkipIf(result.stderr.contains("the optimizer is being built"), "the optimizer core is not in place yet")
        XCTAssertEqual(result.status, 0, result.stderr)
        return result
    }

    func testJSONHasEveryDocumentedKey() throws {
        let result = try optimize(["scenarios/signup.json", "--format", "json"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        for key in ["order", "expectedTime", "reference", "referenceExpectedTime", "improvement", "provenOptimal",
                    "method", "evaluations", "elapsedSeconds", "bindingConstraints", "seed", "mix"] {
            XCTAssertNotNil(json[key], "no \(key) in \(result.stdout)")
        }
        let order = try XCTUnwrap(json["order"] as? [String])
        XCTAssertEqual(Set(order), Set(["title", "subtitle", "email", "password", "passwordHint", "terms", "submit", "signIn"]))
        XCTAssertEqual(json["reference"] as? String, "visual")
        let improvement = try XCTUnwrap(json["improvement"] as? [String: Any])
        XCTAssertEqual((improvement["ci95"] as? [Double])?.count, 2)
        XCTAssertNotNil(improvement["percent"] as? Double)
        XCTAssertEqual(json["seed"] as? Int, 1)
        XCTAssertEqual(json["mix"] as? [String: Double], ["ios-switch-control": 1])
        XCTAssertLessThanOrEqual(try XCTUnwrap(json["expectedTime"] as? Double),
                                 try XCTUnwrap(json["referenceExpectedTime"] as? Double))
    }

    func testMixWeightsAreNormalised() throws {
        let result = try optimize(["scenarios/signup.json", "--format", "json",
                                   "--mix", "ios-switch-control=1,voiceover-expert=3"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["mix"] as? [String: Double], ["ios-switch-control": 0.25, "voiceover-expert": 0.75])
    }

    func testTextEndsWithTheSnippets() throws {
        let result = try optimize(["scenarios/signup.json"])
        XCTAssert(result.stdout.hasPrefix("Sign-up form: fastest order found for ios-switch-control\n"), result.stdout)
        XCTAssert(result.stdout.contains("accessibilityElements = ["))
        XCTAssert(result.stdout.contains("android:accessibilityTraversalAfter=\"@id/"))
        XCTAssert(result.stdout.contains("Do not use a positive\n     tabindex"))
        // Progress is for terminals only; a run into files leaves stderr empty.
        XCTAssertEqual(result.stderr, "")
    }

    func testWriteOrderAddsALoadableOrderAndKeepsTheInput() throws {
        let original = try BadInput.signupText()
        let copy = try FocusBenchProcess.temporaryFile(named: "signup.json", containing: original)
        let written = URL(fileURLWithPath: copy).deletingLastPathComponent().appendingPathComponent("signup.optimized.json").path
        let result = try optimize([copy, "--write-order", "fastest", "--format", "json"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["writtenOrder"] as? [String: String], ["name": "fastest", "file": written])
        XCTAssertEqual(try String(contentsOfFile: copy, encoding: .utf8), original)

        let validate = try FocusBenchProcess.run("validate", written)
        XCTAssertEqual(validate.status, 0, validate.stderr)
        XCTAssert(validate.stdout.contains("orders: visual, passwordFirst, fastest;"), validate.stdout)
        let scenario = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: written))) as? [String: Any])
        let orders = try XCTUnwrap(scenario["orders"] as? [String: [String]])
        XCTAssertEqual(orders["fastest"], json["order"] as? [String])
        XCTAssertEqual(orders["visual"], ["title", "subtitle", "email", "password", "passwordHint", "terms", "submit", "signIn"])

        // The copy now has "fastest": optimising it again under that name is refused.
        try BadInput.assertRefused(["optimize", written, "--write-order", "fastest"],
                                   startsWith: "focusbench: \(written): --write-order: the scenario already has an order named 'fastest'")
    }

    func testWriteOrderToAnOutputFileSaysWhereInText() throws {
        let copy = try FocusBenchProcess.temporaryFile(named: "signup.json", containing: BadInput.signupText())
        let output = URL(fileURLWithPath: copy).deletingLastPathComponent().appendingPathComponent("mine.json").path
        let result = try optimize([copy, "--write-order", "quick", "--output", output])
        XCTAssert(result.stdout.contains("Wrote the order as 'quick' to \(output)\n"), result.stdout)
        XCTAssertEqual(try FocusBenchProcess.run("validate", output).status, 0)
    }
}
