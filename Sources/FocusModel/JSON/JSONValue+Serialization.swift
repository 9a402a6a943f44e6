extension JSONValue {
    /// The value as JSON text. Object members come out in stored order.
    /// Pretty output indents by two spaces and puts each member and element on
    /// its own line; compact output has no whitespace at all. Neither ends
    /// with a newline. NaN and infinities, which JSON cannot express, become null.
    public func serialized(pretty: Bool) -> String {
        var output = ""
        write(to: &output, pretty: pretty, indent: 0)
        return output
    }

    private func write(to output: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: output += "null"
        case let .bool(b): output += b ? "true" : "false"
        case let .number(n): output += JSONValue.format(n)
        case let .string(s): JSONValue.writeString(s, to: &output)
        case let .array(items):
            JSONValue.writeItems(items, between: ("[", "]"), to: &output, pretty: pretty, indent: indent) { item, output in
                item.write(to: &output, pretty: pretty, indent: indent + 1)
            }
        case let .object(members):
            JSONValue.writeItems(members, between: ("{", "}"), to: &output, pretty: pretty, indent: indent) { member, output in
                JSONValue.writeString(member.key, to: &output)
                output += pretty ? ": " : ":"
                member.value.write(to: &output, pretty: pretty, indent: indent + 1)
            }
        }
    }

    /// The comma-separated items of an array or object between its brackets,
    /// each on its own line one level deeper when pretty; `[]` or `{}` when empty.
    private static func writeItems<Item>(_ items: [Item], between brackets: (open: String, close: String),
                                         to output: inout String, pretty: Bool, indent: Int,
                                         _ writeItem: (Item, inout String) -> Void) {
        guard !items.isEmpty else { output += brackets.open + brackets.close; return }
        output += brackets.open
        for (index, item) in items.enumerated() {
            if index > 0 { output += "," }
            newline(&output, pretty: pretty, indent: indent + 1)
            writeItem(item, &output)
        }
        newline(&output, pretty: pretty, indent: indent)
        output += brackets.close
    }

    private static func newline(_ output: inout String, pretty: Bool, indent: Int) {
        guard pretty else { return }
        output += "\n"
        output += String(repeating: "  ", count: indent)
    }

    /// 2^53: up to this size doubles count every whole number, so one prints
    /// as its digits and reads back as itself; seeds go up to 2^53 − 1.
    public static let wholeNumbersExact = 9_007_199_254_740_992.0

    /// The shortest text that reads back as exactly `value`. Whole numbers
    /// within the range where doubles count every integer print without a
    /// fraction ("3", not "3.0"); everything else uses Swift's shortest
    /// round-trip form, whose exponent notation ("1e-07") is valid JSON.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) <= wholeNumbersExact {
            if value == 0 { return value.sign == .minus ? "-0" : "0" }
            return String(Int64(value))
        }
        return value.description
    }

    private static func writeString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                // Other control characters have no short escape; U+2028 and
                // U+2029 are escaped too so the output is also safe to embed
                // in JavaScript.
                let digits = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
