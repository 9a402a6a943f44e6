/// What `focusbench lint` found in every scenario it was given.
public struct LintRun: Sendable {
    public var lints: [LintedScenario]

    public init(lints: [LintedScenario]) {
        self.lints = lints
    }

    /// Per scenario with failures: the file and how many.
    public var failures: [(file: String, count: Int)] {
        lints.compactMap { linted in
            let count = linted.result.findings.filter { linted.severity(of: $0) == .failure }.count
            return count == 0 ? nil : (linted.file, count)
        }
    }

    public var exitCode: Int32 { failures.isEmpty ? ExitCode.success : ExitCode.findingsFound }
}
