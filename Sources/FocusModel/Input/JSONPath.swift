/// Where a value sits in a JSON document, written the way JSONPath does:
/// `$.orders.visual[3]`, or `$.users["slow-scan"]` for keys that are not plain names.
struct JSONPath: Sendable, Equatable, CustomStringConvertible {
    enum Component: Sendable, Equatable {
        case key(String)
        case index(Int)
    }

    static let root = JSONPath(components: [])

    var components: [Component]

    func appending(key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    func appending(index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    var description: String {
        var text = "$"
        for component in components {
            switch component {
            case let .index(i): text += "[\(i)]"
            case let .key(k) where Self.isPlainName(k): text += "." + k
            case let .key(k): text += "[" + quoted(k) + "]"
            }
        }
        return text
    }

    /// Names that can follow a dot without ambiguity: a letter or underscore,
    /// then letters, digits or underscores (ASCII only).
    static func isPlainName(_ key: String) -> Bool {
        guard let first = key.utf8.first, isNameStart(first) else { return false }
        return key.utf8.allSatisfy { isNameStart($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }
}

/// A user-supplied string as it would appear in JSON, so messages show
/// exactly what was written, invisible characters included (escaped), and
/// shortened when it is too long to read.
func quoted(_ string: String) -> String {
    MessageText.visible(JSONValue.string(MessageText.shortened(string)).serialized(pretty: false))
}

/// `a, b, c` — or the first `limit` items and a count of the rest, so a
/// message listing a long scenario's ids stays readable; each item is
/// shown as `quoted` shows one (shortened, invisible characters escaped).
func listed(_ items: [String], limit: Int = 12) -> String {
    let shown = items.prefix(limit).map { MessageText.visible(MessageText.shortened($0)) }
    guard items.count > limit else { return shown.joined(separator: ", ") }
    return shown.joined(separator: ", ") + " and \(items.count - limit) more"
}
