import FocusModel

/// One screen-reader stop found in a capture, before it has its final id.
struct ImportedElement {
    var role: Role
    var label: String
    var frame: Frame
    /// The capture's own identifier (DOM id, resource-id name, iOS name), if any.
    var sourceID: String?
    var disabled = false
    var hint: String?
    /// Web: the `tabindex` attribute, when it is a valid integer.
    var tabindex: Int?
    /// Web: the field is `required`; the draft task takes it.
    var required = false
    /// The field holds no text yet; the draft task takes it on mobile.
    var isEmptyField = false
    /// Web: a link in a sentence (see `InlineLinks`).
    var inline = false
    /// Pickers: the option labels, when the capture lists them (web `select`).
    var options: [String]?
    /// The path of the element's parent in the capture (child indices, or
    /// DOM node ids on the web): elements sharing a prefix share that container.
    var container: [Int] = []
    /// Inside a tab bar, navigation bar, toolbar or navigation landmark.
    var inBar = false
    /// Web form controls: `type`, `name`, `autocomplete`.
    var input: FormInput?
}

/// Everything an importer reads from a capture: the stops in document or
/// hierarchy order, the platform orders over them (indices into `elements`),
/// and the groups (lists of indices).
struct ImportedScreen {
    var platform: Platform
    var name: String
    var screen: ScreenSize
    var source: ScenarioSource
    var elements: [ImportedElement]
    var orders: [(name: String, indices: [Int])]
    var groups: [[Int]] = []
    var guesses: [String] = []
    /// Elements of the capture that are not stops, and why.
    var leftOut: [LeftOutElement] = []
    /// Which of `orders` each kind of user follows on the platform (the
    /// scenario's `follows`), with the platform's reason.
    var follows: [(follower: FollowedOrders.Follower, order: String, because: String)] = []
}
