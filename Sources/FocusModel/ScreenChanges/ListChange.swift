/// A change of the screen's content when the task activates `after`: elements
/// removed (a deleted row) and elements inserted (a new row).
public struct ListChange: Sendable, Equatable {
    /// Where focus goes after the change.
    public enum FocusAfterChange: String, Sendable, Equatable, CaseIterable {
        /// To the element that takes the activated one's place (the next one,
        /// else the previous one), or the activated element when it remains.
        case nearest
        /// To the top of the screen.
        case top
    }

    /// Elements put into every order right after `after`.
    public struct Insertion: Sendable, Equatable {
        public var after: String
        public var elements: [Element]
        public init(after: String, elements: [Element]) {
            self.after = after
            self.elements = elements
        }
    }

    public var after: String
    public var removes: [String]
    public var inserts: Insertion?
    public var focusAfterChange: FocusAfterChange

    public init(after: String, removes: [String] = [], inserts: Insertion? = nil,
                focusAfterChange: FocusAfterChange = .nearest) {
        self.after = after
        self.removes = removes
        self.inserts = inserts
        self.focusAfterChange = focusAfterChange
    }
}
