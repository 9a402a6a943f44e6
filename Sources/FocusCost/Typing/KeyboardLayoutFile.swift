import FocusModel

/// Reads a keyboard layout from a JSON file (format in docs/keyboards.md),
/// with the same strict checks as scenario files: unknown keys, wrong types
/// and unusable layouts are refused with the file and the JSON path.
package enum KeyboardLayoutFile {
    static let fileKeys = ["name", "platform", "layers"]

    public static func load(contentsOf path: String) throws(InputError) -> KeyboardLayout {
        try decode(InputFile.parse(InputFile.read(path), file: path))
    }

    public static func decode(text: String, file: String) throws(InputError) -> KeyboardLayout {
        try decode(InputFile.parse(Array(text.utf8), file: file))
    }

    static func decode(_ root: InputNode) throws(InputError) -> KeyboardLayout {
        let object = try root.object(allowedKeys: fileKeys)
        let name = try object.required("name").nonEmptyString()
        let platform = try object.optional("platform")?.choice(Platform.self)
        let layersNode = try object.required("layers")
        var layers: [KeyboardLayer] = []
        for layerNode in try layersNode.nonEmptyArray(of: "layer") {
            let layer = try decodeLayer(layerNode)
            if layers.contains(where: { $0.name == layer.name }) {
                throw try layerNode.anyObject().required("name").failure("layer \"\(layer.name)\" is named twice")
            }
            layers.append(layer)
        }
        try checkLayerReferences(layersNode, layers: layers)
        do {
            return try KeyboardLayout(name: name, layers: layers, platform: platform)
        } catch {
            throw layersNode.failure(error.problemText)
        }
    }

    private static func decodeLayer(_ node: InputNode) throws(InputError) -> KeyboardLayer {
        let object = try node.object(allowedKeys: ["name", "rows"])
        let name = try object.required("name").nonEmptyString()
        var rows: [[KeyboardKey]] = []
        for rowNode in try object.required("rows").nonEmptyArray(of: "row") {
            var row: [KeyboardKey] = []
            for keyNode in try rowNode.nonEmptyArray(of: "key") { row.append(try decodeKey(keyNode)) }
            rows.append(row)
        }
        return KeyboardLayer(name: name, rows: rows)
    }

    /// A key is a string (see `kind(named:)`) or `{"key": string, "width": number}`.
    private static func decodeKey(_ node: InputNode) throws(InputError) -> KeyboardKey {
        if case .string = node.value { return KeyboardKey(try kind(of: node)) }
        let object = try node.object(allowedKeys: ["key", "width"])
        let kind = try kind(of: object.required("key"))
        let width = try object.optional("width")?.positiveNumber() ?? 1
        return KeyboardKey(kind, width: width)
    }

    /// One character types itself; longer names are the special keys.
    private static func kind(of node: InputNode) throws(InputError) -> KeyKind {
        let text = try node.nonEmptyString()
        if text.count == 1 { return .character(text.first!) }
        switch text {
        case "space": return .space
        case "enter": return .enter
        case "shift": return .shift
        case "delete": return .delete
        default: break
        }
        for (prefix, make) in [("layer:", KeyKind.layer), ("other:", KeyKind.other)] where text.hasPrefix(prefix) {
            let name = String(text.dropFirst(prefix.count))
            if name.isEmpty { throw node.failure("\"\(prefix)\" must be followed by a name") }
            return make(name)
        }
        throw node.failure("unknown key \"\(text)\"; a key is one character, space, enter, shift, delete, "
            + "layer:NAME or other:NAME")
    }

    /// Points a layer switch to a missing layer at the key itself, which is
    /// more helpful than the layout-wide check.
    private static func checkLayerReferences(_ layersNode: InputNode, layers: [KeyboardLayer]) throws(InputError) {
        let names = Set(layers.map(\.name))
        let layerNodes = try layersNode.array()
        for (l, layer) in layers.enumerated() {
            let rowNodes = try layerNodes[l].anyObject().required("rows").array()
            for place in layer.places {
                guard case let .layer(target) = layer.key(at: place).kind, !names.contains(target) else { continue }
                let keyNode = try rowNodes[place.row].array()[place.column]
                throw keyNode.failure("switches to layer \"\(target)\", which the keyboard does not have; "
                    + "layers: \(layers.map(\.name).joined(separator: ", "))")
            }
        }
    }
}

extension KeyboardError {
    /// The message without the layout's name, for errors that already name the file.
    var problemText: String {
        if case let .invalidLayout(_, problem) = self { return problem }
        return description
    }
}
