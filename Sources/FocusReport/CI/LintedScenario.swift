import FocusLint
import FocusModel
import Foundation

/// The lint findings of one order of one scenario, with how much each
/// counts and where in the file a fix goes.
public struct LintedScenario: Sendable {
    /// The scenario file as given, or the capture it was imported from.
    public var file: String
    public var result: LintResult
    public var policy: FindingPolicy
    /// Seconds the lint took (JUnit's `time`).
    public var seconds: Double
    /// The text's positions; nil for a capture or a text that is not JSON.
    let source: JSONSourceMap?

    /// - Parameter sourceText: the scenario file's JSON, which places each
    ///   finding at its key; nil when `file` is a capture the scenario was
    ///   imported from (findings then point at its start).
    public init(file: String, result: LintResult, policy: FindingPolicy, seconds: Double = 0, sourceText: String?) {
        self.file = file
        self.result = result
        self.policy = policy
        self.seconds = seconds
        source = sourceText.flatMap(JSONSourceMap.init)
    }

    public func severity(of finding: LintFinding) -> Severity { policy.severity(of: finding) }

    /// Where a fix goes: the JSON path and region of the key it changes
    /// (`focusOnOpen` of a dialog that keeps focus behind it, an element's
    /// `frame` when it is too small, the order for a reading-order finding),
    /// else of the element's `"id"`, else of the order.
    public func location(of finding: LintFinding) -> (path: String, region: SourceRegion) {
        let orderPath = "$.orders" + JSONPathText.member(result.order)
        guard let source else { return (orderPath, .fileStart) }
        let orders = source.root.member("orders")?.value.member(result.order)
        let atOrder = (orderPath, orders.map { source.region(of: $0.span) } ?? .fileStart)
        let key: String?
        switch finding.kind {
        case .readingOrder, .regionOrder, .missingFromOrder: return atOrder
        case .inputPurpose: key = "input"
        case .dialogDoesNotTakeFocus: key = "focusOnOpen"
        case .dialogDoesNotReturnFocus: key = "focusOnClose"
        case .focusThrownToTop:
            guard let after = finding.elementIDs.first,
                  let change = source.object(where: "after", is: after) else { return atOrder }
            return located(change, key: "focusAfterChange", fallback: "after", in: source)
        case .smallTarget: key = "frame"
        case .positiveTabindex: key = "tabindex"
        case .invisibleFocus: key = "focusVisible"
        case .unreachableTarget:
            // Behind a trap without an exit (the trap is named second): the trap; else the order that leaves it out.
            guard finding.elementIDs.count > 1, let trap = source.object(where: "id", is: finding.elementIDs[1]) else {
                return atOrder
            }
            return located(trap, key: nil, fallback: "id", in: source)
        case .trap, .trapWithoutExit, .unreachableForUser: key = nil
        }
        guard let id = finding.elementIDs.first, let object = source.object(where: "id", is: id) else { return atOrder }
        return located(object, key: key, fallback: "id", in: source)
    }

    private func located(_ object: (node: JSONSourceMap.Node, path: String), key: String?, fallback: String,
                         in source: JSONSourceMap) -> (path: String, region: SourceRegion) {
        if let key, let member = object.node.member(key) {
            return (object.path + JSONPathText.member(key), source.region(of: member.span))
        }
        let member = object.node.member(fallback)
        return (object.path, member.map { source.region(of: $0.span) } ?? source.region(of: object.node.span))
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
