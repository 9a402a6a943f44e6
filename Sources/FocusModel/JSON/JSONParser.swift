extension JSONValue {
    /// Parses `text` as one strict RFC 8259 JSON value: no comments, no trailing
    /// commas, no duplicate keys within an object and nothing after the value.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(utf8: Array(text.utf8))
    }

    /// Parses UTF-8 bytes, as read from a file. A leading byte-order mark is skipped.
    public static func parse(utf8 bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }
}

/// A recursive-descent parser over UTF-8 bytes. Positions are byte offsets;
/// they become line and column only when an error is reported.
private struct JSONParser {
    /// Deep enough for any real scenario, shallow enough that hostile input
    /// cannot exhaust the stack.
    static let maximumDepth = 512

    let bytes: [UInt8]
    var position = 0
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw error("unexpected \(describeCurrent()) after the JSON value")
        }
        return value
    }

    // MARK: - Values

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard position < bytes.count else { throw error("expected a value, found end of input") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        try parseItems(closedBy: UInt8(ascii: "}"), itemName: "an object member") { parser throws(JSONSyntaxError) in
            guard parser.position < parser.bytes.count, parser.bytes[parser.position] == UInt8(ascii: "\"") else {
                throw parser.error("expected a string key, found \(parser.describeCurrent())")
            }
            let keyStart = parser.position
            let key = try parser.parseString()
            if !seen.insert(key).inserted {
                throw parser.error("duplicate key \(quoted(key)) in one object", at: keyStart)
            }
            parser.skipWhitespace()
            guard parser.consume(UInt8(ascii: ":")) else {
                throw parser.error("expected ':' after the key \(quoted(key)), found \(parser.describeCurrent())")
            }
            parser.skipWhitespace()
            members.append((key: key, value: try parser.parseValue()))
        }
        return .object(members)
    }

    mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        var items: [JSONValue] = []
        try parseItems(closedBy: UInt8(ascii: "]"), itemName: "an array element") { parser throws(JSONSyntaxError) in
            items.append(try parser.parseValue())
        }
        return .array(items)
    }

    /// Reads the comma-separated items of the object or array whose opening
    /// bracket is at `position`, through the closing one; `parseItem` reads
    /// one item, starting after any whitespace.
    private mutating func parseItems(closedBy close: UInt8, itemName: String,
                                     _ parseItem: (inout JSONParser) throws(JSONSyntaxError) -> Void)
        throws(JSONSyntaxError) {
        try enterContainer()
        position += 1
        skipWhitespace()
        if !consume(close) {
            while true {
                skipWhitespace()
                try parseItem(&self)
                skipWhitespace()
                if consume(UInt8(ascii: ",")) { continue }
                if consume(close) { break }
                let closing = Character(Unicode.Scalar(close))
                throw error("expected ',' or '\(closing)' after \(itemName), found \(describeCurrent())")
            }
        }
        depth -= 1
    }

    mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("objects and arrays nested deeper than \(Self.maximumDepth) levels")
        }
    }

    mutating func expectLiteral(_ word: String) throws(JSONSyntaxError) {
        let start = position
        for byte in word.utf8 {
            guard position < bytes.count, bytes[position] == byte else {
                position = start
                throw error("invalid literal; expected \(word)")
            }
            position += 1
        }
        // "truex" or "nullify" must not parse as a literal followed by junk
        // that a later check might describe less clearly.
        if position < bytes.count, isLetterOrDigit(bytes[position]) {
            position = start
            throw error("invalid literal; expected \(word)")
        }
    }

    // MARK: - Numbers

    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        _ = consume(UInt8(ascii: "-"))
        guard position < bytes.count, isDigit(bytes[position]) else {
            throw error("expected a digit after '-', found \(describeCurrent())")
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) {
                throw error("numbers must not have leading zeros", at: start)
            }
        } else {
            skipDigits()
        }
        if consume(UInt8(ascii: ".")) {
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw error("expected a digit after the decimal point, found \(describeCurrent())")
            }
            skipDigits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw error("expected a digit in the exponent, found \(describeCurrent())")
            }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        // The grammar above already matched, so conversion cannot fail; numbers
        // too large for a Double become infinity and are refused by whoever
        // needs a finite value, with the JSON path to point at.
        return Double(text) ?? .nan
    }

    mutating func skipDigits() {
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }

    // MARK: - Strings

    /// Reads a string starting at its opening quote.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let openingQuote = position
        position += 1
        var buffer: [UInt8] = []
        var segmentStart = position
        while true {
            guard position < bytes.count else {
                throw error("unterminated string", at: openingQuote)
            }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                buffer.append(contentsOf: bytes[segmentStart..<position])
                position += 1
                return try makeString(buffer, startingAt: openingQuote)
            case UInt8(ascii: "\\"):
                buffer.append(contentsOf: bytes[segmentStart..<position])
                try appendEscape(to: &buffer)
                segmentStart = position
            case 0x00..<0x20:
                throw error("control character U+\(hex4(UInt32(byte))) must be escaped in a string")
            default:
                position += 1
            }
        }
    }

    func makeString(_ utf8: [UInt8], startingAt start: Int) throws(JSONSyntaxError) -> String {
        guard let string = String(validating: utf8, as: UTF8.self) else {
            throw error("string is not valid UTF-8", at: start)
        }
        return string
    }

    /// Decodes the escape sequence at `position` (which holds the backslash).
    mutating func appendEscape(to buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = position
        position += 1
        guard position < bytes.count else { throw error("unterminated string") }
        let letter = bytes[position]
        position += 1
        switch letter {
        case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try parseUnicodeEscape(startingAt: escapeStart)
            buffer.append(contentsOf: String(Character(scalar)).utf8)
        default:
            throw error("invalid escape sequence '\\\(describeByte(at: escapeStart + 1))'", at: escapeStart)
        }
    }

    /// Reads the hex digits of `\uXXXX` (the `\u` already consumed), joining a
    /// UTF-16 surrogate pair into one scalar. Lone surrogates are refused
    /// because they cannot be represented in a Swift string.
    mutating func parseUnicodeEscape(startingAt escapeStart: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try parseHex4()
        switch first {
        case 0xD800...0xDBFF:
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                  bytes[position + 1] == UInt8(ascii: "u")
            else {
                throw error("high surrogate \\u\(hex4(first)) is not followed by a low surrogate", at: escapeStart)
            }
            position += 2
            let second = try parseHex4()
            guard (0xDC00...0xDFFF).contains(second) else {
                throw error("high surrogate \\u\(hex4(first)) is followed by \\u\(hex4(second)), not a low surrogate",
                            at: escapeStart)
            }
            let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            return Unicode.Scalar(combined)!
        case 0xDC00...0xDFFF:
            throw error("low surrogate \\u\(hex4(first)) without a preceding high surrogate", at: escapeStart)
        default:
            return Unicode.Scalar(first)!
        }
    }

    mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = hexValue(bytes[position]) else {
                throw error("expected four hex digits after \\u, found \(describeCurrent())")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    // MARK: - Helpers

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    func describeCurrent() -> String {
        guard position < bytes.count else { return "end of input" }
        return "'\(describeByte(at: position))'"
    }

    func describeByte(at offset: Int) -> String {
        let byte = bytes[offset]
        if (0x21...0x7E).contains(byte) { return String(UnicodeScalar(byte)) }
        // Show the whole character for multi-byte UTF-8, a code otherwise.
        if byte >= 0xC0, let character = characterStarting(at: offset) { return character }
        return "U+\(hex4(UInt32(byte)))"
    }

    func characterStarting(at offset: Int) -> String? {
        let end = min(offset + 4, bytes.count)
        for length in stride(from: end - offset, through: 2, by: -1) {
            if let s = String(validating: bytes[offset..<(offset + length)], as: UTF8.self), s.count == 1 {
                return s
            }
        }
        return nil
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let (line, column) = lineAndColumn(of: offset ?? position)
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    func lineAndColumn(of offset: Int) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        // UTF-8 continuation bytes (10xxxxxx) do not start a new scalar.
        let scalars = bytes[lineStart..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return (line, scalars + 1)
    }
}

private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
}

private func isLetterOrDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
}

private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}

private func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
