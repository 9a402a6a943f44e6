import FocusModel
import Foundation

/// Reads an Appium/WebDriverAgent page source, or XCUITest's
/// debugDescription text, into the stops VoiceOver would visit: the
/// elements marked accessible (or, without that attribute, the control and
/// text leaves), in points as the sources give them.
enum IOSImporter {
    static func read(_ request: ImportRequest) throws(ImportError) -> ImportedScreen {
        let data = try CaptureFile.read(request.file)
        let isXML = data.first { ![0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "<")
        if isXML || data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            return try map(SafeXMLReader.parse(data, file: request.file), file: request.file)
        }
        try CaptureText.check([UInt8](data), file: request.file, lineLimit: CaptureText.longestLine)
        let text = String(decoding: data, as: UTF8.self)
        return try map(DebugDescriptionReader.parse(text, file: request.file), file: request.file)
    }

    static func map(_ root: XMLTree, file: String) throws(ImportError) -> ImportedScreen {
        var walker = IOSWalker(file: file)
        try walker.visit(root)
        if walker.elementCount == 0 {
            throw .at(file, line: root.line, "no XCUIElementType elements; expected an Appium/WebDriverAgent page source "
                + "or XCUITest's debugDescription")
        }
        if walker.stops.isEmpty { throw .at(file, line: root.line, "no visible element that VoiceOver would stop on") }
        var guesses = walker.guesses
        if walker.dropped > 0 {
            guesses.append("left out \(walker.dropped) element\(walker.dropped == 1 ? "" : "s") of hidden windows, "
                + "of zero size or with nothing to read")
        }
        let elements = walker.stops
        // Scan groups follow the layout's containers; the visual order places
        // only lists and cells as units, as before.
        let groups = ContainerGroups.groups(elements, containers: walker.containers, besides: walker.grouping.groups)
        let screen = walker.screen ?? ScreenSize(width: elements.map { $0.frame.x + $0.frame.width }.max()!,
                                                 height: elements.map { $0.frame.y + $0.frame.height }.max()!)
        if walker.screen == nil { guesses.append("screen size taken from the extent of the elements") }
        return ImportedScreen(
            platform: .ios, name: Importer.defaultName(file), screen: screen,
            source: ScenarioSource(kind: .ios, file: file), elements: elements,
            orders: [("hierarchy", Array(elements.indices)),
                     ("visual", DerivedOrder.visual(elements, groups: walker.grouping.groups, platform: .ios))],
            groups: groups, guesses: guesses, leftOut: walker.leftOut,
            follows: PlatformFollows.ios)
    }
}
