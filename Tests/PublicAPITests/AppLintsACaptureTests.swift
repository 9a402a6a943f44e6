import FocusCost
import FocusImport
import FocusLint
import FocusModel
import FocusReport
import Foundation
import XCTest

/// An app's accessibility test as it would be written with the public API
/// alone: import a capture of its screen, lint it for the users who use it,
/// and render the findings as Markdown for a pull request. Each step gives
/// what the command line gives for the same capture, seed and users.
final class AppLintsACaptureTests: XCTestCase {
    private static let capture = "Tests/FocusImportTests/Fixtures/ios-login.xml"
    private static let users = ["ios-switch-control", "voiceover-expert"]

    func testImportLintAndMarkdownMatchTheCommandLine() throws {
        let capturePath = CommandLineRun.packageRoot.appendingPathComponent(Self.capture).path
        let imported = try Importer.run(ImportRequest(kind: .ios, file: capturePath))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focusbench-app-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenarioFile = folder.appendingPathComponent("ios-login.json").path
        _ = try CommandLineRun.stdout(["import", "ios", capturePath, "--output", scenarioFile])
        XCTAssertEqual(try String(contentsOfFile: scenarioFile, encoding: .utf8), imported.scenarioJSON)

        // The users an iOS screen is linted for by default, as the app finds them.
        XCTAssertEqual(imported.scenario.platform.shippedUsers, Self.users)
        let profiles = try imported.scenario.platform.shippedUsers.map {
            try XCTUnwrap(ProfileCatalog.builtIn.profile(named: $0), $0)
        }
        let settings = SimulationSettings(replications: 200, seed: 3, threads: 2)
        let result = try Linter.lint(LintRequest(scenario: imported.scenario, order: "visual", users: profiles,
                                                 settings: settings))
        let linted = LintedScenario(file: scenarioFile, result: result, policy: .requirements,
                                    sourceText: imported.scenarioJSON)
        let run = LintRun(lints: [linted])
        // The Skip button is under iOS's 44 pt: advice, which fails nothing.
        XCTAssertEqual(result.findings.map(\.kind), [.smallTarget])
        XCTAssertEqual(linted.severity(of: result.findings[0]), .advice)
        XCTAssertEqual(run.exitCode, ExitCode.success)

        // Markdown for the pull request; JSON, which holds each user's time as it is and repaired, for the numbers.
        let context = RenderContext(sourceRoot: folder.path)
        for format: any OutputFormat in [MarkdownFormat(), JSONFormat()] {
            let printed = try CommandLineRun.stdout(
                ["lint", scenarioFile, "--order", "visual", "--users", Self.users.joined(separator: ","),
                 "--replications", "200", "--seed", "3", "--format", format.name, "--source-root", folder.path])
            XCTAssertEqual(try format.render(.lint(run), in: context), String(decoding: printed, as: UTF8.self),
                           format.name)
        }
    }
}
