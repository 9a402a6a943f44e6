/// Reads scenario files (the format in docs/scenario-format.md). Decoding is
/// strict: the first problem found is thrown as one `InputError` naming the
/// file and the JSON path, and nothing partial is returned.
public enum ScenarioLoader {
    static let topLevelKeys = ["name", "platform", "screen", "elements", "groups", "orders", "task", "users",
                                "constraints", "variants", "direction", "dialogs", "changes", "traps", "device",
                                "source", "follows"]

    public static func load(contentsOf path: String) throws(InputError) -> Scenario {
        try decode(utf8: InputFile.read(path), file: path)
    }

    /// Decodes scenario text; `file` is only used in error messages.
    public static func decode(text: String, file: String) throws(InputError) -> Scenario {
        try decode(utf8: Array(text.utf8), file: file)
    }

    /// Decodes scenario bytes as read (by a caller that reads each file once).
    package static func decode(utf8 bytes: [UInt8], file: String) throws(InputError) -> Scenario {
        let root = try InputFile.parse(bytes, file: file)
        let object = try root.object(allowedKeys: topLevelKeys)

        let name = try object.required("name").identifier()
        let platform = try object.required("platform").choice(Platform.self)
        let source = try object.optional("source").map { node throws(InputError) in
            try decodeSource(node, platform: platform)
        }
        let screen = try object.optional("screen").map { node throws(InputError) in try ScreenSize(from: node) }
        let elements = try decodeElements(object.required("elements"))
        let groups = try object.optional("groups").map { node throws(InputError) in
            try decodeGroups(node, elements: elements)
        } ?? []
        let changing = try decodeScreenChanges(object, elements: elements, groups: groups)
        let task = try decodeTask(object.required("task"), elements: elements + changing.addedElements)
        let direction = try object.optional("direction")?.choice(LayoutDirection.self) ?? .ltr
        let device = try object.optional("device")?.choice(DeviceClass.self) ?? .phone
        let layout = ReadingOrderLayout(platform: platform, groups: groups, direction: direction, device: device)
        let screenIDs = Set(elements.map(\.id))
        let orders = try decodeOrders(object.required("orders"), elements: elements,
                                      task: task.filter { screenIDs.contains($0.step.target) }, layout: layout)
        let constraints = try object.optional("constraints").map { node throws(InputError) in
            try decodeConstraints(node, elements: elements, orders: orders)
        } ?? []
        let variants = try object.optional("variants").map { node throws(InputError) in
            try decodeVariants(node, elements: elements, orders: orders)
        } ?? []
        let follows = try object.optional("follows").map { node throws(InputError) in
            try decodeFollows(node, orders: orders, platform: platform)
        }
        let users = try object.optional("users").map { node throws(InputError) in
            try ProfileDecoder.decodeNamedProfiles(node, over: .builtIn)
        } ?? []

        var scenario = Scenario(name: name, platform: platform, elements: elements, orders: orders,
                                task: task.map(\.step), users: users, screen: screen, groups: groups,
                                constraints: constraints, variants: variants, direction: direction)
        scenario.dialogs = changing.dialogs
        scenario.changes = changing.changes
        scenario.traps = changing.traps
        scenario.device = device
        scenario.source = source
        scenario.follows = follows
        try checkTaskOnChangingScreen(scenario, task: task, file: file)
        try refuseInlineOffWeb(object, platform: platform)
        return scenario
    }
}

extension ScreenSize {
    init(from node: InputNode) throws(InputError) {
        let object = try node.object(allowedKeys: ["width", "height"])
        self.init(width: try object.required("width").length(),
                  height: try object.required("height").length())
    }
}
