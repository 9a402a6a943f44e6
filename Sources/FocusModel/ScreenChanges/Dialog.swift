/// A dialog that opens when the task activates `opensAfter` and closes when
/// it activates one of `closesAfter` (elements of the dialog).
public struct Dialog: Sendable, Equatable {
    /// Where focus goes when the dialog opens.
    public enum FocusOnOpen: String, Sendable, Equatable, CaseIterable {
        /// To the dialog's first element, as WCAG 2.4.3 expects.
        case first
        /// Nowhere: focus stays on the element that opened the dialog.
        case stays
    }

    /// Where focus goes when the dialog closes.
    public enum FocusOnClose: String, Sendable, Equatable, CaseIterable {
        /// Back to the element that opened it, as WCAG 2.4.3 expects.
        case trigger
        /// To the top of the screen.
        case top
    }

    public var id: String
    public var opensAfter: String
    /// The dialog's elements, in the dialog's own focus order.
    public var elements: [Element]
    /// A modal dialog hides the rest of the screen from focus while open.
    public var modal: Bool
    public var focusOnOpen: FocusOnOpen
    public var focusOnClose: FocusOnClose
    public var closesAfter: [String]

    public init(id: String, opensAfter: String, elements: [Element], modal: Bool = true,
                focusOnOpen: FocusOnOpen = .first, focusOnClose: FocusOnClose = .trigger, closesAfter: [String]) {
        self.id = id
        self.opensAfter = opensAfter
        self.elements = elements
        self.modal = modal
        self.focusOnOpen = focusOnOpen
        self.focusOnClose = focusOnClose
        self.closesAfter = closesAfter
    }
}
