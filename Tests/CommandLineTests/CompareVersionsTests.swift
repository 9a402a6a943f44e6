import Foundation
import XCTest

/// `focusbench compare BEFORE AFTER`: two versions of the sign-up screen,
/// each user on their order in each version, on common random numbers.
final class CompareVersionsTests: XCTestCase {
    private let quick = ["--replications", "300", "--threads", "2", "--format", "json"]
    private let visual = #""visual": ["title", "subtitle", "email", "password", "passwordHint", "terms", "submit", "signIn"]"#

    private func json(_ result: FocusBenchProcess.Result) throws -> [String: Any] {
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    private func differences(_ report: [String: Any]) throws -> [String: [String: Any]] {
        let users = try XCTUnwrap(report["users"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: try users.map {
            (try XCTUnwrap($0["user"] as? String), try XCTUnwrap($0["difference"] as? [String: Any]))
        })
    }

    func testTheSameFileTwiceDiffersByExactlyZeroForEveryUser() throws {
        let report = try json(try FocusBenchProcess.run(["compare", "scenarios/signup.json", "scenarios/signup.json",
                                                         "--users", "ios-switch-control,voiceover-expert,keyboard,switch-novice"]
                                                        + quick))
        let differences = try differences(report)
        XCTAssertEqual(differences.count, 4)
        for (user, difference) in differences {
            XCTAssertEqual(difference["mean"] as? Double, 0, user)
            XCTAssertEqual(difference["ci95"] as? [Double], [0, 0], user)
        }
        let changes = try XCTUnwrap(report["changes"] as? [String: Any])
        XCTAssertEqual(changes["added"] as? [String], [])
        XCTAssertEqual(changes["removed"] as? [String], [])
    }

    /// A fix that moves the password field before the e-mail field in the
    /// order everyone follows: the difference is that of the two orders on
    /// one file, replication for replication.
    func testAMovedFieldGivesTheDifferenceOfTheTwoOrders() throws {
        let after = try BadInput.scenario(replacing: visual, with:
            #""visual": ["title", "subtitle", "password", "passwordHint", "email", "terms", "submit", "signIn"]"#)
        for user in ["bench-reference", "voiceover-expert"] {
            let versions = try json(try FocusBenchProcess.run(["compare", "scenarios/signup.json", after,
                                                               "--order", "visual", "--users", user] + quick))
            let orders = try json(try FocusBenchProcess.run(["compare", "scenarios/signup.json",
                                                             "--orders", "passwordFirst,visual", "--user", user] + quick))
            let difference = try XCTUnwrap(try differences(versions)[user])
            let expected = try XCTUnwrap(orders["difference"] as? [String: Any])
            XCTAssertEqual(difference["mean"] as? Double, expected["mean"] as? Double, user)
            XCTAssertEqual(difference["ci95"] as? [Double], expected["ci95"] as? [Double], user)
            let moved = try XCTUnwrap((versions["changes"] as? [String: Any])?["moved"] as? [[String: Any]])
            XCTAssertEqual(moved.first { $0["order"] as? String == "visual" }?["elements"] as? [String], ["email"])
        }
    }

    /// A renamed id is found by its label; the same text is typed in it.
    func testStepsAreMatchedByLabelWhenTheIdChanged() throws {
        let text = try BadInput.signupText().replacingOccurrences(of: "\"email\"", with: "\"emailField\"")
        let after = try FocusBenchProcess.temporaryFile(named: "after.json", containing: text)
        let report = try json(try FocusBenchProcess.run(["compare", "scenarios/signup.json", after,
                                                         "--users", "voiceover-expert"] + quick))
        XCTAssertEqual(try differences(report)["voiceover-expert"]?["mean"] as? Double, 0)
        let changes = try XCTUnwrap(report["changes"] as? [String: Any])
        XCTAssertEqual(changes["added"] as? [String], [])
        XCTAssertEqual(changes["removed"] as? [String], [])
    }

    func testATargetMissingFromTheSecondFileIsOneLine() throws {
        let text = try BadInput.signupText().replacingOccurrences(of: "\"terms\"", with: "\"consent\"")
            .replacingOccurrences(of: "I agree to the Terms", with: "I accept the Terms")
        let after = try FocusBenchProcess.temporaryFile(named: "after.json", containing: text)
        try BadInput.assertRefused(["compare", "scenarios/signup.json", after, "--users", "keyboard"],
                                   startsWith: "focusbench: \(after): task step 3 of the first file activates 'terms'")
    }

    func testOrdersOfOneFileDoNotGoWithTwoFiles() throws {
        let result = try FocusBenchProcess.run("compare", "scenarios/signup.json", "scenarios/signup.json",
                                               "--orders", "visual,passwordFirst")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("--orders compares two orders of one scenario"), result.stderr)
    }

    func testTextSaysWhatChangedAndAVerdictPerUser() throws {
        let result = try FocusBenchProcess.run("compare", "scenarios/signup.json", "scenarios/signup.json",
                                               "--users", "keyboard", "--replications", "200")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("What changed: nothing changed"), result.stdout)
        XCTAssertTrue(result.stdout.contains("keyboard: the same time in both versions (0 s)."), result.stdout)
        XCTAssertEqual(result.stderr, "")
    }
}
