import Foundation

/// GitHub Actions workflow commands: `::error file=F,title=T::message` and
/// `::warning ...`, which the Actions runner turns into annotations on the file.
enum GitHubAnnotations {
    enum Level: String {
        case error, warning, notice
    }

    static func line(_ level: Level, file: String?, title: String, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=" + escapeProperty(file)) }
        properties.append("title=" + escapeProperty(title))
        return "::\(level.rawValue) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// The runner reads `%`, CR and LF encoded in a message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Properties also encode `:` and `,`, which separate them.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    static func lint(_ linted: LintedScenario, level: Level) -> [String] {
        linted.result.findings.map { finding in
            // Advice is a notice, so that it does not read as a failure in the run.
            line(finding.isAdvice ? .notice : level, file: linted.file, title: "focusbench lint: \(finding.kind.rawValue)",
                 message: LintRuleHelp.message(finding))
        }
    }
}
