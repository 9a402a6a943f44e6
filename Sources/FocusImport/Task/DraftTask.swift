import FocusModel

/// The task written when `--task` is not given: the fields a person must
/// fill, with a typical length each, then the control that submits them. It
/// is a draft to edit, and is announced as one, with the reason for each
/// choice.
enum DraftTask {
    static func draft(_ screen: ImportedScreen, ids: [String]) -> (steps: [ImportedStep], guesses: [String]) {
        // Only what every order reaches can be a step (a radio that Tab skips is not).
        let first = screen.orders.first?.indices ?? Array(screen.elements.indices)
        let everywhere = screen.orders.reduce(Set(first)) { $0.intersection($1.indices) }
        let order = first.filter(everywhere.contains)
        let fields = order.filter { index in
            let element = screen.elements[index]
            guard element.role.takesTextOnFocus, !element.disabled else { return false }
            return screen.platform == .web ? element.required : element.isEmptyField
        }
        let fieldReason = screen.platform == .web ? "a required field" : "an empty text field (no text, or only its hint)"
        var reasons = fields.map { index in
            "draft task: '\(ids[index])' (\(typicalLength(screen.elements[index].label)) characters): \(fieldReason)"
        }
        var steps = fields.map { ImportedStep(element: $0, characters: typicalLength(screen.elements[$0].label)) }
        var described = fields.map { "\(ids[$0]) (\(typicalLength(screen.elements[$0].label)) characters)" }
        let (submit, reason) = submitControl(screen, order: order, fields: fields, ids: ids)
        if let submit {
            steps.append(ImportedStep(element: submit, characters: 0))
            described.append(ids[submit])
        }
        reasons.append(reason)
        if steps.isEmpty, let start = order.first(where: { screen.elements[$0].role.isActionable && !screen.elements[$0].disabled })
            ?? order.first {
            steps.append(ImportedStep(element: start, characters: 0))
            described.append(ids[start])
            reasons.append("draft task: '\(ids[start])': the first element that can be used, as nothing else was found")
        }
        let what = screen.platform == .web ? "required fields" : "empty text fields"
        return (steps, reasons + ["draft task (no --task given; \(what), then the submit-like button): "
            + described.joined(separator: ", ") + "; edit it or pass --task"])
    }

    /// Labels that read like submitting a form (English, and the commonest
    /// words in Portuguese, Spanish, French and German; an assumption, as no
    /// platform lists them).
    static let submitWords = [
        "submit", "sign up", "sign in", "log in", "login", "register", "create", "continue", "next", "save", "send",
        "pay", "buy", "confirm", "done", "ok", "search", "apply", "book", "check", "verify", "place order", "checkout",
        "entrar", "acessar", "enviar", "continuar", "confirmar", "salvar", "iniciar", "ingresar", "siguiente",
        "guardar", "connexion", "valider", "suivant", "envoyer", "anmelden", "weiter", "senden", "speichern",
    ]

    /// The control that submits the fields: a button in the fields' own
    /// container (the innermost one holding them all; the next one out if it
    /// has none), after the last field in the order, never in a tab bar,
    /// navigation bar or toolbar, never one named like a debugging aid. The
    /// first such button whose label reads like a submit wins, else the first
    /// such button. Without fields: the last submit-like button, else the
    /// last button.
    static func submitControl(_ screen: ImportedScreen, order: [Int], fields: [Int],
                              ids: [String]) -> (Int?, String) {
        let elements = screen.elements
        var passedOver: [String] = []
        let usable = order.filter { index in
            let element = elements[index]
            guard element.role == .button, !element.disabled else { return false }
            if element.inBar {
                passedOver.append("'\(ids[index])' (in a tab, navigation or tool bar)")
                return false
            }
            if isDebugNamed(element, id: ids[index]) {
                passedOver.append("'\(ids[index])' (named like a debugging aid)")
                return false
            }
            return true
        }
        func submitLike(_ index: Int) -> Bool {
            let label = elements[index].label.lowercased()
            return submitWords.contains { label.contains($0) }
        }
        func described(_ index: Int) -> String {
            "'\(ids[index])' (\"\(MessageText.visible(MessageText.shortened(elements[index].label)))\")"
        }
        func skipped() -> String { passedOver.isEmpty ? "" : "; passed over " + passedOver.prefix(4).joined(separator: ", ") }

        guard let lastField = fields.last, let lastPosition = order.firstIndex(of: lastField) else {
            if let chosen = usable.last(where: submitLike) {
                return (chosen, "draft task: \(described(chosen)): no field to fill; the last button whose label reads like a submit\(skipped())")
            }
            if let chosen = usable.last {
                return (chosen, "draft task: \(described(chosen)): no field to fill and no submit-like label; the last button\(skipped())")
            }
            return (nil, "draft task: no button to end with\(skipped())")
        }
        let after = Set(order[order.index(after: lastPosition)...])
        for element in usable where !after.contains(element) { passedOver.append("'\(ids[element])' (before the last field)") }
        var scope = commonPrefix(fields.map { elements[$0].container })
        var levels = 0
        while true {
            let candidates = usable.filter { after.contains($0) && elements[$0].container.starts(with: scope) }
            if let chosen = candidates.first(where: submitLike) ?? candidates.first {
                let container = levels == 0 ? "in the fields' container" : "in the container \(levels) level\(levels == 1 ? "" : "s") above the fields'"
                let how = submitLike(chosen) ? "the first button after the last field whose label reads like a submit"
                    : "the first button after the last field (no label reads like a submit)"
                for other in candidates where other != chosen { passedOver.append("'\(ids[other])' (a later or less submit-like button)") }
                return (chosen, "draft task: \(described(chosen)): \(how), \(container)\(skipped())")
            }
            if scope.isEmpty { break }
            scope.removeLast()
            levels += 1
        }
        return (nil, "draft task: no button after the last field '\(ids[lastField])'\(skipped())")
    }

    static func isDebugNamed(_ element: ImportedElement, id: String) -> Bool {
        [element.label, element.sourceID ?? "", id].contains { $0.lowercased().contains("debug") }
    }

    static func commonPrefix(_ paths: [[Int]]) -> [Int] {
        guard var prefix = paths.first else { return [] }
        for path in paths.dropFirst() {
            let shared = zip(prefix, path).prefix { $0 == $1 }.count
            prefix = Array(prefix.prefix(shared))
        }
        return prefix
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
