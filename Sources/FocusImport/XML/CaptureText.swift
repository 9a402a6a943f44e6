import Foundation

/// What a capture's bytes must be before any parser sees them: UTF-8 (what
/// uiautomator, Appium, WebDriverAgent and XCUITest write), with no other
/// encoding declared or implied by a byte-order mark, no element nested
/// deeper than `deepestNesting` and, in debugDescription text (one element a
/// line), no line longer than `longestLine`; XML is not limited by line, as
/// `uiautomator dump` writes a whole screen on one. Checking
/// the encoding first is what makes the `<!DOCTYPE` refusal hold: in UTF-16,
/// UTF-32 or UTF-7 the declaration's bytes would not spell it.
enum CaptureText {
    /// Deeper than any real view hierarchy (Android's and UIKit's run to a
    /// few dozen levels); the walks over the tree stay well within the stack.
    static let deepestNesting = 1_000
    /// 1 MiB: far more than any element's debugDescription line, and short
    /// enough that a line is split and matched at once.
    static let longestLine = 1 << 20

    /// Refuses bytes that are not UTF-8, naming the line and column of the
    /// first bad byte, and any other encoding the file announces; with
    /// `lineLimit`, also a line longer than that many bytes.
    static func check(_ bytes: [UInt8], file: String, lineLimit: Int? = nil) throws(ImportError) {
        let lineLimit = lineLimit ?? Int.max
        if let other = byteOrderEncoding(bytes) {
            throw .at(file, line: 1, "the capture is \(other) (by its first bytes); captures are read as UTF-8 only, "
                + "convert it first (iconv -t UTF-8)")
        }
        if let declared = declaredEncoding(bytes),
           !["utf-8", "utf8", "us-ascii", "ascii"].contains(declared.lowercased()) {
            throw .at(file, line: 1, "the XML declaration names the encoding '\(declared)'; captures are read as "
                + "UTF-8 only, convert it first (iconv -t UTF-8)")
        }
        if let nul = offset(of: 0, in: bytes, from: 0) {
            let (line, column) = place(of: nul, in: bytes)
            throw .badInput(file: file, place: "line \(line), column \(column)", message: "a NUL byte, which no text holds")
        }
        if lineLimit < Int.max, let long = longLine(bytes, limit: lineLimit) {
            throw .at(file, line: long, "the line is longer than \(lineLimit) bytes, more than one element's line ever takes")
        }
        // The standard library's validation is fast; the place of a bad byte
        // is looked for only when there is one.
        if String(validating: bytes, as: UTF8.self) != nil { return }
        var line = 1, column = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            guard length > 0 else {
                let shown = bytes[index..<min(bytes.count, index + 4)].map { String($0, radix: 16, uppercase: true) }
                throw .badInput(file: file, place: "line \(line), column \(column)",
                                message: "bytes that are not UTF-8 (0x\(shown.joined(separator: " 0x")))")
            }
            index += length
            column += 1
        }
    }

    /// The first index of `byte` at or after `start` (C's `memchr`, which a
    /// debug build does not slow down).
    static func offset(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base + start, Int32(byte), buffer.count - start)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// The line and column (in bytes) of `index`.
    static func place(of index: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        while let newline = offset(of: 0x0A, in: bytes, from: lineStart), newline < index {
            line += 1
            lineStart = newline + 1
        }
        return (line, index - lineStart + 1)
    }

    /// The first line longer than `limit` bytes, if any.
    static func longLine(_ bytes: [UInt8], limit: Int) -> Int? {
        var line = 1, start = 0
        while start <= bytes.count {
            let end = offset(of: 0x0A, in: bytes, from: start) ?? bytes.count
            if end - start > limit { return line }
            line += 1
            start = end + 1
        }
        return nil
    }

    /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629:
    /// no overlong forms, no surrogates, nothing above U+10FFFF), 0 if none.
    static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int, lowest: UInt8, highest: UInt8
        switch lead {
        case 0xC2...0xDF: (length, lowest, highest) = (2, 0x80, 0xBF)
        case 0xE0: (length, lowest, highest) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, lowest, highest) = (3, 0x80, 0xBF)
        case 0xED: (length, lowest, highest) = (3, 0x80, 0x9F)
        case 0xF0: (length, lowest, highest) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, lowest, highest) = (4, 0x80, 0xBF)
        case 0xF4: (length, lowest, highest) = (4, 0x80, 0x8F)
        default: return 0
        }
        guard index + length <= bytes.count, (lowest...highest).contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }

    /// UTF-16 or UTF-32 told by a byte-order mark or by the zero bytes
    /// around the first `<` (XML 1.0, appendix F).
    static func byteOrderEncoding(_ bytes: [UInt8]) -> String? {
        let start = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (start[0], start[1], start[2], start[3]) {
        case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, 0x3C): return "UTF-32 (big-endian)"
        case (0xFF, 0xFE, 0x00, 0x00), (0x3C, 0x00, 0x00, 0x00): return "UTF-32 (little-endian)"
        case (0xFE, 0xFF, _, _), (0x00, 0x3C, _, _): return "UTF-16 (big-endian)"
        case (0xFF, 0xFE, _, _), (0x3C, 0x00, _, _): return "UTF-16 (little-endian)"
        case (0x2B, 0x2F, 0x76, _): return "UTF-7"
        default: return nil
        }
    }

    /// The `encoding` of a leading `<?xml …?>` declaration, if it names one.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        var body = bytes.prefix(512)
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard body.starts(with: Array("<?xml".utf8)), let end = body.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = String(decoding: body[..<end], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return String(rest.prefix(20)) }
        return String(rest.dropFirst().prefix { $0 != quote })
    }
}
