import XCTest

/// The help pages are generated from the same option declarations the parser
/// accepts: every option a page lists parses, is suggested for a near miss,
/// lines up in the description column and is documented.
final class CommandDeclarationTests: XCTestCase {
    /// The commands the overview lists, except `help` itself.
    private func listedCommands() throws -> [String] {
        let overview = try FocusBenchProcess.run("--help").stdout
        let section = try XCTUnwrap(overview.components(separatedBy: "Commands:\n").last?
            .components(separatedBy: "\n\n").first)
        let names = section.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        XCTAssertEqual(names.last, "help")
        return names.dropLast()
    }

    /// The option rows of a help page, "--order NAME ..." without the indent.
    private func optionRows(_ page: String) throws -> [Substring] {
        let section = try XCTUnwrap(page.components(separatedBy: "\nOptions:\n").last?
            .components(separatedBy: "\n\n").first)
        return section.split(separator: "\n").filter { $0.hasPrefix("  -") }.map { $0.dropFirst(2) }
    }

    func testEveryListedCommandHasItsOwnHelpPage() throws {
        let commands = try listedCommands()
        XCTAssertEqual(commands.count, 15, "\(commands)")
        for command in commands {
            let page = try FocusBenchProcess.run(command, "--help")
            XCTAssertEqual(page.status, 0, command)
            XCTAssert(page.stdout.hasPrefix("Usage: focusbench \(command) "), command)
            XCTAssert(page.stdout.hasSuffix("\n") && !page.stdout.hasSuffix("\n\n"), command)
            XCTAssertEqual(try FocusBenchProcess.run("help", command).stdout, page.stdout, command)
            XCTAssertEqual(try optionRows(page.stdout).last, "-h, --help           Show this help", command)
        }
    }

    func testEveryOptionInHelpIsAcceptedAndAsksForItsValue() throws {
        for command in try listedCommands() {
            let page = try FocusBenchProcess.run(command, "--help").stdout
            for row in try optionRows(page).dropLast() {
                let name = String(row.split(separator: " ")[0])
                let result = try FocusBenchProcess.run(command, name)
                XCTAssertEqual(result.status, 2, "\(command) \(name)")
                // A switch (help shows no value after its name) is accepted without one.
                if row.dropFirst(name.count).hasPrefix("  ") {
                    XCTAssertFalse(result.stderr.contains("\(name) expects"), "\(command) \(name): \(result.stderr)")
                    XCTAssertFalse(result.stderr.contains("unknown option"), "\(command) \(name): \(result.stderr)")
                    continue
                }
                XCTAssert(result.stderr.hasPrefix("focusbench: \(name) expects "), "\(command) \(name): \(result.stderr)")
                XCTAssert(result.stderr.hasSuffix(", got nothing\n"), "\(command) \(name): \(result.stderr)")
            }
        }
    }

    func testANearMissOfEveryOptionSuggestsIt() throws {
        for command in try listedCommands() {
            let page = try FocusBenchProcess.run(command, "--help").stdout
            for row in try optionRows(page) {
                let name = String(row.split(separator: " ").first { $0.hasPrefix("--") }!)
                // One letter doubled: one edit away from this option only.
                let typo = "--" + String(name.dropFirst(2).first!) + name.dropFirst(2)
                let result = try FocusBenchProcess.run(command, "x.json", typo, "1")
                XCTAssertEqual(result.stderr, "focusbench: unknown option '\(typo)'; did you mean '\(name)'? "
                    + "(see 'focusbench \(command) --help')\n")
            }
        }
    }

    func testDescriptionsShareOneColumn() throws {
        for command in try listedCommands() {
            let page = try FocusBenchProcess.run(command, "--help").stdout
            let section = try XCTUnwrap(page.components(separatedBy: "\nOptions:\n").last?
                .components(separatedBy: "\n\n").first)
            for line in section.split(separator: "\n") {
                let characters = Array(line)
                // Two spaces of indent, 21 for the label, then the description.
                XCTAssertGreaterThan(characters.count, 24, "\(command): \(line)")
                XCTAssertEqual(characters[22], " ", "\(command): \(line)")
                XCTAssertNotEqual(characters[23], " ", "\(command): \(line)")
            }
        }
    }

    func testEveryOptionIsDocumented() throws {
        let docs = try String(contentsOf: FocusBenchProcess.packageRoot.appendingPathComponent("docs/commands.md"),
                              encoding: .utf8)
        for command in try listedCommands() {
            XCTAssert(docs.contains("`\(command)`") || docs.contains("## \(command)"), command)
            let page = try FocusBenchProcess.run(command, "--help").stdout
            for row in try optionRows(page).dropLast() {
                let name = String(row.split(separator: " ")[0])
                XCTAssert(docs.contains(name), "docs/commands.md does not mention \(command) \(name)")
            }
        }
    }
}
