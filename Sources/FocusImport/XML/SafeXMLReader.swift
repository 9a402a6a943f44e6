import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a capture's XML into an `XMLTree` without ever resolving an entity
/// or fetching anything: the bytes must be UTF-8 (`CaptureText`), and a
/// document type declaration is refused before the parser sees the text (no capture tool writes one, and an external entity
/// in it could read a local file), and the parser is told not to resolve
/// external entities in any case.
enum SafeXMLReader {
    static func read(file: String) throws(ImportError) -> XMLTree {
        try parse(CaptureFile.read(file), file: file)
    }

    static func parse(_ data: Data, file: String) throws(ImportError) -> XMLTree {
        let bytes = [UInt8](data)
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw .at(file, line: 1, "the file is empty; expected an XML page source")
        }
        try CaptureText.check(bytes, file: file)
        if let line = doctypeLine(bytes) {
            throw .at(file, line: line, "a <!DOCTYPE> declaration is refused: capture tools never write one, "
                + "and its entities could read other files")
        }
        let builder = TreeBuilder()
        let parser = makeParser(data)
        parser.delegate = builder
        let parsed = parser.parse()
        if let failure = builder.failure { throw .at(file, line: failure.line, failure.message) }
        if let error = parser.parserError {
            // libxml2's internal error (1) is also how it stops at one value
            // longer than its XML_MAX_TEXT_LENGTH, which alone would read as a broken file.
            if (error as NSError).code == 1, let long = longestValue(bytes), long.count > largestValue {
                throw .at(file, line: CaptureText.place(of: long.start, in: bytes).line,
                          "a value (an attribute or a text) of \(long.count) bytes; the XML parser (libxml2, as "
                          + "Foundation runs it) stops at \(largestValue)")
            }
            throw .at(file, line: max(parser.lineNumber, 1), "not XML: \(describe(error))")
        }
        if let unclosed = builder.stack.last {
            throw .at(file, line: unclosed.line, "<\(unclosed.name)> is never closed")
        }
        guard parsed, let root = builder.root else {
            let line = max(parser.lineNumber, 1)
            let reason = parser.parserError.map { describe($0) } ?? "not well-formed XML"
            throw .at(file, line: line, "not XML: \(reason)")
        }
        return root
    }

    /// The parser every capture is read with, entities never resolved.
    /// From a stream, Foundation hands libxml2 the text in pieces; given all
    /// of it at once, libxml2 stops at 10,000,000 bytes (its
    /// XML_MAX_LOOKUP_LIMIT without XML_PARSE_HUGE, which Foundation does not set).
    static func makeParser(_ data: Data) -> XMLParser {
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        return parser
    }

    /// The longest value libxml2 reads without `XML_PARSE_HUGE`
    /// (`XML_MAX_TEXT_LENGTH`, parserInternals.h), which Foundation does not set.
    static let largestValue = 10_000_000

    /// The longest run of bytes without `<` or `"`: an upper bound on any
    /// attribute value or text in the file, and where it starts.
    static func longestValue(_ bytes: [UInt8]) -> (start: Int, count: Int)? {
        var best: (start: Int, count: Int)?
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") {
            if index - start > best?.count ?? 0 { best = (start, index - start) }
            start = index + 1
        }
        if bytes.count - start > best?.count ?? 0 { best = (start, bytes.count - start) }
        return best
    }

    /// The line of the first `<!DOCTYPE`, in any letter case.
    static func doctypeLine(_ bytes: [UInt8]) -> Int? {
        let marker = Array("<!doctype".utf8)
        var index = 0
        while let open = CaptureText.offset(of: UInt8(ascii: "<"), in: bytes, from: index) {
            if open + marker.count <= bytes.count,
               zip(bytes[open..<open + marker.count], marker).allSatisfy({ a, b in a | 0x20 == b | 0x20 }) {
                return CaptureText.place(of: open, in: bytes).line
            }
            index = open + 1
        }
        return nil
    }

    /// Foundation on Linux passes on libxml2's error number, not its text;
    /// the common ones are named (`XMLParser.ErrorCode`), the rest numbered.
    static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        let names: [Int: String] = [
            4: "no element where the document should start", 5: "the document ends in the middle of an element",
            9: "a character XML does not allow", 38: "an attribute value without quotes",
            41: "an attribute without a value", 73: "a tag that is not closed with '>'",
            76: "an end tag that does not match its start tag",
        ]
        return names[code] ?? "the parser stopped (XML error \(code))"
    }

    /// Collects elements as the parser reports them.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: XMLTree?
        var stack: [XMLTree] = []
        var failure: (line: Int, message: String)?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if stack.count >= CaptureText.deepestNesting {
                refuse(parser, "elements nested more than \(CaptureText.deepestNesting) deep; no real screen nests so deep")
                return
            }
            let node = XMLTree(name: elementName, attributes: attributes, line: parser.lineNumber)
            if let parent = stack.last {
                parent.children.append(node)
            } else if root == nil {
                root = node
            }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?) {
            // libxml2 as Foundation drives it may recover from a mismatched
            // end tag; a capture that is not well-formed is refused instead.
            guard let open = stack.popLast(), open.name == elementName else {
                let opened = stack.last.map { " opened at line \($0.line)" } ?? ""
                refuse(parser, "</\(elementName)> does not close the element\(opened) before it")
                return
            }
        }

        func parser(_ parser: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?,
                    systemID: String?) {
            refuse(parser, "a notation declaration is refused")
        }

        func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
                    systemID: String?) {
            refuse(parser, "an external entity declaration is refused")
        }

        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
            refuse(parser, "an external entity is never resolved")
            return nil
        }

        private func refuse(_ parser: XMLParser, _ message: String) {
            if failure == nil { failure = (max(parser.lineNumber, 1), message) }
            parser.abortParsing()
        }
    }
}
