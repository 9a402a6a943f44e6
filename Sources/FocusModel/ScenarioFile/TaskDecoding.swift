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
        var byID: [String: Element] = [:]
        for element in elements { byID[element.id] = element }
        let disabled = Set(elements.filter(\.disabled).map(\.id))
        var steps: [LocatedTaskStep] = []
        for item in try node.nonEmptyArray(of: "step") {
            let object = try item.object(allowedKeys: ["activate", "enter", "choose"])
            let targetNode = try object.required("activate")
            let target = try targetNode.nonEmptyString()
            guard let element = byID[target] else {
                throw targetNode.failure("unknown element id \(quoted(target)); element ids: \(listed(elements.map(\.id)))")
            }
            if disabled.contains(target) {
                throw targetNode.failure("element \(quoted(target)) is disabled; a disabled control cannot be activated")
            }
            var step = try decodeEntry(object.optional("enter"), target: element)
            if let node = object.optional("choose") {
                if let enter = object.optional("enter") {
                    throw enter.failure("a step either enters text or chooses an option, not both")
                }
                step.choice = try decodeChoice(node, picker: element)
            }
            steps.append(LocatedTaskStep(step: step, path: item.path))
        }
        return steps
    }

    /// `choose` names an option of the picker's list by its label, or by its
    /// number (1 for the first) where the picker gives only a count.
    private static func decodeChoice(_ node: InputNode, picker: Element) throws(InputError) -> Int {
        guard picker.role == .picker, let options = picker.options else {
            throw node.failure("element \(quoted(picker.id)) is a \(picker.role.rawValue) with no \"options\"; "
                + "only a picker that lists its options can be chosen from")
        }
        if case .number = node.value { return try node.integer(in: 1...options.count) - 1 }
        let wanted = try node.nonEmptyString()
        guard let labels = options.labels else {
            throw node.failure("picker \(quoted(picker.id)) gives only the number of its options; choose one by its number (1-\(options.count))")
        }
        guard let index = labels.firstIndex(of: wanted) else {
            throw node.failure("picker \(quoted(picker.id)) has no option \(quoted(wanted)); its options: \(listed(labels))")
        }
        return index
    }

    /// `enter` is a count of characters or the exact text typed, into a
    /// text field: the models would otherwise type into a button or a
    /// checkbox as if it took text (`import --task` refuses that too).
    private static func decodeEntry(_ node: InputNode?, target element: Element) throws(InputError) -> TaskStep {
        guard let node else { return TaskStep(target: element.id) }
        let step: TaskStep
        if case let .string(text) = node.value {
            if text.count > maximumCharacters {
                throw node.failure("must be at most \(maximumCharacters) characters long, found \(text.count)")
            }
            step = TaskStep(target: element.id, text: text)
        } else if case .number = node.value {
            step = TaskStep(target: element.id, characters: try node.integer(in: 0...maximumCharacters))
        } else {
            throw node.failure("expected a number of characters or the text typed, found \(node.value.kindDescription)")
        }
        if step.characters > 0, !element.role.takesTextOnFocus {
            let fields = Role.allCases.filter(\.takesTextOnFocus).map(\.rawValue).joined(separator: ", ")
            throw node.failure("element \(quoted(element.id)) is a \(element.role.rawValue), not a text field; "
                + "only \(fields) take typed text")
        }
        return step
    }
}
