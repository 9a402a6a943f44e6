import XCTest

final class ValidateCommandTests: XCTestCase {
    func testShippedScenariosAreValid() throws {
        let expected = [
            "signup.json": "(8 elements, orders: visual, passwordFirst; task of 4 steps)",
            "bench-linear-20.json": "(20 elements, orders: linear; task of 5 steps)",
            "checkout.json": nil, "login.json": nil, "settings.json": nil,
        ]
        for (file, summary) in expected {
            let path = "scenarios/\(file)"
            let result = try FocusBenchProcess.run("validate", path)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "")
            XCTAssert(result.stdout.hasPrefix("\(path): valid ("), result.stdout)
            XCTAssert(result.stdout.hasSuffix(" steps)\n"), result.stdout)
            if let summary { XCTAssertEqual(result.stdout, "\(path): valid \(summary)\n") }
        }
    }

    func testInvalidScenarioIsOneLineNamingFileAndPath() throws {
        let path = try BadInput.scenario(replacing: "\"email\", \"password\", \"passwordHint\"",
                                         with: "\"email\", \"foo\", \"passwordHint\"")
        let result = try FocusBenchProcess.run("validate", path)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderrLines.count, 1)
        XCTAssert(result.stderr.hasPrefix("focusbench: \(path): $.orders.visual[3]: unknown element id \"foo\""),
                  result.stderr)
    }
}

extension ValidateCommandTests {
    /// Every simulation of the order refuses the task, so validate does too.
    func testTrapWithoutExitBeforeATargetIsRefused() throws {
        let path = try BadInput.scenario(
            replacing: "\"constraints\": [",
            with: "\"traps\": [{\"id\": \"t\", \"members\": [\"subtitle\", \"email\"], \"exit\": null}],\n  \"constraints\": [")
        try BadInput.assertRefused(["validate", path], startsWith: "focusbench: \(path): $.orders.visual: task step 2 "
            + "('password') can never be completed: focus enters trap 't' on the way")
    }
}
