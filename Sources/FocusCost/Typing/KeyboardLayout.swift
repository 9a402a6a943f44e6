import FocusModel

/// A keyboard: named layers of rows of keys. The first layer is the one
/// shown when typing starts.
package struct KeyboardLayout: Sendable, Equatable {
    public var name: String
    public var layers: [KeyboardLayer]
    /// The platform the keyboard belongs to, which decides how it is scanned
    /// when a profile does not say (nil for the layouts of the literature and for files).
    public var platform: Platform?

    /// A layout checked with `KeyboardLayout.problems`; refused when it has any.
    public init(name: String, layers: [KeyboardLayer], platform: Platform? = nil) throws(KeyboardError) {
        self.name = name
        self.layers = layers
        self.platform = platform
        if let problem = problems.first { throw KeyboardError.invalidLayout(name: name, problem: problem) }
    }

    public func layerIndex(named name: String) -> Int? { layers.firstIndex { $0.name == name } }

    /// What makes the layout unusable for typing, first problem first.
    /// A delete key is required on every layer because a wrong key is undone with it.
    var problems: [String] {
        var found: [String] = []
        if layers.isEmpty { found.append("a keyboard needs at least one layer") }
        var seen: Set<String> = []
        for layer in layers {
            if layer.name.isEmpty { found.append("a layer name must not be empty") }
            if !seen.insert(layer.name).inserted { found.append("layer \"\(layer.name)\" is named twice") }
            if layer.rows.isEmpty { found.append("layer \"\(layer.name)\" has no rows") }
            for (r, row) in layer.rows.enumerated() where row.isEmpty {
                found.append("row \(r) of layer \"\(layer.name)\" has no keys")
            }
            if layer.place(of: .delete) == nil {
                found.append("layer \"\(layer.name)\" has no delete key; a wrong key is undone with it")
            }
            var typed: Set<Character> = []
            for place in layer.places {
                let kind = layer.key(at: place).kind
                if let c = kind.typed, !typed.insert(c).inserted {
                    found.append("layer \"\(layer.name)\" has two keys typing \(KeyboardError.shown(c))")
                }
                if case let .layer(target) = kind, !layers.contains(where: { $0.name == target }) {
                    found.append("layer \"\(layer.name)\" row \(place.row) switches to layer \"\(target)\", "
                        + "which the keyboard does not have")
                }
            }
        }
        return found
    }
}
