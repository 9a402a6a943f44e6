import XCTest

final class HelpAndVersionTests: XCTestCase {
    func testOverviewListsTheCommands() throws {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = try FocusBenchProcess.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertEqual(result.stderr, "")
            for command in ["simulate", "compare", "validate", "--version"] {
                XCTAssert(result.stdout.contains(command), "\(arguments) lacks \(command)")
            }
            XCTAssert(result.stdout.contains("Usage: focusbench <command>"))
        }
    }

    func testEveryCommandHasHelpWithUsageDefaultsAndAnExample() throws {
        for command in ["simulate", "compare", "validate"] {
            for arguments in [[command, "--help"], ["help", command], [command, "scenarios/signup.json", "-h"]] {
                let result = try FocusBenchProcess.run(arguments)
                XCTAssertEqual(result.status, 0, "\(arguments)")
                XCTAssertEqual(result.stderr, "")
                XCTAssert(result.stdout.hasPrefix("Usage: focusbench \(command) SCENARIO"), "\(arguments)")
                XCTAssert(result.stdout.contains("Example:\n  focusbench \(command) scenarios/"), "\(arguments)")
            }
        }
        let simulate = try FocusBenchProcess.run("simulate", "--help").stdout
        for option in ["--order NAME", "--user PROFILE", "--profiles FILE", "--replications N", "--seed S",
                       "--threads K", "--max-seconds X", "--format FORMAT", "(default: the order the user follows as",
                       "(default: ios-switch-control)", "(default: 10000)", "(default: 1)", "(default: 3600)",
                       "(default: text)", "all cores"] {
            XCTAssert(simulate.contains(option), "simulate --help lacks \(option)")
        }
        let compare = try FocusBenchProcess.run("compare", "--help").stdout
        XCTAssert(compare.contains("--orders A,B"))
        XCTAssert(compare.contains("(default: the scenario's first two"))
        XCTAssert(compare.contains("--users P,Q"))
    }

    func testHelpWinsOverOtherMistakes() throws {
        let result = try FocusBenchProcess.run("simulate", "--bogus", "--help")
        XCTAssertEqual(result.status, 0)
        XCTAssert(result.stdout.hasPrefix("Usage: focusbench simulate"))
    }

    func testVersion() throws {
        let result = try FocusBenchProcess.run("--version")
        XCTAssertEqual(result.status, 0)
        XCTAssert(result.stdout.hasPrefix("focusbench "))
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 1)
    }

    func testHelpAboutHelpShowsTheOverview() throws {
        let result = try FocusBenchProcess.run("help", "help")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, try FocusBenchProcess.run("--help").stdout)
    }

    func testVersionRefusesExtraArguments() throws {
        let result = try FocusBenchProcess.run("--version", "extra")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "focusbench: unexpected argument 'extra' (see 'focusbench --help')\n")
    }
}
