import FocusModel

/// The task written when `--task` is not given: the fields a person must
/// fill, with a typical length each, then the button that submits them. It
/// is a draft to edit, and is announced as one.
enum DraftTask {
    static func draft(_ screen: ImportedScreen, ids: [String]) -> (steps: [ImportedStep], guesses: [String]) {
        // Only what every order reaches can be a step (a radio that Tab skips is not).
        let first = screen.orders.first?.indices ?? Array(screen.elements.indices)
        let everywhere = screen.orders.reduce(Set(first)) { $0.intersection($1.indices) }
        let order = first.filter(everywhere.contains)
        let fields = order.filter { index in
            let element = screen.elements[index]
            guard textRoles.contains(element.role), !element.disabled else { return false }
            return screen.platform == .web ? element.required : element.isEmptyField
        }
        var steps = fields.map { ImportedStep(element: $0, characters: typicalLength(screen.elements[$0].label)) }
        var described = fields.map { "\(ids[$0]) (\(typicalLength(screen.elements[$0].label)) characters)" }
        if let submit = submitButton(screen, order: order) {
            steps.append(ImportedStep(element: submit, characters: 0))
            described.append(ids[submit])
        }
        if steps.isEmpty, let start = order.first(where: { screen.elements[$0].role.isActionable && !screen.elements[$0].disabled })
            ?? order.first {
            steps.append(ImportedStep(element: start, characters: 0))
            described.append(ids[start])
        }
        let what = screen.platform == .web ? "required fields" : "empty text fields"
        return (steps, ["draft task (no --task given; \(what), then the submit-like button): "
            + described.joined(separator: ", ") + "; edit it or pass --task"])
    }

    static let textRoles: Set<Role> = [.textField, .secureTextField, .searchField, .textArea]

    /// The last enabled button in the order whose label reads like a submit,
    /// else the last enabled button.
    static func submitButton(_ screen: ImportedScreen, order: [Int]) -> Int? {
        let buttons = order.filter { screen.elements[$0].role == .button && !screen.elements[$0].disabled }
        let submitWords = ["submit", "sign up", "sign in", "log in", "login", "register", "create", "continue",
                           "next", "save", "send", "pay", "buy", "confirm", "done", "ok", "search", "apply", "book"]
        let submitLike = buttons.filter { index in
            let label = screen.elements[index].label.lowercased()
            return submitWords.contains { label.contains($0) }
        }
        return submitLike.last ?? buttons.last
    }

    /// Characters a person typically types into a field with this label
    /// (assumptions: common lengths of such values; 10 when nothing matches).
    static func typicalLength(_ label: String) -> Int {
        let text = label.lowercased()
        let table: [(String, Int)] = [
            ("email", 20), ("e-mail", 20), ("password", 12), ("card", 16), ("cvc", 3), ("cvv", 3),
            ("security code", 3), ("zip", 5), ("postal", 5), ("postcode", 6), ("phone", 10), ("mobile", 10),
            ("first name", 6), ("last name", 7), ("surname", 7), ("name", 12), ("street", 18), ("address", 18),
            ("city", 9), ("expir", 5), ("date", 10), ("search", 10), ("code", 6), ("message", 60),
            ("comment", 60), ("amount", 4), ("age", 2),
        ]
        return table.first { text.contains($0.0) }?.1 ?? 10
    }
}
