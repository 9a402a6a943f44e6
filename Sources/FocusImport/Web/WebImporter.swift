import FocusModel
import Foundation

/// Imports a saved web page by loading it in headless Chromium: stops and
/// names from the accessibility tree, frames from layout at the viewport,
/// and three orders: `tab` (the browser's own Tab sequence), `dom`
/// (document order, as screen readers browse) and `visual` (the derived
/// geometric order, rows top to bottom as VoiceOver builds them).
enum WebImporter {
    static func read(_ request: ImportRequest) throws(ImportError) -> ImportedScreen {
        try checkLooksLikeHTML(request.file)
        let browser = try BrowserLocator.locate(request.browser)
        let page = URL(fileURLWithPath: request.file).standardizedFileURL
        let deadline = ImportDeadline(file: request.file, seconds: request.timeout)
        let session = try BrowserSession(browser: browser, page: page, viewport: request.viewport, deadline: deadline)
        defer { session.close() }
        try checkOpenedAsHTML(request.file, session: session)
        deadline.stage = "reading the document and its accessibility tree"
        var reader = try WebPageReader(session: session)
        var stops = try reader.stops()
        deadline.stage = "finding the links inside sentences"
        try InlineLinks.mark(&stops, session: session)
        if stops.isEmpty { throw .at(request.file, line: 1, "the page shows nothing a screen reader would stop on") }
        let tab = try reader.tabSequence(stops)
        deadline.stage = "reading the title"
        let title = try session.call("Runtime.evaluate", ["expression": "document.title", "returnByValue": true])
        var guesses = reader.guesses
        for url in session.blocked { guesses.append("blocked a request to \(url): imports load only the files in the page's folder") }

        let elements = stops.map(\.element)
        let groups = WebContainers.groups(stops, dom: reader.dom, besides: radioGroups(stops, dom: reader.dom))
        var orders: [(name: String, indices: [Int])] = []
        if tab.isEmpty {
            guesses.append("no element takes focus with Tab, so the scenario has no 'tab' order")
        } else {
            orders.append(("tab", tab))
        }
        orders.append(("dom", Array(elements.indices)))
        orders.append(("visual", DerivedOrder.drawn(elements)))
        let name = Importer.visibleName(title["result"]?["value"]?.stringValue ?? "")
        return ImportedScreen(
            platform: .web, name: name.isEmpty ? Importer.defaultName(request.file) : name, screen: request.viewport,
            source: ScenarioSource(kind: .web, file: request.file, viewport: request.viewport),
            elements: elements, orders: orders, groups: groups, guesses: guesses,
            follows: PlatformFollows.web(hasTab: !tab.isEmpty))
    }

    /// Radio buttons sharing a `name` are one group: one Tab stop, arrows inside.
    static func radioGroups(_ stops: [WebPageReader.Stop], dom: DOMIndex) -> [[Int]] {
        var byName: [String: [Int]] = [:]
        var names: [String] = []
        for (index, stop) in stops.enumerated() where stop.element.role == .radioButton {
            guard let name = dom[stop.node]?.attributes["name"], !name.isEmpty else { continue }
            if byName[name] == nil { names.append(name) }
            byName[name, default: []].append(index)
        }
        return names.compactMap { byName[$0]!.count >= 2 ? byName[$0] : nil }
    }

    /// Refuses a file the browser did not open as a page. Chromium types a
    /// `file:` URL by its name's ending, so an XML capture, a `.txt` or a
    /// `.json` is shown as a document tree or as text, whose few "stops"
    /// would be the viewer's, not a page's.
    static func checkOpenedAsHTML(_ file: String, session: BrowserSession) throws(ImportError) {
        let reply = try session.call("Runtime.evaluate", ["expression": "document.contentType", "returnByValue": true])
        let type = reply["result"]?["value"]?.stringValue ?? ""
        guard !["text/html", "application/xhtml+xml"].contains(type) else { return }
        throw .at(file, line: 1, "not HTML: the browser opened it as \(type.isEmpty ? "no document" : type) "
            + "(it goes by the file's name ending); save the page as .html")
    }

    /// Refuses before starting a browser what cannot be a page: an empty
    /// file, or text with no tag at all.
    static func checkLooksLikeHTML(_ file: String) throws(ImportError) {
        let data = try CaptureFile.read(file)
        if data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            throw .at(file, line: 1, "the file is empty; expected an HTML page")
        }
        guard data.contains(UInt8(ascii: "<")) else { throw .at(file, line: 1, "not HTML: the file has no tag") }
        if data.prefix(4096).contains(0) { throw .at(file, line: 1, "not HTML: the file is binary") }
    }
}
