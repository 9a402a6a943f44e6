/// Reads the element tree XCUITest prints for `print(app.debugDescription)`:
/// one line per element, nested by indentation, as
/// `Button, 0x600000c0c1c0, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'submit', label: 'Sign up'`.
/// The lines become the same tree a WebDriverAgent page source gives, with
/// the same attribute names, so one mapper reads both.
enum DebugDescriptionReader {
    static func parse(_ text: String, file: String) throws(ImportError) -> XMLTree {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.trimmingSpaces == "Element subtree:" }) else {
            throw .at(file, line: 1, "neither XML nor XCUITest debugDescription text "
                + "(no line 'Element subtree:'; see docs/import.md)")
        }
        let root = XMLTree(name: "XCUIElementTypeDebugDescription", attributes: [:], line: start + 1)
        var stack: [(indent: Int, node: XMLTree)] = []
        for index in lines.index(after: start)..<lines.endIndex {
            let line = lines[index]
            let body = line.trimmingSpaces
            if body.isEmpty { continue }
            if body == "Path to element:" || body == "Query chain:" { break }
            let indent = line.prefix { $0 == " " || $0 == "\t" || $0 == "→" }.count
            guard let node = element(String(body.drop { $0 == "→" }.trimmingSpaces), line: index + 1) else {
                throw .at(file, line: index + 1, "not an element line: expected 'Type, 0x…, {{x, y}, {w, h}}, …'")
            }
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            if stack.count >= CaptureText.deepestNesting {
                throw .at(file, line: index + 1, "elements nested more than \(CaptureText.deepestNesting) deep; "
                    + "no real screen nests so deep")
            }
            (stack.last?.node ?? root).children.append(node)
            stack.append((indent, node))
        }
        if root.children.isEmpty { throw .at(file, line: start + 1, "the element subtree lists no elements") }
        return root
    }

    /// One element line, or nil when it is not one.
    static func element(_ body: String, line: Int) -> XMLTree? {
        guard let comma = body.firstIndex(of: ",") else { return nil }
        var type = String(body[..<comma])
        if let parenthesis = type.firstIndex(of: "(") { type = String(type[..<parenthesis]).trimmingSpaces }
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter }) else { return nil }
        var attributes: [String: String] = [:]
        var rest = Substring(body[body.index(after: comma)...])
        if let open = rest.range(of: "{{"), let close = rest.range(of: "}}", range: open.upperBound..<rest.endIndex) {
            // Kept as written: the walker reads them as decimals, so "0x10" or "nan" is refused at its line.
            let numbers = rest[open.lowerBound..<close.upperBound].split { "{}, ".contains($0) }
            guard numbers.count == 4 else { return nil }
            for (key, value) in zip(["x", "y", "width", "height"], numbers) { attributes[key] = String(value) }
            rest = rest[close.upperBound...]
        }
        for (key, value) in pairs(rest) {
            switch key {
            case "identifier": attributes["name"] = value
            case "label", "value", "placeholderValue": attributes[key] = value
            case "Disabled": attributes["enabled"] = "false"
            default: break
            }
        }
        return XMLTree(name: "XCUIElementType" + type, attributes: attributes, line: line)
    }

    /// `key: 'quoted, value', key: bare, Flag`: a quoted value ends at a
    /// quote followed by a comma or the end of the line.
    static func pairs(_ text: Substring) -> [(String, String)] {
        var result: [(String, String)] = []
        var rest = text.drop { $0 == "," || $0 == " " }
        while !rest.isEmpty {
            let keyEnd = rest.firstIndex { $0 == ":" || $0 == "," } ?? rest.endIndex
            let key = String(rest[..<keyEnd]).trimmingSpaces
            if keyEnd == rest.endIndex || rest[keyEnd] == "," {
                result.append((key, ""))
                rest = rest[keyEnd...].drop { $0 == "," || $0 == " " }
                continue
            }
            var valueStart = rest.index(after: keyEnd)
            while valueStart < rest.endIndex, rest[valueStart] == " " { valueStart = rest.index(after: valueStart) }
            var value = ""
            var next = rest.endIndex
            if valueStart < rest.endIndex, rest[valueStart] == "'" {
                var cursor = rest.index(after: valueStart)
                while cursor < rest.endIndex {
                    let after = rest.index(after: cursor)
                    if rest[cursor] == "'", after == rest.endIndex || rest[after] == "," { break }
                    cursor = after
                }
                value = String(rest[rest.index(after: valueStart)..<cursor])
                next = cursor < rest.endIndex ? rest.index(after: cursor) : cursor
            } else {
                let end = rest[valueStart...].firstIndex(of: ",") ?? rest.endIndex
                value = String(rest[valueStart..<end]).trimmingSpaces
                next = end
            }
            result.append((key, value))
            rest = rest[next...].drop { $0 == "," || $0 == " " }
        }
        return result
    }
}
