import FocusModel
import Foundation

/// Reads a loaded page: the stops a screen reader browses (from the
/// accessibility tree), their frames (from layout), and the Tab sequence
/// (by pressing Tab).
struct WebPageReader {
    /// A stop and the DOM nodes it stands for (a run of text may be several).
    struct Stop {
        var element: ImportedElement
        var node: Int
        var textNodes: [Int]
        var documentOrder: Int
    }

    let session: BrowserSession
    let dom: DOMIndex
    var guesses: [String] = []

    init(session: BrowserSession) throws(ImportError) {
        self.session = session
        let document: JSONValue
        do {
            document = try session.call("DOM.getDocument", ["depth": -1, "pierce": true])
        } catch {
            // Chromium refuses to describe a document nested a few hundred
            // deep ("CBOR: stack limit exceeded"): the page's fault, not the browser's.
            guard case let .runtime(message) = error, message.contains("stack limit") else { throw error }
            throw .badInput(file: session.deadline.file, place: "the page as loaded",
                            message: "elements nested too deep for the browser to describe them (\(message))")
        }
        dom = DOMIndex(document: document["root"] ?? [:])
    }

    // MARK: - Stops

    mutating func stops() throws(ImportError) -> [Stop] {
        let (nodes, parentOf) = try accessibilityNodes()
        var stops: [Stop] = []
        var stopNodes: Set<String> = []
        var textRuns: [String: Int] = [:]
        var exposed: Set<Int> = []
        for (axID, node) in nodes {
            try session.deadline.check()
            guard let backend = node["backendDOMNodeId"]?.numberValue.map(Int.init),
                  let axRole = node["role"]?["value"]?.stringValue else { continue }
            if node["ignored"]?.boolValue == true || dom.isHidden(backend) { continue }
            exposed.insert(backend)
            let properties = Self.properties(node)
            let name = (node["name"]?["value"]?.stringValue ?? "").trimmingSpaces
            let domNode = dom[backend]
            if axRole == "StaticText" {
                if name.isEmpty || Self.hasAncestor(axID, in: stopNodes, parentOf: parentOf) { continue }
                let parent = parentOf[axID] ?? axID
                if let run = textRuns[parent] {
                    stops[run].element.label += " " + name
                    stops[run].textNodes.append(backend)
                    continue
                }
                textRuns[parent] = stops.count
                stops.append(Stop(element: ImportedElement(role: .staticText, label: name, frame: Frame(x: 0, y: 0, width: 0, height: 0)),
                                  node: backend, textNodes: [backend], documentOrder: domNode?.order ?? Int.max))
                continue
            }
            guard let (role, guess) = WebRoles.role(axRole: axRole, node: domNode,
                                                    focusable: properties["focusable"]?.boolValue == true,
                                                    multiline: properties["multiline"]?.boolValue == true) else { continue }
            if role == .image, name.isEmpty { continue }  // decorative: screen readers skip it
            let tag = domNode?.localName ?? axRole
            if properties["disabled"]?.boolValue == true {
                stopNodes.insert(axID)  // its text goes with it
                guesses.append("left out disabled <\(tag)> \"\(name)\": a disabled control is neither a Tab stop nor usable")
                continue
            }
            if let guess { guesses.append(guess + (name.isEmpty ? "" : " (\"\(name)\")")) }
            var element = ImportedElement(role: role, label: name, frame: Frame(x: 0, y: 0, width: 0, height: 0))
            let attributes = domNode?.attributes ?? [:]
            element.sourceID = attributes["id"]
            element.required = properties["required"]?.boolValue == true
            let value = attributes["value"] ?? ""
            element.isEmptyField = value.isEmpty || value == attributes["placeholder"]
            element.container = dom.ancestors(of: backend)
            element.inBar = dom.isInNavigation(backend)
            if ["input", "select", "textarea"].contains(tag) {
                element.input = FormInput(type: attributes["type"], name: attributes["name"],
                                          autocomplete: attributes["autocomplete"])
            }
            if let placeholder = attributes["placeholder"], !placeholder.isEmpty, placeholder != name { element.hint = placeholder }
            if let text = attributes["tabindex"] {
                if let value = DOMIndex.tabindex(text) {
                    element.tabindex = value
                } else {
                    guesses.append("tabindex \"\(text)\" on <\(tag)> \"\(name)\" is not a number; ignored, as the browser does")
                }
            }
            if role == .picker, tag == "select" { element.options = try optionLabels(of: backend) }
            if role.takesTextOnFocus { element.inputType = WebInputType.of(type: attributes["type"], inputmode: attributes["inputmode"]) }
            if name.isEmpty, role.isActionable { guesses.append("<\(tag)> (\(role.rawValue)) has no accessible name") }
            stopNodes.insert(axID)
            stops.append(Stop(element: element, node: backend, textNodes: [], documentOrder: domNode?.order ?? Int.max))
        }
        for frame in dom.framesRunApart where exposed.contains(frame.node) {
            guesses.append("left out what the <iframe>\(frame.source.isEmpty ? "" : " \"\(frame.source)\"") shows: "
                + "the browser runs it apart from the page (a sandbox or another origin), so its elements are in no order")
        }
        let hidden = dom.controls.filter { !exposed.contains($0) }.count
        if hidden > 0 { guesses.append("left out \(hidden) hidden, aria-hidden or inert element\(hidden == 1 ? "" : "s")") }
        return try measured(stops).sorted { $0.documentOrder < $1.documentOrder }
    }

    /// The accessibility trees of the page and of every frame in it, each
    /// node keyed by its frame and id, with each node's parent.
    /// `Accessibility.getFullAXTree` describes one frame: a page's iframes
    /// are asked for one by one, and their nodes fall in document order at
    /// the iframe (`DOMIndex` reads the frames' documents where they are).
    func accessibilityNodes() throws(ImportError) -> (nodes: [(key: String, node: JSONValue)], parentOf: [String: String]) {
        var frames: [String?] = [nil]
        var pending = [try session.call("Page.getFrameTree")["frameTree"] ?? [:]]
        while let tree = pending.popLast() {
            let children = tree["childFrames"]?.arrayValue ?? []
            frames += children.compactMap { $0["frame"]?["id"]?.stringValue }
            pending += children
        }
        var nodes: [(key: String, node: JSONValue)] = []
        var parentOf: [String: String] = [:]
        for (index, frame) in frames.enumerated() {
            try session.deadline.check()
            let reply: JSONValue
            if let frame {
                reply = try session.call("Accessibility.getFullAXTree", ["frameId": .string(frame)])
            } else {
                reply = try session.call("Accessibility.getFullAXTree")
            }
            for node in reply["nodes"]?.arrayValue ?? [] {
                guard let id = node["nodeId"]?.stringValue else { continue }
                let key = "\(index):\(id)"
                for child in node["childIds"]?.arrayValue ?? [] {
                    if let childID = child.stringValue { parentOf["\(index):\(childID)"] = key }
                }
                nodes.append((key, node))
            }
        }
        return (nodes, parentOf)
    }

    /// The stops with frames in page coordinates (CSS px from the top-left of
    /// the document), without those the layout does not draw.
    mutating func measured(_ stops: [Stop]) throws(ImportError) -> [Stop] {
        try Self.checkWork(stops.count, file: session.deadline.file)
        session.deadline.stage = "measuring \(stops.count) elements"
        let scroll = try session.call("Runtime.evaluate", ["expression": "[window.scrollX, window.scrollY]",
                                                            "returnByValue": true])["result"]?["value"]?.arrayValue ?? []
        let scrollX = scroll.first?.numberValue ?? 0, scrollY = scroll.dropFirst().first?.numberValue ?? 0
        var result: [Stop] = []
        var undrawn = 0
        for var stop in stops {
            var quads: [[Double]] = []
            for node in stop.textNodes.isEmpty ? [stop.node] : stop.textNodes {
                let reply = try? session.call("DOM.getContentQuads", ["backendNodeId": .number(Double(node))])
                for quad in reply?["quads"]?.arrayValue ?? [] {
                    let numbers = (quad.arrayValue ?? []).compactMap(\.numberValue)
                    if numbers.count == 8 { quads.append(numbers) }
                }
            }
            let xs = quads.flatMap { [$0[0], $0[2], $0[4], $0[6]] }, ys = quads.flatMap { [$0[1], $0[3], $0[5], $0[7]] }
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
                  maxX > minX, maxY > minY,
                  [minX + scrollX, maxX + scrollX, minY + scrollY, maxY + scrollY].allSatisfy({ abs($0) <= PlausibleRange.largestLength })
            else {
                undrawn += 1
                continue
            }
            stop.element.frame = Frame(x: minX + scrollX, y: minY + scrollY, width: maxX - minX, height: maxY - minY)
            result.append(stop)
        }
        if undrawn > 0 {
            guesses.append("left out \(undrawn) element\(undrawn == 1 ? "" : "s") with no size on the page, "
                + "or placed more than \(Int(PlausibleRange.largestLength)) px from its corner")
        }
        return result
    }

    /// A `select`'s options as its list shows them: each option's label
    /// (the HTML `label` attribute, else its text with spaces collapsed).
    func optionLabels(of node: Int) throws(ImportError) -> [String] {
        try value(of: node, "function() { return Array.from(this.options, o => o.label); }")?.arrayValue?
            .compactMap(\.stringValue) ?? []
    }

    /// What `function` returns, called on the element `node`; nil when the node is gone.
    func value(of node: Int, _ function: String) throws(ImportError) -> JSONValue? {
        let object = try session.call("DOM.resolveNode", ["backendNodeId": .number(Double(node))])["object"]?["objectId"]
        guard let object else { return nil }
        defer { _ = try? session.call("Runtime.releaseObject", ["objectId": object]) }
        let result = try session.call("Runtime.callFunctionOn", [
            "objectId": object, "returnByValue": true, "functionDeclaration": .string(function),
        ])
        return result["result"]?["value"]
    }

    /// `<button> "Close" (id "close")`: an element that is no stop, named by
    /// what a reader of the page finds it by (its text or `aria-label`, and
    /// its `id`), since it has no id in the scenario.
    func describe(nonStop node: Int, tag: String) throws(ImportError) -> String {
        let text = try value(of: node, """
            function() { return (this.getAttribute('aria-label') || this.innerText || this.value || '').trim(); }
            """)?.stringValue ?? ""
        let label = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // A focusable container's text can be a whole section of the page.
        let shown = label.count > 60 ? String(label.prefix(59)) + "…" : label
        let id = dom[node]?.attributes["id"].map { " (id \"\($0)\")" } ?? ""
        return "<\(tag)>" + (shown.isEmpty ? "" : " \"\(shown)\"") + id
    }

    // MARK: - Tab sequence

    /// Presses Tab until focus comes back round, recording the focused
    /// element (looking into shadow roots) each time. The sequence is read
    /// from the start of the document, which focus passes (leaving the page
    /// for the body) after the last element, so an `autofocus` element does
    /// not become the first.
    mutating func tabSequence(_ stops: [Stop]) throws(ImportError) -> [Int] {
        var indexByNode: [Int: Int] = [:]
        for (index, stop) in stops.enumerated() { indexByNode[stop.node] = index }
        let limit = Self.tabPresses(stops: stops.count)
        var presses = 0
        session.deadline.stage = "pressing Tab (at most \(limit) presses)"
        while try focusedElement() != nil, presses < limit {
            try pressTab()
            presses += 1
        }
        var visited: Set<Int> = []
        var order: [Int] = []
        // Presses inside frames the import cannot look into (their elements
        // are no stops) do not use up the page's own; they are bounded apart.
        var inFrames = 0
        var press = 0
        while press < limit + inFrames {
            session.deadline.stage = "pressing Tab (\(press) of at most \(limit + inFrames) presses)"
            try pressTab()
            press += 1
            guard let focused = try focusedElement() else {
                if visited.isEmpty { continue } else { break }
            }
            // Still the iframe: Tab is moving through a document run apart
            // from the page's, which is no repeat of a stop.
            if ["iframe", "frame"].contains(focused.tag) {
                if inFrames < Self.mostStops { inFrames += 1 }
                continue
            }
            if !visited.insert(focused.node).inserted { break }
            if let index = indexByNode[focused.node] {
                order.append(index)
            } else {
                let what = try describe(nonStop: focused.node, tag: focused.tag)
                guesses.append("Tab reached \(what), which is not a screen-reader stop; left out of the 'tab' order")
            }
        }
        return order
    }

    func pressTab() throws(ImportError) {
        for type in ["keyDown", "keyUp"] {
            _ = try session.call("Input.dispatchKeyEvent", ["type": .string(type), "key": "Tab", "code": "Tab",
                                                             "windowsVirtualKeyCode": 9, "nativeVirtualKeyCode": 9])
        }
    }

    /// The focused element, looking into shadow roots and frames; nil when
    /// focus is on the page itself (the body) or nowhere. Tab moves through
    /// a frame's document where the frame is (HTML, "sequential navigation
    /// search algorithm": a navigable container's content navigable is
    /// searched in its place), so the page's `activeElement` is the iframe
    /// all the while; the frame's own `activeElement` is the one focused.
    func focusedElement() throws(ImportError) -> (node: Int, tag: String)? {
        let expression = """
            (() => { let e = document.activeElement;
              for (;;) {
                if (e && e.shadowRoot && e.shadowRoot.activeElement) { e = e.shadowRoot.activeElement; continue; }
                let inner = null;
                try { inner = e && e.contentDocument && e.contentDocument.activeElement; } catch (error) {}
                if (inner && inner !== inner.ownerDocument.body) { e = inner; continue; }
                return e;
              } })()
            """
        let result = try session.call("Runtime.evaluate", ["expression": .string(expression)])["result"] ?? [:]
        guard let object = result["objectId"]?.stringValue else { return nil }
        let node = try session.call("DOM.describeNode", ["objectId": .string(object)])["node"] ?? [:]
        _ = try? session.call("Runtime.releaseObject", ["objectId": .string(object)])
        let tag = node["localName"]?.stringValue ?? ""
        guard let backend = node["backendNodeId"]?.numberValue.map(Int.init), !["body", "html"].contains(tag) else {
            return nil
        }
        return (backend, tag)
    }

    // MARK: - Work

    /// The most stops an import measures and walks with Tab: each costs a
    /// browser call to measure and two Tab presses (five calls each) to find
    /// in the Tab sequence, about 20 ms in all, so a thousand fit in the
    /// default 20 s deadline.
    static let mostStops = 1_000

    /// Presses to go round the Tab sequence once, with room for elements
    /// that take focus without being stops.
    static func tabPresses(stops: Int) -> Int { stops * 2 + 20 }

    /// Refuses, before the work starts, a page with more stops than an import walks.
    static func checkWork(_ stops: Int, file: String) throws(ImportError) {
        guard stops > mostStops else { return }
        throw .badInput(file: file, place: "the page as loaded",
                        message: "\(stops) elements a screen reader stops on would take \(stops) measurements "
                            + "and up to \(tabPresses(stops: stops)) Tab presses; an import reads at most \(mostStops) "
                            + "(\(tabPresses(stops: mostStops)) presses)")
    }

    // MARK: - Helpers

    static func properties(_ node: JSONValue) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for property in node["properties"]?.arrayValue ?? [] {
            if let name = property["name"]?.stringValue { result[name] = property["value"]?["value"] ?? .null }
        }
        return result
    }

    static func hasAncestor(_ id: String, in set: Set<String>, parentOf: [String: String]) -> Bool {
        var current = parentOf[id]
        while let node = current {
            if set.contains(node) { return true }
            current = parentOf[node]
        }
        return false
    }
}
