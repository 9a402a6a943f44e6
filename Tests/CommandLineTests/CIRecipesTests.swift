import Foundation
import XCTest

/// The CI recipes (action.yml, the example workflow in docs/examples/ and
/// ci/focusbench.gitlab-ci.yml) pass the tools their platforms are checked
/// with: actionlint, the published schemas (check-jsonschema carries
/// SchemaStore's) and yamllint. `make test-tools` (run by `make test`)
/// installs them into .build/ci-tools.
final class CIRecipesTests: XCTestCase {
    private static let root = FocusBenchProcess.packageRoot
    private static let tools = root.appendingPathComponent(".build/ci-tools/bin")

    private func tool(_ name: String) throws -> URL {
        let url = Self.tools.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        let message = "\(url.path) is missing: `make test-tools` installs it (`make test` does so first)"
        if ProcessInfo.processInfo.environment["CI"] != nil { throw MissingBuild(message: message) }
        throw XCTSkip(message)
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// actionlint checks a workflow's use of a local action against its
    /// action.yml only inside a git repository with .github/workflows, so the
    /// two are put into a scratch one.
    private func actionlint(workflow: String) throws -> FocusBenchProcess.Result {
        let actionlint = try tool("actionlint")
        let repository = FileManager.default.temporaryDirectory.appendingPathComponent("actionlint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: repository) }
        let workflows = repository.appendingPathComponent(".github/workflows")
        try FileManager.default.createDirectory(at: workflows, withIntermediateDirectories: true)
        try text("action.yml").write(to: repository.appendingPathComponent("action.yml"), atomically: true, encoding: .utf8)
        try workflow.write(to: workflows.appendingPathComponent("focusbench.yml"), atomically: true, encoding: .utf8)
        let git = try XCTUnwrap(FocusBenchProcess.onPath("git"), "git is needed to make the scratch repository")
        XCTAssertEqual(try FocusBenchProcess.run(program: git, ["init", "-q", "."], in: repository).status, 0)
        return try FocusBenchProcess.run(program: actionlint, ["-no-color"], in: repository)
    }

    func testTheExampleWorkflowAndTheActionPassActionlint() throws {
        let workflow = try text("docs/examples/github-workflow.yml")
        let result = try actionlint(workflow: workflow)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)

        // It checks the workflow against the action's inputs.
        let misspelt = try actionlint(workflow: workflow.replacingOccurrences(of: "config: focusbench.json",
                                                                            with: "confg: focusbench.json"))
        XCTAssertEqual(misspelt.status, 1, misspelt.stdout + misspelt.stderr)
        XCTAssertTrue(misspelt.stdout.contains("input \"confg\" is not defined in action"), misspelt.stdout)
    }

    func testTheActionTheWorkflowAndTheGitLabTemplateMatchTheirSchemas() throws {
        let checkJSONSchema = try tool("check-jsonschema")
        for (schema, file) in [("vendor.github-actions", "action.yml"),
                               ("vendor.github-workflows", "docs/examples/github-workflow.yml"),
                               ("vendor.gitlab-ci", "ci/focusbench.gitlab-ci.yml")] {
            let result = try FocusBenchProcess.run(program: checkJSONSchema, ["--builtin-schema", schema, file])
            XCTAssertEqual(result.status, 0, "\(file): \(result.stdout)\(result.stderr)")
        }
        // A key GitLab does not know fails the schema.
        let broken = try FocusBenchProcess.temporaryFile(
            named: "broken.gitlab-ci.yml",
            containing: try text("ci/focusbench.gitlab-ci.yml").replacingOccurrences(of: "when: always",
                                                                                     with: "when: sometimes"))
        let result = try FocusBenchProcess.run(program: checkJSONSchema, ["--builtin-schema", "vendor.gitlab-ci", broken])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
    }

    func testTheRecipesPassYamllint() throws {
        let result = try FocusBenchProcess.run(program: try tool("yamllint"),
                                               ["--strict", "action.yml", "ci", "docs/examples"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    }

    /// The action, the GitLab template and docs/ci.md ask focusbench for the
    /// for the same outputs (`check --output FORMAT=FILE`).
    func testTheRecipesRunCheckWithTheDocumentedOutputs() throws {
        let action = try text("action.yml")
        let gitlab = try text("ci/focusbench.gitlab-ci.yml")
        let guide = try text("docs/ci.md")
        XCTAssertTrue(action.contains("""
            focusbench check --config "$CONFIG" --format "$stdout_format" \\
                      --output "sarif=$SARIF_FILE" --output "md=$REPORT_FILE"
            """))
        XCTAssertTrue(gitlab.contains("--output junit=focusbench.xml --output sarif=focusbench.sarif --output text=focusbench.txt"))
        XCTAssertTrue(action.contains("github/codeql-action/upload-sarif@"))
        XCTAssertTrue(action.contains("cat \"$REPORT_FILE\" >> \"$GITHUB_STEP_SUMMARY\""))
        XCTAssertTrue(guide.contains("--output sarif=focusbench.sarif --output md=focusbench.md"))
        for needed in ["security-events: write", "actions/cache", "include:", "Jenkinsfile", "upload-sarif"] {
            XCTAssertTrue(guide.contains(needed), "docs/ci.md: \(needed)")
        }
    }
}
