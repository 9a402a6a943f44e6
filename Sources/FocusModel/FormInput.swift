/// What a web form control says about the data it collects: its `type`,
/// `name` and `autocomplete` attributes as the page has them. Lint reads it
/// for WCAG 1.3.5 Identify Input Purpose (`autocomplete` tokens are the
/// HTML Standard's autofill field names).
public struct FormInput: Sendable, Equatable {
    public var type: String?
    public var name: String?
    /// The attribute's value; nil when the control has none.
    public var autocomplete: String?

    public init(type: String? = nil, name: String? = nil, autocomplete: String? = nil) {
        self.type = type
        self.name = name
        self.autocomplete = autocomplete
    }
}
