/// An XML element as read from a capture: its name, attributes, children
/// and the line it starts on, for error messages.
final class XMLTree {
    let name: String
    let attributes: [String: String]
    let line: Int
    var children: [XMLTree] = []

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// "true"/"false" attributes; absent ones take `fallback`.
    func flag(_ attribute: String, default fallback: Bool) -> Bool {
        guard let value = attributes[attribute] else { return fallback }
        return value == "true"
    }

    /// Every element of the tree, parents before children, in document order.
    func preorder() -> [XMLTree] {
        var result: [XMLTree] = []
        var stack: [XMLTree] = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}
