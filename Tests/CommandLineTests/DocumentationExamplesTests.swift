import Foundation
import XCTest

/// Every `$ focusbench …` example in README.md and docs/ shows what the
/// program prints: scripts/docs-examples.py runs them (`make docs-examples`
/// pastes the output) and, with --check, fails on any difference other than
/// the elapsed times and thread counts it normalises.
final class DocumentationExamplesTests: XCTestCase {
    private static let script = FocusBenchProcess.packageRoot.appendingPathComponent("scripts/docs-examples.py")

    private func docsExamples(_ arguments: [String]) throws -> FocusBenchProcess.Result {
        let python = try XCTUnwrap(FocusBenchProcess.onPath("python3"),
                                   "python3 runs scripts/docs-examples.py; `make test` installs it")
        return try FocusBenchProcess.run(program: python,
                                         [Self.script.path, "--binary", try FocusBenchProcess.executable().path]
                                             + arguments)
    }

    /// A Markdown file holding one example block.
    private func page(_ example: String) throws -> String {
        try FocusBenchProcess.temporaryFile(named: "page.md", containing: "Text.\n\n```\n\(example)```\n")
    }

    func testEveryExampleInTheDocsIsWhatTheProgramPrints() throws {
        let result = try docsExamples(["--check"])
        XCTAssertEqual(result.status, 0, "run `make docs-examples`:\n" + result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains(", 0 differ"), result.stdout)
    }

    func testAChangedNumberInAPastedOutputFailsTheCheck() throws {
        let command = "$ focusbench validate scenarios/checkout.json\n"
        let output = "scenarios/checkout.json: valid (15 elements, orders: visual, columnsBroken, cardFirst; task of 9 steps)\n"
        // The example as docs/commands.md has it passes.
        let commands = try String(contentsOf: FocusBenchProcess.packageRoot.appendingPathComponent("docs/commands.md"),
                                  encoding: .utf8)
        XCTAssertTrue(commands.contains(command + output))
        XCTAssertEqual(try docsExamples(["--check", try page(command + output)]).status, 0)

        let changed = try page(command + output.replacingOccurrences(of: "15 elements", with: "16 elements"))
        let result = try docsExamples(["--check", changed])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains(":4: the output of `focusbench validate scenarios/checkout.json` differs"),
                      result.stdout)
        XCTAssertTrue(result.stdout.contains("-scenarios/checkout.json: valid (16 elements"), result.stdout)
        XCTAssertTrue(result.stdout.contains("+scenarios/checkout.json: valid (15 elements"), result.stdout)
    }

    func testWritingPastesTheOutputAndKeepsWhatOnlyVaries() throws {
        let command = "$ focusbench simulate scenarios/signup.json --replications 20 --threads 1"
        // Elapsed time and thread count are normalised, so a pasted one from another machine still matches...
        let varying = try page("\(command) | tail -1\nSimulation took 98.76 s.\n"
                               + "\(command) | head -2 | tail -1\n"
                               + "seed 1 · 20 replications · 7 threads · cap 3600 s per replication\n")
        XCTAssertEqual(try docsExamples(["--check", varying]).status, 0)
        // ...and writing leaves it as pasted.
        let before = try String(contentsOfFile: varying, encoding: .utf8)
        XCTAssertEqual(try docsExamples([varying]).status, 0)
        XCTAssertEqual(try String(contentsOfFile: varying, encoding: .utf8), before)

        // A stale output is replaced by the program's, which then passes the check.
        let stale = try page("\(command) | head -1\nSign-up form: order 'visual', user nobody\n")
        let written = try docsExamples([stale])
        XCTAssertEqual(written.status, 0, written.stdout + written.stderr)
        XCTAssertEqual(try String(contentsOfFile: stale, encoding: .utf8),
                       "Text.\n\n```\n\(command) | head -1\nSign-up form: order 'visual', user ios-switch-control\n```\n")
        XCTAssertEqual(try docsExamples(["--check", stale]).status, 0)
    }
}
