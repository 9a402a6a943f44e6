import FocusLint
import FocusModel
import Foundation

/// The lint findings of one order of one scenario file, with where each
/// finding sits in the file (for SARIF's logical locations).
public struct LintedScenario: Sendable {
    /// The scenario file as given.
    public var file: String
    public var result: LintResult
    /// Element id → its index in the file's `elements` array.
    var elementIndex: [String: Int]

    /// The file's lines, for the line numbers code-scanning dashboards need; empty when it cannot be read.
    var lines: [Substring]

    public init(file: String, scenario: Scenario, result: LintResult) {
        self.file = file
        self.result = result
        lines = ScenarioLines.of(file)
        elementIndex = Dictionary(scenario.elements.enumerated().map { ($0.element.id, $0.offset) },
                                  uniquingKeysWith: { first, _ in first })
    }

    /// The JSON path of what the finding is about: the order for a reading
    /// order finding, else its first element listed in the file.
    public func jsonPath(of finding: LintFinding) -> String {
        if finding.kind != .readingOrder, let index = finding.elementIDs.lazy.compactMap({ elementIndex[$0] }).first {
            return "$.elements[\(index)]"
        }
        return "$.orders" + JSONPathText.member(result.order)
    }
}

extension LintedScenario {
    /// The line of what `jsonPath(of:)` names: the element's `"id"` or the order's key; 1 when not found.
    func line(of finding: LintFinding) -> Int {
        if finding.kind != .readingOrder, let id = finding.elementIDs.first(where: { elementIndex[$0] != nil }) {
            return ScenarioLines.line(in: lines, matching: #""id"\s*:\s*"# + NSRegularExpression.escapedPattern(for: quotedKey(id)))
        }
        return ScenarioLines.line(in: lines, matching: NSRegularExpression.escapedPattern(for: quotedKey(result.order)) + #"\s*:"#)
    }

    private func quotedKey(_ key: String) -> String { JSONValue.string(key).serialized(pretty: false) }
}

/// Line numbers in a scenario file, found by pattern: a scenario is decoded
/// as a tree without positions, and SARIF viewers place results by line.
enum ScenarioLines {
    static func of(_ file: String) -> [Substring] {
        (try? String(contentsOfFile: file, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
    }

    static func line(in lines: [Substring], matching pattern: String) -> Int {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return 1 }
        for (index, line) in lines.enumerated() {
            let text = String(line)
            if expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil { return index + 1 }
        }
        return 1
    }
}

/// Writing a JSON path member the way input errors do: `.visual`, or
/// `["two words"]` for a key that is not a plain name.
enum JSONPathText {
    static func member(_ key: String) -> String {
        let plain = key.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
            && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return plain ? "." + key : "[" + JSONValue.string(key).serialized(pretty: false) + "]"
    }
}
