import Foundation
import XCTest

/// Values far beyond any screen, person or stored run are refused with one
/// line (exit 2), and the few that are legitimate but extreme are handled:
/// no command traps on them.
final class HugeValueTests: XCTestCase {
    private let signup = "scenarios/signup.json"

    func testHugeFrameWidthIsRefusedByEveryCommandThatReadsTheScenario() throws {
        let path = try BadInput.scenario(replacing: "\"width\": 358", with: "\"width\": 1e19")
        for command in ["validate", "lint", "report"] {
            try BadInput.assertRefused([command, path], startsWith: "focusbench: \(path): $.elements[")
        }
        let wide = try BadInput.scenario(replacing: "\"width\": 358", with: "\"width\": 1e20")
        let result = try FocusBenchProcess.run("report", wide)
        XCTAssertEqual(result.status, 2)
        XCTAssert(result.stderr.contains("must be at most 1000000 points, found 1e+20"), result.stderr)
    }

    func testHugeScreenIsRefused() throws {
        let text = try BadInput.signupText()
        guard let range = text.range(of: #""screen": {"width": 390"#) else { throw XCTSkip("signup has no screen") }
        let path = try FocusBenchProcess.temporaryFile(
            named: "wide-screen.json", containing: text.replacingCharacters(in: range, with: #""screen": {"width": 1e19"#))
        try BadInput.assertRefused(["validate", path], startsWith: "focusbench: \(path): $.screen.width: must be at most")
    }

    func testHugeProfileTimesAreRefused() throws {
        let profiles = try FocusBenchProcess.temporaryFile(named: "p.json", containing: """
            {"huge": {"kind": "switch", "scanInterval": 1e19, "reactionTime": {"fixed": 1e20}}}
            """)
        try BadInput.assertRefused(["simulate", signup, "--profiles", profiles, "--user", "huge"],
                                   startsWith: "focusbench: \(profiles): $.huge.scanInterval: must be at most 3600 seconds")
        let reaction = try FocusBenchProcess.temporaryFile(named: "r.json", containing: """
            {"huge": {"kind": "switch", "reactionTime": {"fixed": 1e20}}}
            """)
        try BadInput.assertRefused(["simulate", signup, "--profiles", reaction, "--user", "huge"],
                                   startsWith: "focusbench: \(reaction): $.huge.reactionTime.fixed: must be at most")
        let lognormal = try FocusBenchProcess.temporaryFile(named: "l.json", containing: """
            {"huge": {"kind": "switch", "reactionTime": {"lognormal": {"mu": 50, "sigma": 1}}}}
            """)
        try BadInput.assertRefused(["simulate", signup, "--profiles", lognormal, "--user", "huge"],
                                   startsWith: "focusbench: \(lognormal): $.huge.reactionTime: has a mean of")
        let infinite = try FocusBenchProcess.temporaryFile(named: "i.json", containing: """
            {"huge": {"kind": "switch", "reactionTime": {"lognormal": {"mu": 0, "sigma": 40}}}}
            """)
        try BadInput.assertRefused(["simulate", signup, "--profiles", infinite, "--user", "huge"],
                                   startsWith: "focusbench: \(infinite): $.huge.reactionTime: has an infinite mean; "
                                       + "at most 3600 is plausible")
    }

    /// Distributions at the edge of what doubles hold are evaluated before any
    /// random stream exists (the check that a target can be hit, a spread's
    /// percentiles): GSL's error handler must already be off there, or GSL
    /// aborts the process with a backtrace.
    func testEdgeDistributionsNeverAbortInGSL() throws {
        let gamma = try FocusBenchProcess.temporaryFile(named: "gamma.json", containing: """
            {"narrow": {"kind": "switch", "reactionTime": {"gamma": {"shape": 1e300, "scale": 1e-300}}}}
            """)
        try BadInput.assertRefused(["simulate", signup, "--profiles", gamma, "--user", "narrow"],
                                   startsWith: "focusbench: \(gamma): $.narrow.reactionTime.gamma.shape: must be at most")
        let narrow = try FocusBenchProcess.temporaryFile(named: "narrow.json", containing: """
            {"narrow": {"kind": "switch", "reactionTime": {"gamma": {"shape": 1e15, "scale": 6e-16}}}}
            """)
        let run = try FocusBenchProcess.run("simulate", signup, "--profiles", narrow, "--user", "narrow",
                                            "--replications", "200")
        XCTAssertEqual(run.status, 0, run.stderr)
        let beta = try FocusBenchProcess.temporaryFile(named: "beta.json", containing: """
            {"rare": {"base": "switch-novice", "people": {"activationTime.value": {"beta": {"a": 1e-5, "b": 1e5}}}}}
            """)
        let people = try FocusBenchProcess.run("simulate", signup, "--profiles", beta, "--user", "rare",
                                               "--people", "3", "--replications", "20")
        XCTAssertEqual(people.status, 0, people.stderr)
        XCTAssertFalse(people.stderr.contains("gsl:"), people.stderr)
    }

    func testHugeSweepSpeedIsRefused() throws {
        let profiles = try FocusBenchProcess.temporaryFile(named: "point.json", containing: """
            {"fast": {"kind": "switch", "scanning": "point", "sweepSpeed": 1e19}}
            """)
        try BadInput.assertRefused(["simulate", signup, "--profiles", profiles, "--user", "fast"],
                                   startsWith: "focusbench: \(profiles): $.fast.sweepSpeed: must be at most 1000000")
    }

    func testCalibrateRescalesTinyTimesAndRefusesHugeOnes() throws {
        let tiny = try FocusBenchProcess.temporaryFile(named: "tiny.txt", containing: "1e-300\n2e-300\n3e-300\n")
        let result = try FocusBenchProcess.run("calibrate", tiny, "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(result.stdout.contains("\"lognormal\""), result.stdout)
        let huge = try FocusBenchProcess.temporaryFile(named: "huge.txt", containing: "1e300\n2e300\n3e300\n")
        try BadInput.assertRefused(["calibrate", huge], startsWith: "focusbench: \(huge): line 1: 1e300 seconds is longer")
    }

    func testFullDeviceIsARuntimeFailureWithOneLine() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        let process = Process()
        process.executableURL = try FocusBenchProcess.executable()
        process.arguments = ["validate", signup]
        process.currentDirectoryURL = FocusBenchProcess.packageRoot
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertEqual(stderr, "focusbench: cannot write to standard output: No space left on device\n")
    }

    func testClosedPipeIsARuntimeFailureWithOneLine() throws {
        let process = Process()
        process.executableURL = try FocusBenchProcess.executable()
        process.arguments = ["simulate", signup, "--format", "csv", "--replications", "20000"]
        process.currentDirectoryURL = FocusBenchProcess.packageRoot
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        // The reader goes away before the run writes anything.
        try output.fileHandleForReading.close()
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertEqual(stderr, "focusbench: cannot write to standard output: Broken pipe\n")
    }

    func testHugeWeightsKeepTheirShares() throws {
        let result = try FocusBenchProcess.run("optimize", signup,
                                               "--mix", "ios-switch-control=1e308,voiceover-expert=1e308")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(result.stdout.contains("ios-switch-control (50%) and voiceover-expert (50%)"), result.stdout)
    }

    func testHelpAboutHelp() throws {
        let overview = try FocusBenchProcess.run("help")
        for flag in ["--help", "-h"] {
            let result = try FocusBenchProcess.run("help", flag)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stdout, overview.stdout)
        }
    }
}
