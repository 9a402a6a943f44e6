import FocusLint
import FocusModel

/// The lint findings of one order of one scenario file, with where each
/// finding sits in the file (for SARIF's logical locations).
public struct LintedScenario: Sendable {
    /// The scenario file as given.
    public var file: String
    public var result: LintResult
    /// Element id → its index in the file's `elements` array.
    var elementIndex: [String: Int]

    public init(file: String, scenario: Scenario, result: LintResult) {
        self.file = file
        self.result = result
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

/// Writing a JSON path member the way input errors do: `.visual`, or
/// `["two words"]` for a key that is not a plain name.
enum JSONPathText {
    static func member(_ key: String) -> String {
        let plain = key.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
            && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return plain ? "." + key : "[" + JSONValue.string(key).serialized(pretty: false) + "]"
    }
}
