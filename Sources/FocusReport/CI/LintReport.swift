import FocusModel

/// `focusbench lint` output for one or more scenario files, in each `FindingsFormat`.
public enum LintReport {
    public static func render(_ lints: [LintedScenario], as format: FindingsFormat, toolVersion: String) -> String {
        switch format {
        case .text: return lints.map { LintText.render($0.result) }.joined(separator: "\n")
        case .json:
            guard lints.count > 1 else { return LintJSON.render(lints[0].result) }
            let value: JSONValue = .array(lints.map { linted in
                var members = LintJSON.value(of: linted.result).objectValue ?? []
                members.insert(("file", .string(linted.file)), at: 0)
                return .object(members)
            })
            return value.serialized(pretty: true) + "\n"
        case .sarif: return SARIFLog.render(lints: lints, lintLevel: .error, toolVersion: toolVersion)
        case .junit:
            return JUnitXML(name: "focusbench lint", suites: lints.map { JUnitXML.Suite(lint: $0, failing: true) })
                .render()
        case .github:
            let lines = lints.flatMap { GitHubAnnotations.lint($0, level: .error) }
            return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        }
    }
}
