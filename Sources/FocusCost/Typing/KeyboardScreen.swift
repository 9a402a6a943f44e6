import FocusModel

/// A keyboard layer as a screen the existing simulators scan: every key an
/// element with a frame, the rows as groups, and one order, row by row. So a
/// switch user types with the same scanning rules, timing and mistakes as
/// they navigate screens.
struct KeyboardScreen {
    /// Points per key width and per row; an iPhone's 375-point-wide keyboard
    /// has ten letter keys in a row (assumption for the geometry only point scanning uses).
    static let keyWidth = 37.5
    static let rowHeight = 54.0
    static let gap = 3.0
    static let orderName = "keys"

    let layer: KeyboardLayer
    let layerIndex: Int
    /// The scenario without a task; `step(selecting:)` is the one key step a selection adds.
    let screen: Scenario

    init(layer: KeyboardLayer, layerIndex: Int, platform: Platform) {
        self.layer = layer
        self.layerIndex = layerIndex
        let widest = layer.rows.map { $0.reduce(0) { $0 + $1.width } }.max() ?? 0
        var elements: [Element] = []
        var groups: [Group] = []
        for (r, row) in layer.rows.enumerated() {
            let rowWidth = row.reduce(0) { $0 + $1.width }
            // Shorter rows are centred, as the second row of a QWERTY keyboard is.
            var x = (widest - rowWidth) / 2 * Self.keyWidth
            var members: [String] = []
            for (c, key) in row.enumerated() {
                let id = Self.elementID(layer: layerIndex, place: .init(row: r, column: c))
                let frame = Frame(x: x + Self.gap, y: Double(r) * Self.rowHeight + Self.gap,
                                  width: key.width * Self.keyWidth - 2 * Self.gap, height: Self.rowHeight - 2 * Self.gap)
                elements.append(Element(id: id, role: .button, label: key.kind.fileName, frame: frame))
                members.append(id)
                x += key.width * Self.keyWidth
            }
            if members.count > 1 { groups.append(Group(id: "row\(r)", memberIDs: members)) }
        }
        screen = Scenario(name: layer.name, platform: platform, elements: elements,
                          orders: [NamedOrder(name: Self.orderName, elementIDs: elements.map(\.id))], task: [],
                          screen: ScreenSize(width: widest * Self.keyWidth,
                                             height: Double(layer.rows.count) * Self.rowHeight),
                          groups: groups)
    }

    /// The one step of the task of selecting the key at `place` on this screen.
    func step(selecting place: KeyboardLayer.Place) -> TaskStep {
        TaskStep(target: Self.elementID(layer: layerIndex, place: place))
    }

    static func elementID(layer: Int, place: KeyboardLayer.Place) -> String {
        "layer\(layer).row\(place.row).key\(place.column)"
    }
}
