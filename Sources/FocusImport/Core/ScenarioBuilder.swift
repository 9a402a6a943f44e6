import FocusModel

/// Turns an imported screen and its task into scenario JSON, then reads that
/// JSON back with the strict scenario reader, so what is written is exactly
/// what `validate` accepts.
enum ScenarioBuilder {
    static func build(_ screen: ImportedScreen, ids: [String], steps: [ImportedStep],
                      outputName: String) throws(ImportError) -> (json: String, scenario: Scenario) {
        var top: [(key: String, value: JSONValue)] = [
            ("name", .string(screen.name)),
            ("platform", .string(screen.platform.rawValue)),
            ("source", sourceValue(screen.source)),
            ("screen", ["width": .number(roundedSize(screen.screen.width)), "height": .number(roundedSize(screen.screen.height))]),
            ("elements", .array(screen.elements.indices.map { elementValue(screen.elements[$0], id: ids[$0]) })),
        ]
        if !screen.groups.isEmpty {
            let taken = Set(ids)
            top.append(("groups", .array(screen.groups.enumerated().map { number, members in
                ["id": .string(groupID(number, taken: taken)), "members": .array(members.map { .string(ids[$0]) })]
            })))
        }
        top.append(("orders", .object(screen.orders.map { order in
            (order.name, .array(order.indices.map { .string(ids[$0]) }))
        })))
        if !screen.follows.isEmpty {
            top.append(("follows", .object(screen.follows.map { follows in
                (follows.follower.rawValue, ["order": .string(follows.order), "because": .string(follows.because)])
            })))
        }
        top.append(("task", .array(steps.map { step in
            var members: [(key: String, value: JSONValue)] = [("activate", .string(ids[step.element]))]
            if let choice = step.choice {
                members.append(("choose", .string(choice)))
            } else if let text = step.text {
                members.append(("enter", .string(text)))
            } else if step.characters > 0 {
                members.append(("enter", .number(Double(step.characters))))
            }
            return .object(members)
        })))
        let json = ScenarioText.render(top)
        do {
            return (json, try ScenarioLoader.decode(text: json, file: outputName))
        } catch {
            throw .runtime("the imported scenario does not validate (\(error.description)); this is a bug in the importer")
        }
    }

    static func elementValue(_ element: ImportedElement, id: String) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("id", .string(id)), ("role", .string(element.role.rawValue)), ("label", .string(element.label)),
            ("frame", ["x": .number(rounded(element.frame.x)), "y": .number(rounded(element.frame.y)),
                       "width": .number(roundedSize(element.frame.width)), "height": .number(roundedSize(element.frame.height))]),
        ]
        if let tabindex = element.tabindex { members.append(("tabindex", .number(Double(tabindex)))) }
        if element.disabled { members.append(("disabled", true)) }
        if let hint = element.hint, !hint.isEmpty { members.append(("hint", .string(hint))) }
        if element.inline { members.append(("inline", true)) }
        if let inputType = element.inputType { members.append(("inputType", .string(inputType.rawValue))) }
        if let options = element.options, !options.isEmpty, element.role == .picker {
            members.append(("options", .array(options.map(JSONValue.string))))
        }
        if let input = element.input {
            let fields: [(key: String, value: JSONValue)] = [("type", input.type), ("name", input.name),
                                                            ("autocomplete", input.autocomplete)]
                .compactMap { key, value in value.map { (key, .string($0)) } }
            if !fields.isEmpty { members.append(("input", .object(fields))) }
        }
        return .object(members)
    }

    static func sourceValue(_ source: ScenarioSource) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("kind", .string(source.kind.rawValue)), ("file", .string(source.file))]
        if let viewport = source.viewport {
            members.append(("viewport", ["width": .number(viewport.width), "height": .number(viewport.height)]))
        }
        if let density = source.density { members.append(("density", .number(density))) }
        return .object(members)
    }

    /// "group1", "group2", …, skipping any that an element already uses
    /// (`taken`: a set, as a screen of thousands of rows asks once per row).
    static func groupID(_ number: Int, taken: Set<String>) -> String {
        var candidate = "group\(number + 1)"
        while taken.contains(candidate) { candidate += "x" }
        return candidate
    }

    /// A size in hundredths, never rounded down to 0: a capture's size of a
    /// few thousandths (which only a damaged file holds) is written as 0.01,
    /// so the scenario keeps every size positive, as the format requires.
    static func roundedSize(_ value: Double) -> Double {
        value > 0 ? max(0.01, rounded(value)) : rounded(value)
    }

    /// Hundredths: finer than any screen draws, and short to read.
    static func rounded(_ value: Double) -> Double {
        let result = (value * 100).rounded() / 100
        return result == 0 ? 0 : result
    }
}
