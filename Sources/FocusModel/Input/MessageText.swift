/// Text from a file or the command line made safe to show in a one-line
/// message: nothing in it can hide, reorder or break the line around it.
package enum MessageText {
    /// Ids and names longer than this are shortened in messages.
    public static let longestShown = 80

    /// `text` with line breaks, controls, format characters (zero-width
    /// spaces, bidirectional overrides and isolates, the byte order mark) and
    /// noncharacters written as `\u{…}` escapes (`\n` and `\r` as themselves).
    public static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default:
                if isHidden(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// The first characters of `text` and how many were left out, once it
    /// is longer than `longestShown`: a 10,000-character id would drown the message.
    public static func shortened(_ text: String) -> String {
        guard text.count > longestShown else { return text }
        let kept = longestShown - 20
        return String(text.prefix(kept)) + "… (\(text.count) characters)"
    }

    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned: return true
        default: return scalar.properties.isNoncharacterCodePoint
        }
    }
}
