import FocusModel

/// The page's DOM as `DOM.getDocument` returns it (shadow roots included),
/// indexed by backend node id: each node's place in document order, its
/// tag, attributes and parent.
struct DOMIndex {
    struct Node {
        var order: Int
        var localName: String
        var attributes: [String: String]
        var parent: Int?
    }

    private(set) var nodes: [Int: Node] = [:]
    /// Frames whose document the browser does not describe with the page's:
    /// it runs them apart (a sandbox, another origin), and their elements
    /// are in neither the accessibility tree nor the DOM read here.
    private(set) var framesRunApart: [(node: Int, source: String)] = []

    init(document: JSONValue) {
        var stack: [(JSONValue, Int?)] = [(document, nil)]
        var order = 0
        while let (node, parent) = stack.popLast() {
            guard let id = node["backendNodeId"]?.numberValue.map(Int.init) else { continue }
            var attributes: [String: String] = [:]
            if let list = node["attributes"]?.arrayValue {
                for pair in stride(from: 0, to: list.count - 1, by: 2) {
                    if let name = list[pair].stringValue, let value = list[pair + 1].stringValue { attributes[name] = value }
                }
            }
            nodes[id] = Node(order: order, localName: node["localName"]?.stringValue ?? "", attributes: attributes,
                             parent: parent)
            order += 1
            // Shadow trees come before the light children they render around.
            var next: [JSONValue] = []
            next += node["shadowRoots"]?.arrayValue ?? []
            next += node["children"]?.arrayValue ?? []
            if let content = node["contentDocument"] {
                next.append(content)
            } else if ["iframe", "frame"].contains(node["localName"]?.stringValue ?? "") {
                framesRunApart.append((id, attributes["src"] ?? attributes["srcdoc"].map { _ in "srcdoc" } ?? ""))
            }
            for child in next.reversed() { stack.append((child, id)) }
        }
    }

    subscript(id: Int) -> Node? { nodes[id] }

    /// Controls in the markup (links, buttons, fields, and anything with a
    /// role or a tabindex), so those the browser does not expose can be
    /// counted as hidden.
    var controls: [Int] {
        nodes.filter { _, node in
            let attributes = node.attributes
            if attributes["disabled"] != nil { return false }
            if attributes["role"] != nil || attributes["tabindex"] != nil { return true }
            switch node.localName {
            case "button", "select", "textarea": return true
            case "a": return attributes["href"] != nil
            case "input": return attributes["type"]?.lowercased() != "hidden"
            default: return false
            }
        }.map(\.key)
    }

    /// The node's ancestors, the root first (its container path).
    func ancestors(of id: Int) -> [Int] {
        var result: [Int] = []
        var current = nodes[id]?.parent
        while let node = current {
            result.append(node)
            current = nodes[node]?.parent
        }
        return result.reversed()
    }

    /// Inside a navigation landmark, tab list, menu bar or toolbar: links
    /// between pages rather than a form's own controls.
    func isInNavigation(_ id: Int) -> Bool {
        var current = nodes[id]?.parent
        while let node = current.flatMap({ nodes[$0] }) {
            let role = node.attributes["role"] ?? ""
            if node.localName == "nav" || ["navigation", "tablist", "menubar", "toolbar"].contains(role) { return true }
            current = node.parent
        }
        return false
    }

    /// Whether the node or an ancestor is `aria-hidden` or `inert`. The
    /// `hidden` attribute is not looked at: it hides by a user-agent style
    /// rule (`[hidden] { display: none }`, HTML Standard § 15.3.1 "Hidden
    /// elements"), which the page's own CSS can override ("a rule that
    /// applies 'display: block' to all elements will cancel the effects of
    /// the hidden state", § 6.1 "The hidden attribute"), and then the element
    /// is drawn, read and focused; the browser's accessibility tree and
    /// layout already leave it out when it is not drawn.
    func isHidden(_ id: Int) -> Bool {
        var current: Int? = id
        while let node = current.flatMap({ nodes[$0] }) {
            let attributes = node.attributes
            if attributes["inert"] != nil || attributes["aria-hidden"] == "true" {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// The element's `tabindex` by the HTML rules for parsing integers
    /// (leading spaces, a sign, digits; the rest ignored); nil when it is
    /// not a number, as the browser then ignores it. Values below -1 act as
    /// -1 and values above 32767 are clamped, the range a scenario takes.
    static func tabindex(_ text: String) -> Int? {
        var characters = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        var sign = 1
        if characters.first == "-" { sign = -1; characters = characters.dropFirst() }
        else if characters.first == "+" { characters = characters.dropFirst() }
        let digits = characters.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return nil }
        let value = (Int(digits.prefix(9)) ?? Int.max) * sign
        return min(max(value, -1), 32767)
    }
}
