import FocusModel

/// Reads a `uiautomator dump` or Appium page source into the stops TalkBack
/// would visit: actionable views, and text no actionable view takes in, with
/// the text of non-actionable children merged into the actionable view above
/// them. Frames go from px to dp with the density.
enum AndroidImporter {
    static func read(_ request: ImportRequest) throws(ImportError) -> ImportedScreen {
        try map(SafeXMLReader.read(file: request.file), request: request)
    }

    static func map(_ root: XMLTree, request: ImportRequest) throws(ImportError) -> ImportedScreen {
        let file = request.file
        var guesses: [String] = []
        let density = request.density ?? AndroidDensity.assumed
        if request.density == nil {
            guesses.append("density: assumed \(JSONValue.number(density).serialized(pretty: false)) dpi (dp = px x 160 / \(JSONValue.number(density).serialized(pretty: false))); "
                + "pass --density with the value of 'adb shell wm density'")
        }
        let views = root.preorder().filter { $0.attributes["bounds"] != nil }
        if views.isEmpty {
            throw .at(file, line: root.line, "no view nodes (no element has a 'bounds' attribute); "
                + "expected the output of 'uiautomator dump' or an Appium page source")
        }
        var walker = AndroidWalker(file: file, density: density)
        try walker.visit(root, AndroidWalker.Context())
        if walker.stops.isEmpty {
            throw .at(file, line: root.line, "no visible view that TalkBack would stop on")
        }
        guesses += walker.guesses
        if walker.dropped > 0 {
            guesses.append("left out \(walker.dropped) invisible or zero-size view\(walker.dropped == 1 ? "" : "s")")
        }
        let elements = walker.stops.map { $0.element() }
        for (stop, element) in zip(walker.stops, elements) { guesses += stop.labelGuess(label: element.label) }
        let screen = try screenSize(root, views: views, density: density, file: file)
        // Scan groups follow the layout's containers; the visual order places
        // only lists, cards and cells as units, as before.
        let groups = ContainerGroups.groups(elements, containers: walker.containers, besides: walker.grouping.groups)
        return ImportedScreen(
            platform: .android, name: Importer.defaultName(file), screen: screen,
            source: ScenarioSource(kind: .android, file: file, density: density), elements: elements,
            orders: [("hierarchy", Array(elements.indices)),
                     ("visual", DerivedOrder.visual(elements, groups: walker.grouping.groups, platform: .android))],
            groups: groups, guesses: guesses, leftOut: walker.leftOut,
            follows: PlatformFollows.android)
    }

    /// The hierarchy's size when the source gives it (Appium does), else the
    /// extent of the top-level views.
    static func screenSize(_ root: XMLTree, views: [XMLTree], density: Double,
                           file: String) throws(ImportError) -> ScreenSize {
        if let width = root["width"].flatMap(DecimalNumber.parse), let height = root["height"].flatMap(DecimalNumber.parse),
           width > 0, height > 0, width <= AndroidBounds.largestPixel, height <= AndroidBounds.largestPixel {
            return ScreenSize(width: width * 160 / density, height: height * 160 / density)
        }
        let extents = root.children.compactMap { $0["bounds"].flatMap(AndroidBounds.parse) }
        let width = extents.map(\.x2).max() ?? 0, height = extents.map(\.y2).max() ?? 0
        guard width > 0, height > 0 else { throw .at(file, line: root.line, "the top-level views have no size") }
        return ScreenSize(width: width * 160 / density, height: height * 160 / density)
    }
}
