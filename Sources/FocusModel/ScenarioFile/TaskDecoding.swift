/// A decoded task step with the node it came from, so later checks (an order
/// missing a target) can point back at the step.
struct LocatedTaskStep {
    var step: TaskStep
    var path: JSONPath
}

extension ScenarioLoader {
    /// Far more characters than any form field takes; larger values are
    /// taken to be mistakes rather than tasks.
    static let maximumCharacters = 1_000_000

    static func decodeTask(_ node: InputNode, elements: [Element]) throws(InputError) -> [LocatedTaskStep] {
        let ids = Set(elements.map(\.id))
        let disabled = Set(elements.filter(\.disabled).map(\.id))
        var steps: [LocatedTaskStep] = []
        for item in try node.nonEmptyArray(of: "step") {
            let object = try item.object(allowedKeys: ["activate", "enter"])
            let targetNode = try object.required("activate")
            let target = try targetNode.nonEmptyString()
            guard ids.contains(target) else {
                throw targetNode.failure("unknown element id \(quoted(target)); element ids: \(listed(elements.map(\.id)))")
            }
            if disabled.contains(target) {
                throw targetNode.failure("element \(quoted(target)) is disabled; a disabled control cannot be activated")
            }
            let step = try decodeEntry(object.optional("enter"), target: target)
            steps.append(LocatedTaskStep(step: step, path: item.path))
        }
        return steps
    }

    /// `enter` is a count of characters or the exact text typed.
    private static func decodeEntry(_ node: InputNode?, target: String) throws(InputError) -> TaskStep {
        guard let node else { return TaskStep(target: target) }
        if case let .string(text) = node.value {
            if text.count > maximumCharacters {
                throw node.failure("must be at most \(maximumCharacters) characters long, found \(text.count)")
            }
            return TaskStep(target: target, text: text)
        }
        if case .number = node.value {
            return TaskStep(target: target, characters: try node.integer(in: 0...maximumCharacters))
        }
        throw node.failure("expected a number of characters or the text typed, found \(node.value.kindDescription)")
    }
}
