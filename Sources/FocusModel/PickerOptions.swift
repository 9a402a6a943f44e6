/// The options a picker offers (a web `select`'s `option`s, an Android
/// spinner's items), in the order its list shows them.
public struct PickerOptions: Sendable, Equatable {
    /// How many options the list has.
    public var count: Int
    /// The options' labels, when the capture has them; nil when it gives only a count.
    public var labels: [String]?

    public init(count: Int) {
        self.count = count
        labels = nil
    }

    public init(labels: [String]) {
        count = labels.count
        self.labels = labels
    }
}
