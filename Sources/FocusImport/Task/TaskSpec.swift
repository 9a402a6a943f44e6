import FocusModel

/// `--task "Email=jane@example.com; Password=secret12; Sign up"`: steps
/// separated by semicolons, each naming an element by id or by label, with
/// `=TEXT` for what is typed into it, or, on a picker (`Country=United
/// States`), the option chosen.
enum TaskSpec {
    static func parse(_ spec: String, elements: [ImportedElement], ids: [String],
                      leftOut: [LeftOutElement] = []) throws(ImportError) -> [ImportedStep] {
        var parts = spec.split(separator: ";", omittingEmptySubsequences: false).map(\.trimmingSpaces)
        // A trailing semicolon is harmless; an empty step between two others is a slip.
        while parts.last?.isEmpty == true { parts.removeLast() }
        var steps: [ImportedStep] = []
        for (number, item) in parts.enumerated() {
            if item.isEmpty { throw .badTask("step \(number + 1) is empty") }
            let name: String, text: String?
            if let equals = item.firstIndex(of: "=") {
                name = String(item[..<equals]).trimmingSpaces
                text = String(item[item.index(after: equals)...])
            } else {
                name = item
                text = nil
            }
            if name.isEmpty { throw .badTask("step \(number + 1) names no element before '='") }
            // "Email=" would type nothing: more likely a value lost on the way (an
            // empty shell variable) than meant, so it is refused, not written as "enter": "".
            if let text, text.trimmingSpaces.isEmpty {
                throw .badTask("step \(number + 1) gives no text after '\(name)='; "
                    + "write '\(name)' without '=' to only activate it")
            }
            let index = try resolve(name, typing: text != nil, elements: elements, ids: ids,
                                  leftOut: leftOut)
            if let text, elements[index].role == .picker {
                steps.append(ImportedStep(element: index, choice: try option(text, of: elements[index], id: ids[index])))
            } else {
                steps.append(ImportedStep(element: index, text: text))
            }
        }
        if steps.isEmpty { throw .badTask("names no step") }
        return steps
    }

    /// An id matches exactly; a label matches ignoring case and runs of spaces.
    /// A label shared by a control and text (a web `<label>` and its field)
    /// means the control: the one that can be used, and for `=TEXT` the field.
    static func resolve(_ name: String, typing: Bool, elements: [ImportedElement],
                        ids: [String], leftOut: [LeftOutElement] = []) throws(ImportError) -> Int {
        if let index = ids.firstIndex(of: name) { return index }
        let wanted = normalized(name)
        var byLabel = elements.indices.filter { normalized(elements[$0].label) == wanted }
        for preferred in [{ (e: ImportedElement) in e.role.isActionable },
                          { (e: ImportedElement) in !typing || e.role.takesTextOnFocus }] {
            let kept = byLabel.filter { preferred(elements[$0]) }
            if !kept.isEmpty { byLabel = kept }
        }
        if byLabel.count == 1 { return byLabel[0] }
        if byLabel.count > 1 {
            let listed = byLabel.map { ids[$0] }.joined(separator: ", ")
            throw .badTask("'\(name)' is the label of \(byLabel.count) elements (\(listed)); name one by its id")
        }
        // Something the capture has but the import left out: say why rather than "no element".
        if let missing = leftOut.first(where: { normalized($0.label) == wanted || $0.identifier == name }) {
            throw .badTask("'\(name)' is in the capture (\(missing.place.description)) but was left out of the import: "
                + missing.reason)
        }
        let candidates = ids + elements.map(\.label).filter { !$0.isEmpty }
        let close = NameMatching.closeMatches(to: name, among: candidates)
        let hint = close.isEmpty ? "element ids: \(ids.prefix(12).joined(separator: ", "))"
            : "close matches: \(close.joined(separator: ", "))"
        throw .badTask("no element has the id or label '\(name)'; \(hint)")
    }

    /// The option of `picker` whose label `name` is, ignoring case and runs of spaces.
    static func option(_ name: String, of picker: ImportedElement, id: String) throws(ImportError) -> String {
        guard let options = picker.options, !options.isEmpty else {
            throw .badTask("'\(id)' is a picker whose options the capture does not list; it cannot be chosen from")
        }
        let wanted = normalized(name)
        if let found = options.first(where: { normalized($0) == wanted }) { return found }
        let close = NameMatching.closeMatches(to: name, among: options)
        let hint = close.isEmpty ? "its options: \(options.prefix(12).joined(separator: ", "))"
            : "close matches: \(close.joined(separator: ", "))"
        throw .badTask("picker '\(id)' has no option '\(name)'; \(hint)")
    }

    static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
