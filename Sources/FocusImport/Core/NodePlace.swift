/// Where a node is in a capture, for messages: its index path from the
/// root (each number the child's position among its parent's children,
/// counting from 0) and the capture's own identifier, so a line points at
/// the node even in a dump written on one line.
struct NodePlace: Equatable {
    var path: [Int]
    var identifier: String?

    var description: String {
        "node /" + path.map(String.init).joined(separator: "/")
            + (identifier.map { $0.isEmpty ? "" : " (\($0))" } ?? "")
    }
}

/// An element of the capture that is not a stop, kept so that a task
/// naming it says why it is not there.
struct LeftOutElement {
    var label: String
    var identifier: String?
    var place: NodePlace
    var reason: String
}
