import FocusModel

/// WCAG 2.1 SC 1.3.5 Identify Input Purpose, with its time: a web field that
/// collects personal data (WCAG 2.1 section 7, "Input Purposes for User
/// Interface Components") whose `autocomplete` attribute lacks the matching
/// token. With the token the browser offers the saved value, so a person
/// picks it instead of typing; the repair simulated is the task with that
/// field's typing skipped (choosing the suggestion is taken to cost no more
/// than the activation the step already has: an assumption).
///
/// Checked on elements that carry `input` (the control's `type`, `name` and
/// `autocomplete`), which imported pages record; the purpose is read from
/// the `type`, the `name`, the id and the label.
enum InputPurposeCheck {
    struct Purpose {
        /// Words that name it, matched as whole words of the control's type, name, id and label.
        var words: [String]
        /// Autofill field names that identify it (HTML Standard, "Autofill"), the one to suggest first.
        var tokens: [String]
        var description: String
    }

    /// Most specific first: "name on card" before "name", "address 2" before "address".
    static let purposes: [Purpose] = [
        Purpose(words: ["email", "e mail"], tokens: ["email"], description: "an e-mail address"),
        Purpose(words: ["tel", "phone", "telephone", "mobile"], tokens: ["tel", "tel-national", "tel-local"],
                description: "a telephone number"),
        Purpose(words: ["name on card", "cc name", "cardholder", "card holder"], tokens: ["cc-name"],
                description: "the name on a payment card"),
        Purpose(words: ["card number", "cc number", "credit card", "ccnumber"], tokens: ["cc-number"],
                description: "a payment card number"),
        Purpose(words: ["expiration", "expiry", "cc exp", "exp date"], tokens: ["cc-exp", "cc-exp-month", "cc-exp-year"],
                description: "a payment card's expiry date"),
        Purpose(words: ["cvv", "cvc", "csc", "security code"], tokens: ["cc-csc"],
                description: "a payment card's security code"),
        Purpose(words: ["first name", "given name", "firstname", "fname", "forename"], tokens: ["given-name"],
                description: "a given name"),
        Purpose(words: ["last name", "family name", "surname", "lastname", "lname"], tokens: ["family-name"],
                description: "a family name"),
        Purpose(words: ["address 2", "address2", "address line 2", "apartment", "suite"], tokens: ["address-line2"],
                description: "the second line of an address"),
        Purpose(words: ["address", "street"], tokens: ["street-address", "address-line1"], description: "a street address"),
        Purpose(words: ["zip", "postal", "postcode", "postal code", "zip code"], tokens: ["postal-code"],
                description: "a postal code"),
        Purpose(words: ["city", "town"], tokens: ["address-level2"], description: "a city"),
        Purpose(words: ["state", "province"], tokens: ["address-level1"], description: "a state or province"),
        Purpose(words: ["country"], tokens: ["country", "country-name"], description: "a country"),
        Purpose(words: ["username", "user name"], tokens: ["username"], description: "a user name"),
        Purpose(words: ["full name", "name"], tokens: ["name", "given-name", "family-name"], description: "a name"),
        Purpose(words: ["company", "organization", "organisation"], tokens: ["organization"],
                description: "an organisation"),
        Purpose(words: ["birthday", "date of birth", "birth date"], tokens: ["bday"], description: "a date of birth"),
    ]

    static func findings(_ scenario: Scenario) -> [LintFinding] {
        guard scenario.platform == .web else { return [] }
        return scenario.elements.compactMap { element in
            guard let input = element.input, let (purpose, source) = purpose(of: element, input: input),
                  !identifies(input.autocomplete, purpose) else { return nil }
            let typed = scenario.task.filter { $0.target == element.id }.reduce(0) { $0 + $1.characters }
            let has = input.autocomplete.map { "autocomplete=\"\($0)\"" } ?? "no autocomplete"
            var finding = LintFinding(
                kind: .inputPurpose, elementIDs: [element.id],
                explanation: "'\(element.id)' collects \(purpose.description) (\(source)) but has \(has), not \""
                    + purpose.tokens[0] + "\" (WCAG 1.3.5 Identify Input Purpose): "
                    + (typed > 0 ? "autofill would spare typing its \(typed) character\(typed == 1 ? "" : "s")"
                                 : "autofill would spare typing it"),
                repair: typed > 0 ? .autofill(element: element.id) : nil)
            if typed == 0 { finding.notSimulatedReason = "the task types nothing into it" }
            return finding
        }
    }

    /// The purpose the control's type, name, id or label names, and which of them named it.
    static func purpose(of element: Element, input: FormInput) -> (Purpose, String)? {
        let type = (input.type ?? "").lowercased()
        if ["hidden", "password", "search", "submit", "button", "checkbox", "radio"].contains(type) { return nil }
        if type == "email" { return (purposes[0], "type=\"email\"") }
        if type == "tel" { return (purposes[1], "type=\"tel\"") }
        let sources: [(String, String)] = [(input.name ?? "", "name"), (element.id, "id"), (element.label, "label")]
        for purpose in purposes {
            for (text, what) in sources where matches(words(text), purpose) {
                return (purpose, "\(what) \"\(text)\"")
            }
        }
        return nil
    }

    static func matches(_ text: String, _ purpose: Purpose) -> Bool {
        let padded = " \(text) "
        return purpose.words.contains { padded.contains(" \($0) ") }
    }

    /// "billingFirstName" and "first_name" as "billing first name", "first name".
    static func words(_ text: String) -> String {
        var result = ""
        var previous: Character?
        for character in text {
            if character.isUppercase, let previous, previous.isLowercase { result.append(" ") }
            result.append(character.isLetter || character.isNumber ? Character(character.lowercased()) : " ")
            previous = character
        }
        return result.split(separator: " ").joined(separator: " ")
    }

    /// Whether the attribute's field name (its last token, after any
    /// `section-*`, `shipping`/`billing` and `home`/`work`/`mobile` words) is one the purpose takes.
    static func identifies(_ autocomplete: String?, _ purpose: Purpose) -> Bool {
        guard let field = autocomplete?.lowercased().split(whereSeparator: \.isWhitespace).last.map(String.init) else {
            return false
        }
        return purpose.tokens.contains(field)
    }

}
