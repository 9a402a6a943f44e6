import Foundation
import XCTest

/// Shell completions and `make install`: the scripts parse, name every
/// command, and an installed focusbench runs.
final class InstallTests: XCTestCase {
    private static let commands = ["simulate", "compare", "validate", "optimize", "calibrate", "tune", "report",
                                   "lint", "check", "keyboard", "import", "completions", "man"]

    /// Runs a program found on PATH, its stderr after its stdout; nil when it is not installed.
    private func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String)? {
        guard let path = FocusBenchProcess.onPath(program) else { return nil }
        let result = try FocusBenchProcess.run(program: path, arguments)
        return (result.status, result.stdout + result.stderr)
    }

    func testBashCompletionParsesAndCompletesEveryCommand() throws {
        let result = try FocusBenchProcess.run("completions", "bash")
        XCTAssertEqual(result.status, 0, result.stderr)
        let script = try FocusBenchProcess.temporaryFile(named: "focusbench.bash", containing: result.stdout)
        let check = try XCTUnwrap(try run("bash", ["-n", script]))
        XCTAssertEqual(check.status, 0, check.output)
        for command in Self.commands { XCTAssertTrue(result.stdout.contains("    \(command))\n"), command) }
        XCTAssertTrue(result.stdout.contains("--format) COMPREPLY=($(compgen -W 'text json md junit sarif github'"))
        // Completing "focusbench check --f" in bash itself offers --format.
        let probe = try FocusBenchProcess.temporaryFile(named: "probe.bash", containing: """
            source '\(script)'
            COMP_WORDS=(focusbench check --f); COMP_CWORD=2; _focusbench; echo "${COMPREPLY[*]}"
            COMP_WORDS=(focusbench che); COMP_CWORD=1; _focusbench; echo "${COMPREPLY[*]}"
            COMP_WORDS=(focusbench lint x.json --format s); COMP_CWORD=4; _focusbench; echo "${COMPREPLY[*]}"
            """)
        let completed = try XCTUnwrap(try run("bash", [probe]))
        XCTAssertEqual(completed.output, "--format\ncheck\nsarif\n")
    }

    func testZshAndFishCompletionsNameEveryCommand() throws {
        for shell in ["zsh", "fish"] {
            let result = try FocusBenchProcess.run("completions", shell)
            XCTAssertEqual(result.status, 0, result.stderr)
            for command in Self.commands { XCTAssertTrue(result.stdout.contains(command), "\(shell): \(command)") }
            // The shells check the syntax where they are installed.
            let script = try FocusBenchProcess.temporaryFile(named: "focusbench.\(shell)", containing: result.stdout)
            if let check = try run(shell, ["-n", script]) { XCTAssertEqual(check.status, 0, "\(shell): \(check.output)") }
        }
        XCTAssertEqual(try FocusBenchProcess.run("completions", "tcsh").stderrLines,
                       ["focusbench: completions expects bash, zsh or fish, got 'tcsh' (see 'focusbench completions --help')"])
    }

    /// Profile names after --users, the values of every choice, and the
    /// words a first argument may be, in all three shells.
    func testChoicesProfilesAndArgumentWordsComplete() throws {
        let bash = try FocusBenchProcess.run("completions", "bash").stdout
        let script = try FocusBenchProcess.temporaryFile(named: "focusbench.bash", containing: bash)
        let probe = try FocusBenchProcess.temporaryFile(named: "probe.bash", containing: """
            source '\(script)'
            COMP_WORDS=(focusbench report x.json --users voiceover-e); COMP_CWORD=4; _focusbench; echo "${COMPREPLY[*]}"
            COMP_WORDS=(focusbench optimize x.json --method he); COMP_CWORD=4; _focusbench; echo "${COMPREPLY[*]}"
            COMP_WORDS=(focusbench tune x.json --parameter first); COMP_CWORD=4; _focusbench; echo "${COMPREPLY[*]}"
            COMP_WORDS=(focusbench tune x.json --objective p); COMP_CWORD=4; _focusbench; echo "${COMPREPLY[*]}"
            COMP_WORDS=(focusbench report x.json --scenario-check na); COMP_CWORD=4; _focusbench; echo "${COMPREPLY[*]}"
            COMP_WORDS=(focusbench import an); COMP_CWORD=2; _focusbench; echo "${COMPREPLY[*]}"
            COMP_WORDS=(focusbench completions f); COMP_CWORD=2; _focusbench; echo "${COMPREPLY[*]}"
            """)
        let completed = try XCTUnwrap(try run("bash", [probe]))
        XCTAssertEqual(completed.output, "voiceover-expert\nheuristic\nfirstItemPause\np90\nname\nandroid\nfish\n")
        let zsh = try FocusBenchProcess.run("completions", "zsh").stdout
        XCTAssertTrue(zsh.contains(":METHOD:(auto exact heuristic)'"), zsh)
        XCTAssertTrue(zsh.contains("'1:argument:(ios android web)'"), zsh)
        XCTAssertTrue(zsh.contains(":P,Q,...:(ios-switch-control "), zsh)
        let fish = try FocusBenchProcess.run("completions", "fish").stdout
        XCTAssertTrue(fish.contains("-l scenario-check -x -a 'same name off'"), fish)
        XCTAssertTrue(fish.contains("and not __fish_seen_subcommand_from bash zsh fish' -x -a 'bash zsh fish'"), fish)
        XCTAssertEqual(try FocusBenchProcess.run("completions").stderrLines,
                       ["focusbench: completions expects bash, zsh or fish (see 'focusbench completions --help')"])
    }

    func testMakeInstallIntoATemporaryPrefixRuns() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("prefix-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        // install-built is `make install` without the release build, which the tests cannot run inside themselves.
        let make = try XCTUnwrap(try run("make", ["install-built", "PREFIX=\(prefix)",
                                                  "BUILT=\(try FocusBenchProcess.executable().path)"]))
        XCTAssertEqual(make.status, 0, make.output)
        let version = try FocusBenchProcess.run(program: URL(fileURLWithPath: "\(prefix)/bin/focusbench"), ["--version"])
        XCTAssertEqual(version.status, 0, version.stderr)
        XCTAssertTrue(version.stdout.hasPrefix("focusbench "), version.stdout)
        for file in ["share/bash-completion/completions/focusbench", "share/zsh/site-functions/_focusbench",
                     "share/fish/vendor_completions.d/focusbench.fish", "share/man/man1/focusbench.1"] {
            let size = (try FileManager.default.attributesOfItem(atPath: "\(prefix)/\(file)")[.size] as? Int) ?? 0
            XCTAssertGreaterThan(size, 1000, file)
        }
        // The manual page is valid roff for the man macros where groff is installed.
        if let groff = try run("groff", ["-man", "-ww", "-z", "\(prefix)/share/man/man1/focusbench.1"]) {
            XCTAssertEqual(groff.status, 0, groff.output)
            XCTAssertEqual(groff.output, "")
        }
    }
}
