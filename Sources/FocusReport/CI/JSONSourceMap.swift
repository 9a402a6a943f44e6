/// Where each value of a JSON file sits in its text. Scenarios are decoded
/// as trees without positions; SARIF regions and GitHub annotations need
/// the line and column of the key a fix changes, so the text is read a
/// second time here, for positions only (any text that is not JSON gives no map).
struct JSONSourceMap: Sendable {
    /// Byte offsets into the file's UTF-8, end exclusive.
    struct Span: Sendable, Equatable {
        var start: Int
        var end: Int
    }

    indirect enum Node: Sendable {
        case object([Member], Span)
        case array([Node], Span)
        case string(String, Span)
        case scalar(Span)

        var span: Span {
            switch self {
            case let .object(_, span), let .array(_, span), let .string(_, span), let .scalar(span): span
            }
        }

        var members: [Member] {
            if case let .object(members, _) = self { return members }
            return []
        }

        func member(_ key: String) -> Member? { members.first { $0.key == key } }
    }

    struct Member: Sendable {
        var key: String
        var keySpan: Span
        var value: Node
        /// From the key's opening quote to the value's end.
        var span: Span { Span(start: keySpan.start, end: value.span.end) }
    }

    let root: Node
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    init?(text: String) {
        let bytes = Array(text.utf8)
        var parser = Parser(bytes: bytes)
        guard let root = parser.document() else { return nil }
        self.root = root
        self.bytes = bytes
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    /// The 1-based line and column (in UTF-16 code units, SARIF's default
    /// `columnKind`) of a byte offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let prefix = String(decoding: bytes[lineStarts[low]..<min(offset, bytes.count)], as: UTF8.self)
        return (low + 1, prefix.utf16.count + 1)
    }

    func region(of span: Span) -> SourceRegion {
        let start = position(of: span.start), end = position(of: span.end)
        return SourceRegion(startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column)
    }

    /// The first object, in document order, whose `key` member is the string `value`, with its JSON path.
    func object(where key: String, is value: String) -> (node: Node, path: String)? {
        func search(_ node: Node, _ path: String) -> (Node, String)? {
            switch node {
            case let .object(members, _):
                if case let .string(found, _)? = node.member(key)?.value, found == value { return (node, path) }
                for member in members {
                    if let hit = search(member.value, path + JSONPathText.member(member.key)) { return hit }
                }
            case let .array(items, _):
                for (index, item) in items.enumerated() {
                    if let hit = search(item, path + "[\(index)]") { return hit }
                }
            case .string, .scalar: break
            }
            return nil
        }
        return search(root, "$")
    }

    /// A recursive-descent reader that keeps spans; nesting is bounded by
    /// the scenario loader, which read the same text first.
    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        mutating func document() -> Node? {
            guard let node = value() else { return nil }
            skipSpace()
            return index == bytes.count ? node : nil
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value() -> Node? {
            skipSpace()
            guard index < bytes.count else { return nil }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                guard let members = list(closedBy: "}", { $0.member() }) else { return nil }
                return .object(members, Span(start: start, end: index))
            case UInt8(ascii: "["):
                index += 1
                guard let items = list(closedBy: "]", { $0.value() }) else { return nil }
                return .array(items, Span(start: start, end: index))
            case UInt8(ascii: "\""):
                guard let text = string() else { return nil }
                return .string(text, Span(start: start, end: index))
            default:
                while index < bytes.count, !",]} \t\r\n".utf8.contains(bytes[index]) { index += 1 }
                // true, false, null or a number; anything else is not JSON.
                let token = String(decoding: bytes[start..<index], as: UTF8.self)
                guard ["true", "false", "null"].contains(token) || Double(token) != nil else { return nil }
                return .scalar(Span(start: start, end: index))
            }
        }

        /// The comma-separated elements of an object or array up to `close`,
        /// each read by `element`; nil when one is missing or malformed.
        mutating func list<Element>(closedBy close: Unicode.Scalar,
                                    _ element: (inout Parser) -> Element?) -> [Element]? {
            var elements: [Element] = []
            skipSpace()
            if peek(close) { return elements }
            while true {
                guard let next = element(&self) else { return nil }
                elements.append(next)
                skipSpace()
                if peek(close) { return elements }
                guard peek(",") else { return nil }
            }
        }

        /// `"key": value`, with the key's span.
        mutating func member() -> Member? {
            skipSpace()
            let keyStart = index
            guard let key = string() else { return nil }
            let keySpan = Span(start: keyStart, end: index)
            skipSpace()
            guard peek(":"), let item = value() else { return nil }
            return Member(key: key, keySpan: keySpan, value: item)
        }

        /// Consumes `character` when it is next.
        mutating func peek(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func string() -> String? {
            guard peek("\"") else { return nil }
            var units: [UInt16] = []
            var raw: [UInt8] = []
            func flush() {
                units += String(decoding: raw, as: UTF8.self).utf16
                raw.removeAll()
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") {
                    flush()
                    return String(decoding: units, as: UTF16.self)
                }
                guard byte == UInt8(ascii: "\\") else {
                    raw.append(byte)
                    continue
                }
                guard index < bytes.count else { return nil }
                let escaped = bytes[index]
                index += 1
                flush()
                switch escaped {
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.count,
                          let unit = UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
                    else { return nil }
                    units.append(unit)
                    index += 4
                case UInt8(ascii: "n"): units.append(0x0A)
                case UInt8(ascii: "t"): units.append(0x09)
                case UInt8(ascii: "r"): units.append(0x0D)
                case UInt8(ascii: "b"): units.append(0x08)
                case UInt8(ascii: "f"): units.append(0x0C)
                default: units.append(UInt16(escaped))
                }
            }
            return nil
        }
    }
}

/// A stretch of a file, 1-based, the end column just past the last character (as SARIF counts).
public struct SourceRegion: Sendable, Equatable {
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var endColumn: Int

    /// The first character of the file, where a finding goes when nothing better is known.
    static let fileStart = SourceRegion(startLine: 1, startColumn: 1, endLine: 1, endColumn: 1)
}
