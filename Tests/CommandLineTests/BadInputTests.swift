import XCTest

/// Bad usage and bad input: exit status 2 and one line on stderr that says
/// what is wrong and where, never a crash.
final class BadInputTests: XCTestCase {
    private let signup = "scenarios/signup.json"

    func testUnknownElementInAnOrder() throws {
        let path = try BadInput.scenario(replacing: "\"email\", \"password\", \"passwordHint\"",
                                         with: "\"email\", \"foo\", \"passwordHint\"")
        try BadInput.assertRefused(["simulate", path],
                                   startsWith: "focusbench: \(path): $.orders.visual[3]: unknown element id \"foo\"")
    }

    func testUnknownKey() throws {
        let path = try BadInput.scenario(replacing: "\"platform\"", with: "\"platfrom\"")
        try BadInput.assertRefused(["compare", path], startsWith: "focusbench: \(path): $.platfrom: unknown key")
    }

    func testMalformedJSONNamesLineAndColumn() throws {
        let path = try FocusBenchProcess.temporaryFile(named: "cut.json", containing: "{\"name\": \"Cut\",\n  \"platform\": ")
        try BadInput.assertRefused(["simulate", path], startsWith: "focusbench: \(path): line 2, column")
    }

    func testMissingFile() throws {
        try BadInput.assertRefused(["simulate", "scenarios/no-such-file.json"],
                                   startsWith: "focusbench: scenarios/no-such-file.json: no such file")
    }

    func testMissingCommandAndUnknownCommand() throws {
        try BadInput.assertRefused([], startsWith: "focusbench: missing command (see 'focusbench --help')")
        try BadInput.assertRefused(["simulat", signup], startsWith: "focusbench: unknown command 'simulat'; "
            + "did you mean 'simulate'? (see 'focusbench --help')")
    }

    func testUnknownOptionPointsAtTheCommandsHelp() throws {
        try BadInput.assertRefused(["simulate", signup, "--replicatons", "5"],
                                   startsWith: "focusbench: unknown option '--replicatons'; did you mean "
                                       + "'--replications'? (see 'focusbench simulate --help')")
        try BadInput.assertRefused(["compare", signup, "--order", "visual"],
                                   startsWith: "focusbench: --order goes with --users")
        try BadInput.assertRefused(["compare", signup, "--users", "ios-switch-control,switch-novice",
                                    "--user", "switch-expert"],
                                   startsWith: "focusbench: give either --user")
        try BadInput.assertRefused(["compare", signup, "--users", "ios-switch-control,nobody"],
                                   startsWith: "focusbench: unknown profile \"nobody\"")
        try BadInput.assertRefused(["validate", signup, "--seed", "3"],
                                   startsWith: "focusbench: unknown option '--seed'")
    }

    func testBadOptionValues() throws {
        let cases: [([String], String)] = [
            (["--replications", "abc"], "--replications expects a whole number >= 2, got 'abc'"),
            (["--replications", "1"], "--replications expects a whole number >= 2, got '1'"),
            (["--replications"], "--replications expects a whole number >= 2, got nothing"),
            (["--seed", "-3"], "--seed expects a whole number from 0 to 9007199254740991, got '-3'"),
            (["--threads", "0"], "--threads expects a whole number >= 1, got '0'"),
            (["--max-seconds", "inf"], "--max-seconds expects a positive number of seconds, got 'inf'"),
            (["--format", "xml"], "--format expects text, json or csv, got 'xml'"),
            (["--seed", "1", "--seed", "2"], "--seed is given more than once"),
        ]
        for (options, message) in cases {
            try BadInput.assertRefused(["simulate", signup] + options, startsWith: "focusbench: \(message)")
        }
        try BadInput.assertRefused(["compare", signup, "--orders", "visual"],
                                   startsWith: "focusbench: --orders expects two order names separated by a comma")
    }

    func testBadOutputDestinations() throws {
        let lint = ["lint", "scenarios/changing/signup-dialog-failing.json", "--replications", "100"]
        try BadInput.assertRefused(lint + ["--output", "sarif"], startsWith:
            "focusbench: --output expects a format and a file joined by '=', such as 'sarif=focus.sarif', got 'sarif'")
        try BadInput.assertRefused(lint + ["--output", "=x.sarif"], startsWith: "focusbench: --output expects")
        try BadInput.assertRefused(lint + ["--output", "html=x.html"], startsWith:
            "focusbench: --output: 'html' is not a format of this command (text, json, md, junit, sarif or github)")
        try BadInput.assertRefused(lint + ["--output", "sarif=scenarios/changing/signup-dialog-failing.json"],
                                   startsWith: "focusbench: scenarios/changing/signup-dialog-failing.json is "
                                       + "scenarios/changing/signup-dialog-failing.json itself")
    }

    func testMissingAndExtraScenario() throws {
        try BadInput.assertRefused(["simulate"], startsWith: "focusbench: simulate expects a SCENARIO file")
        try BadInput.assertRefused(["validate", signup, "other.json"], startsWith: "focusbench: unexpected argument 'other.json'")
    }

    func testUnknownProfileListsTheAvailableOnes() throws {
        try BadInput.assertRefused(["simulate", signup, "--user", "nobody"],
                                   startsWith: "focusbench: unknown profile \"nobody\"; available profiles: "
                                       + "ios-switch-control, android-switch-access, switch-novice, switch-expert, "
                                       + "bench-reference, voiceover-novice, voiceover-expert, talkback-default, "
                                       + "keyboard, switch-point, switch-step, slow-scan")
    }

    func testUnknownOrder() throws {
        try BadInput.assertRefused(["simulate", signup, "--order", "nope"],
                                   startsWith: "focusbench: \(signup): no order named 'nope'")
    }

    func testTargetTheUserCanNeverHitIsRefusedBeforeSimulating() throws {
        let profiles = try FocusBenchProcess.temporaryFile(
            named: "slow.json", containing: #"{"too-slow": {"kind": "switch", "reactionTime": {"fixed": 5}}}"#)
        try BadInput.assertRefused(["simulate", signup, "--profiles", profiles, "--user", "too-slow"],
                                   startsWith: "focusbench: \(signup): user 'too-slow': task step 1 ('email') "
                                       + "can never be completed")
    }

    func testBadProfilesFileNamesItsPath() throws {
        let profiles = try FocusBenchProcess.temporaryFile(
            named: "typo.json", containing: #"{"mine": {"kind": "switch", "scanIntervl": 2}}"#)
        try BadInput.assertRefused(["simulate", signup, "--profiles", profiles, "--user", "mine"],
                                   startsWith: "focusbench: \(profiles): $.mine.scanIntervl: unknown key")
    }
}
