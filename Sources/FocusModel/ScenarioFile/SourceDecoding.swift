extension ScenarioLoader {
    /// The `source` object. A viewport only makes sense for a web page and a
    /// density only for an Android dump, so each is refused elsewhere rather
    /// than carried along unused.
    static func decodeSource(_ node: InputNode, platform: Platform) throws(InputError) -> ScenarioSource {
        let object = try node.object(allowedKeys: ["kind", "file", "viewport", "density"])
        let kindNode = try object.required("kind")
        let kind = try kindNode.choice(Platform.self)
        if kind != platform {
            throw kindNode.failure("a \(kind.rawValue) source cannot describe a \(platform.rawValue) scenario; "
                + "\"kind\" must equal \"platform\"")
        }
        var source = ScenarioSource(kind: kind, file: try object.required("file").nonEmptyString())
        if let viewport = object.optional("viewport") {
            if kind != .web { throw viewport.failure("\"viewport\" belongs to a web source only") }
            source.viewport = try ScreenSize(from: viewport)
        }
        if let density = object.optional("density") {
            if kind != .android { throw density.failure("\"density\" belongs to an android source only") }
            source.density = try density.positiveNumber()
        }
        return source
    }
}
