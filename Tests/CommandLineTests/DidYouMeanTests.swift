import XCTest

/// Near misses of profile and order names get a suggestion, as options do.
final class DidYouMeanTests: XCTestCase {
    func testMistypedProfileIsSuggested() throws {
        let result = try FocusBenchProcess.run("simulate", "scenarios/signup.json", "--user", "voiceover-exprt",
                                               "--replications", "10")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("; did you mean 'voiceover-expert'?\n"), result.stderr)
    }

    func testMistypedOrderIsSuggested() throws {
        for arguments in [["simulate", "scenarios/signup.json", "--order", "visul"],
                          ["report", "scenarios/signup.json", "--orders", "visul", "--format", "json"],
                          ["optimize", "scenarios/signup.json", "--reference", "visul"]] {
            let result = try FocusBenchProcess.run(arguments + ["--replications", "10"].filter { _ in
                arguments[0] != "optimize"
            })
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasSuffix("; did you mean 'visual'?\n"), "\(arguments): \(result.stderr)")
        }
    }

    func testFarOffNameGetsNoSuggestion() throws {
        let result = try FocusBenchProcess.run("simulate", "scenarios/signup.json", "--user", "nobody")
        XCTAssertEqual(result.status, 2)
        XCTAssertFalse(result.stderr.contains("did you mean"), result.stderr)
    }
}
