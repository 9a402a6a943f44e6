import FocusCost
import Foundation

/// JUnit XML as the Ant schema (windyroad `JUnit.xsd`) has it, which
/// Jenkins, GitLab and test-result viewers read: suites with their time,
/// timestamp and host; cases with their time, a `failure` with its `type`
/// when they fail. Two additions the readers take and the Ant schema lacks
/// (Tests/Schemas/README.md): a case's `file`, which GitLab links, and a
/// case's `system-out`, where advice that does not fail it goes.
struct JUnitXML {
    struct Case {
        var className: String
        var name: String
        /// The file the case is about, relative to the source root.
        var file: String?
        var seconds: Double = 0
        /// Nil: passed.
        var failure: Failure?
        /// Shown with the case, such as advice that does not fail it.
        var output: String?
    }

    struct Failure {
        /// The rule or budget that failed ("smallTarget", "budget").
        var type: String
        var message: String
    }

    struct Suite {
        var name: String
        var seconds: Double = 0
        var cases: [Case]
        /// The suite's `properties`: the seed and replications its numbers came from.
        var properties: [(name: String, value: String)] = []
    }

    var suites: [Suite]
    /// When the run started (the suites' `timestamp`).
    var started: Date
    var hostname = ProcessInfo.processInfo.hostName.isEmpty ? "localhost" : ProcessInfo.processInfo.hostName

    func render() -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites>"]
        for (index, suite) in suites.enumerated() {
            let failures = suite.cases.filter { $0.failure != nil }.count
            lines.append("  <testsuite package=\"focusbench\" id=\"\(index)\" name=\"\(a(suite.name))\" "
                + "timestamp=\"\(Self.timestamp(started))\" hostname=\"\(a(hostname))\" tests=\"\(suite.cases.count)\" "
                + "failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(Self.seconds(suite.seconds))\">")
            if suite.properties.isEmpty {
                lines.append("    <properties/>")
            } else {
                lines.append("    <properties>")
                for property in suite.properties {
                    lines.append("      <property name=\"\(a(property.name))\" value=\"\(a(property.value))\"/>")
                }
                lines.append("    </properties>")
            }
            for testCase in suite.cases {
                var open = "    <testcase name=\"\(a(testCase.name))\" classname=\"\(a(testCase.className))\" "
                    + "time=\"\(Self.seconds(testCase.seconds))\""
                if let file = testCase.file { open += " file=\"\(a(file))\"" }
                if testCase.failure == nil, testCase.output == nil {
                    lines.append(open + "/>")
                    continue
                }
                lines.append(open + ">")
                if let failure = testCase.failure {
                    lines.append("      <failure message=\"\(a(failure.message))\" type=\"\(a(failure.type))\">"
                        + "\(MarkupText.escape(failure.message))</failure>")
                }
                if let output = testCase.output { lines.append("      <system-out>\(MarkupText.escape(output))</system-out>") }
                lines.append("    </testcase>")
            }
            lines.append("    <system-out/>")
            lines.append("    <system-err/>")
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// An attribute value: escaped, with line breaks and tabs as character
    /// references, which attribute normalisation would otherwise turn into spaces.
    private func a(_ text: String) -> String {
        MarkupText.escape(text).replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\r", with: "&#13;")
            .replacingOccurrences(of: "\t", with: "&#9;")
    }

    /// The Ant schema's timestamp: ISO 8601 without a zone; written in UTC.
    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }

    static func seconds(_ value: Double) -> String { String(format: "%.3f", max(0, value)) }
}

extension JUnitXML.Suite {
    /// What reproduces a suite's numbers: its seed and replications.
    static func properties(_ settings: SimulationSettings) -> [(name: String, value: String)] {
        [("seed", "\(settings.seed)"), ("replications", "\(settings.replications)")]
    }

    /// One case per finding, failed when its severity is a failure, or one passing case when there are none.
    /// Findings come from one run and are not timed apart: the suite has the run's time, each case 0.
    init(lint linted: LintedScenario, root: String) {
        let result = linted.result
        let className = "\(linted.file) (\(result.order))"
        let file = SourcePath.display(linted.file, root: root)
        var cases = result.findings.map { finding in
            let message = "[\(finding.kind.rawValue)] " + LintRuleHelp.message(finding)
            let fails = linted.severity(of: finding) == .failure
            return JUnitXML.Case(className: className,
                                 name: "\(finding.kind.rawValue): \(finding.elementIDs.joined(separator: ", "))",
                                 file: file,
                                 failure: fails ? JUnitXML.Failure(type: finding.kind.rawValue, message: message) : nil,
                                 output: fails ? nil : "advice: " + message)
        }
        if cases.isEmpty { cases = [JUnitXML.Case(className: className, name: "no lint findings", file: file)] }
        self.init(name: "lint \(linted.file), order \(result.order)", seconds: linted.seconds, cases: cases,
                  properties: Self.properties(result.settings))
    }
}

/// `check --format junit`: one suite per file's budgets, one per linted order.
enum CheckJUnit {
    static func suites(_ result: CheckResult, root: String) -> [JUnitXML.Suite] {
        let budgetSuites = result.scenarioFiles.compactMap { file -> JUnitXML.Suite? in
            let checks = result.budgetChecks.filter { $0.scenarioFile == file }
            guard !checks.isEmpty else { return nil }
            return JUnitXML.Suite(name: "budgets \(file)", seconds: result.seconds[file] ?? 0, cases: checks.map { check in
                JUnitXML.Case(className: file, name: check.title, file: SourcePath.display(file, root: root),
                              failure: check.severity == .failure ? JUnitXML.Failure(type: "budget", message: check.sentence)
                                  : nil,
                              output: check.severity == .advice ? "advice: " + check.sentence : nil)
            }, properties: JUnitXML.Suite.properties(result.settings))
        }
        return budgetSuites + result.lints.map { JUnitXML.Suite(lint: $0, root: root) }
    }
}
