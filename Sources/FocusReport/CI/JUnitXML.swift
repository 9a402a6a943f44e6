/// JUnit XML, the test-result format CI systems show: suites of test cases,
/// each passed or failed with a message.
struct JUnitXML {
    struct Case {
        var className: String
        var name: String
        /// Nil: passed.
        var failure: String?
        /// Shown with the case, such as a warning that does not fail it.
        var output: String?
    }

    struct Suite {
        var name: String
        var cases: [Case]
    }

    var name: String
    var suites: [Suite]

    func render() -> String {
        let all = suites.flatMap(\.cases)
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"\(e(name))\" tests=\"\(all.count)\" failures=\"\(failures(all))\">"]
        for suite in suites {
            lines.append("  <testsuite name=\"\(e(suite.name))\" tests=\"\(suite.cases.count)\" "
                + "failures=\"\(failures(suite.cases))\" errors=\"0\" skipped=\"0\">")
            for testCase in suite.cases {
                let open = "    <testcase classname=\"\(e(testCase.className))\" name=\"\(e(testCase.name))\""
                if testCase.failure == nil, testCase.output == nil {
                    lines.append(open + "/>")
                    continue
                }
                lines.append(open + ">")
                if let failure = testCase.failure {
                    lines.append("      <failure message=\"\(e(failure))\">\(e(failure))</failure>")
                }
                if let output = testCase.output { lines.append("      <system-out>\(e(output))</system-out>") }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func failures(_ cases: [Case]) -> Int { cases.filter { $0.failure != nil }.count }
    private func e(_ text: String) -> String { MarkupText.escape(text) }
}

extension JUnitXML.Suite {
    /// One case per finding, failed when `failing`, or one passing case when there are none.
    init(lint linted: LintedScenario, failing: Bool) {
        let result = linted.result
        let className = "\(linted.file) (\(result.order))"
        var cases = result.findings.map { finding in
            let message = "[\(finding.kind.rawValue)] " + LintRuleHelp.message(finding)
            return JUnitXML.Case(className: className,
                                 name: "\(finding.kind.rawValue): \(finding.elementIDs.joined(separator: ", "))",
                                 failure: failing ? message : nil, output: failing ? nil : "warning: " + message)
        }
        if cases.isEmpty { cases = [JUnitXML.Case(className: className, name: "no lint findings")] }
        self.init(name: "lint \(linted.file), order \(result.order)", cases: cases)
    }
}
