/// A screen, the focus orders to evaluate on it, and the task a person does there.
public struct Scenario: Sendable, Equatable {
    public var name: String
    public var platform: Platform
    public var elements: [Element]
    /// Named focus orders, in the order the file lists them.
    public var orders: [NamedOrder]
    public var task: [TaskStep]
    /// Profiles the scenario adds or overrides, in file order.
    public var users: [NamedProfile]
    /// The screen size in points, when given.
    public var screen: ScreenSize?
    /// Containers whose elements group scanning presents as one unit.
    public var groups: [Group]
    /// Rules a proposed order must keep (see `Constraint`), in file order.
    public var constraints: [Constraint]
    /// Weighted ways of doing the task, for the optimizer; empty means `task` alone.
    public var variants: [TaskVariant]
    /// The writing direction, for the derived reading order's leading edge.
    public var direction: LayoutDirection
    /// Dialogs the task opens (see `Dialog`), in file order.
    public var dialogs: [Dialog] = []
    /// Content changes the task causes (see `ListChange`), in file order.
    public var changes: [ListChange] = []
    /// Regions focus cannot leave (see `FocusTrap`), in file order.
    public var traps: [FocusTrap] = []
    /// Phone or tablet, for the derived iOS reading order's row tolerance.
    public var device: DeviceClass = .phone
    /// The capture an imported scenario was made from, when it was imported.
    public var source: ScenarioSource?
    /// Which order each kind of user follows as shipped (`follows`); nil
    /// when the scenario does not say.
    public var follows: FollowedOrders?

    public init(name: String, platform: Platform, elements: [Element], orders: [NamedOrder],
                task: [TaskStep], users: [NamedProfile] = [], screen: ScreenSize? = nil, groups: [Group] = [],
                constraints: [Constraint] = [], variants: [TaskVariant] = [], direction: LayoutDirection = .ltr) {
        self.name = name
        self.platform = platform
        self.elements = elements
        self.orders = orders
        self.task = task
        self.users = users
        self.screen = screen
        self.groups = groups
        self.constraints = constraints
        self.variants = variants
        self.direction = direction
    }

    /// True when the screen changes during the task (dialogs, list changes or
    /// traps), so that one static order does not describe it.
    public var changesDuringTask: Bool { !dialogs.isEmpty || !changes.isEmpty || !traps.isEmpty }

    /// The order called `name`, if the scenario has one.
    public func order(named name: String) -> NamedOrder? {
        orders.first { $0.name == name }
    }

    /// The element with identifier `id`, if any.
    public func element(id: String) -> Element? {
        elements.first { $0.id == id }
    }
}

public enum Platform: String, Sendable, Equatable, CaseIterable {
    case ios, android, web
}

public struct ScreenSize: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A focus order: element identifiers in the sequence focus visits them.
public struct NamedOrder: Sendable, Equatable {
    public var name: String
    public var elementIDs: [String]
    /// True when the scenario asked for the platform's own order
    /// (`"geometric"`) instead of listing one: on the web that order follows
    /// tabindex, which screen readers do not (see `SwipeNavigation`).
    public var derivedFromLayout = false
    public init(name: String, elementIDs: [String]) {
        self.name = name
        self.elementIDs = elementIDs
    }
}

/// One thing the person does: move focus to `target`, activate it, and type
/// `characters` characters into it when it is a text field, or choose option
/// `choice` of its list when it is a picker.
public struct TaskStep: Sendable, Equatable {
    public var target: String
    public var characters: Int
    /// The exact text typed, when the scenario gives one; `characters` is then its length.
    public var text: String?
    /// Pickers: the 0-based index of the option chosen in the picker's list, if the step chooses one.
    public var choice: Int?
    public init(target: String, characters: Int = 0, text: String? = nil, choice: Int? = nil) {
        self.target = target
        self.characters = text?.count ?? characters
        self.text = text
        self.choice = choice
    }
}
