import XCTest

/// `focusbench optimize` refuses bad arguments before any search: exit
/// status 2, nothing on stdout, one line on stderr.
final class OptimizeArgumentTests: XCTestCase {
    private let signup = "scenarios/signup.json"

    func testBadValuesAreOneLineEach() throws {
        let cases: [([String], String)] = [
            (["--mix", "ios-switch-control"], "--mix expects profile=weight pairs separated by commas, such as "
                + "'ios-switch-control=0.5,voiceover-expert=0.5', got 'ios-switch-control'"),
            (["--mix", "=1"], "--mix expects profile=weight pairs"),
            (["--mix", "ios-switch-control=0.5,"], "--mix expects profile=weight pairs"),
            (["--mix", "ios-switch-control=0"], "--mix: the weight of 'ios-switch-control' must be a positive number, got '0'"),
            (["--mix", "ios-switch-control=-1"], "--mix: the weight of 'ios-switch-control' must be a positive number, got '-1'"),
            (["--mix", "ios-switch-control=nan"], "--mix: the weight of 'ios-switch-control' must be a positive number"),
            (["--mix", "keyboard=1,keyboard=2"], "--mix names 'keyboard' more than once"),
            (["--mix", "keyboard=1,nobody=1"], "unknown profile \"nobody\"; available profiles: ios-switch-control"),
            (["--user", "nobody"], "unknown profile \"nobody\""),
            (["--method", "fast"], "--method expects auto, exact or heuristic, got 'fast'"),
            (["--time-limit", "0"], "--time-limit expects a positive number of seconds, got '0'"),
            (["--time-limit", "soon"], "--time-limit expects a positive number of seconds, got 'soon'"),
            (["--seed", "-1"], "--seed expects a whole number from 0 to 9007199254740991, got '-1'"),
            (["--replications", "1"], "--replications expects a whole number >= 2, got '1'"),
            (["--format", "csv"], "--format expects text or json, got 'csv'"),
            (["--write-order", ""], "--write-order expects a name for the new order, got ''"),
            (["--reference", "nope"], "\(signup): --reference: no order named 'nope' (the scenario has: visual, passwordFirst)"),
            (["--write-order", "visual"], "\(signup): --write-order: the scenario already has an order named 'visual'"),
            (["--threads", "2"], "unknown option '--threads'"),
        ]
        for (options, message) in cases {
            try BadInput.assertRefused(["optimize", signup] + options, startsWith: "focusbench: " + message)
        }
    }

    func testExclusiveAndDependentOptions() throws {
        try BadInput.assertRefused(["optimize", signup, "--user", "keyboard", "--mix", "keyboard=1"],
                                   startsWith: "focusbench: give either --user (one profile) or --mix "
                                       + "(weighted profiles), not both (see 'focusbench optimize --help')")
        try BadInput.assertRefused(["optimize", signup, "--output", "x.json"],
                                   startsWith: "focusbench: --output goes with --write-order NAME")
        try BadInput.assertRefused(["optimize"], startsWith: "focusbench: optimize expects a SCENARIO file")
        try BadInput.assertRefused(["optimize", signup, "extra"], startsWith: "focusbench: unexpected argument 'extra'")
    }

    func testNeverWritesOverTheInput() throws {
        let copy = try FocusBenchProcess.temporaryFile(named: "signup.json", containing: BadInput.signupText())
        let sameFileNames = [copy, URL(fileURLWithPath: copy).deletingLastPathComponent().path + "/./signup.json"]
        for output in sameFileNames {
            try BadInput.assertRefused(["optimize", copy, "--write-order", "fastest", "--output", output],
                                       startsWith: "focusbench: --output \(output) is the scenario file itself")
        }
        let link = URL(fileURLWithPath: copy).deletingLastPathComponent().appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: copy)
        // Only regular files are written, so a link is refused before it is compared with the input.
        try BadInput.assertRefused(["optimize", copy, "--write-order", "fastest", "--output", link],
                                   startsWith: "focusbench: --output cannot write \(link): it is a symbolic link")
        XCTAssertEqual(try String(contentsOfFile: copy, encoding: .utf8), try BadInput.signupText())
    }

    func testHelpShowsDefaultsAndExamples() throws {
        for arguments in [["optimize", "--help"], ["help", "optimize"], ["optimize", signup, "--mix", "bad", "-h"]] {
            let result = try FocusBenchProcess.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertEqual(result.stderr, "")
            XCTAssert(result.stdout.hasPrefix("Usage: focusbench optimize SCENARIO"), "\(arguments)")
            for text in ["(default: ios-switch-control)", "(default: the scenario's first order)", "(default: auto)",
                         "(default: 10)", "(default: 1)", "(default: 10000)", "(default: text)", "--mix P=W,Q=V",
                         "--write-order NAME", "--output FILE",
                         "Examples:\n  focusbench optimize scenarios/signup.json\n"] {
                XCTAssert(result.stdout.contains(text), "optimize --help lacks \(text)")
            }
        }
        let overview = try FocusBenchProcess.run("--help").stdout
        XCTAssert(overview.contains("  optimize     Find the fastest focus order"))
    }
}
