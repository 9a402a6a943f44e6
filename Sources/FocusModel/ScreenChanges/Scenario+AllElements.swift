extension Scenario {
    /// The screen's elements, then every dialog's, then every inserted one.
    public var allElements: [Element] {
        elements + dialogs.flatMap(\.elements) + changes.flatMap { $0.inserts?.elements ?? [] }
    }
}
