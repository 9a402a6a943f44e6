/// Escaping for HTML that is also well-formed XML: every text and attribute
/// value goes through here, so a label such as "Terms & <Privacy>" cannot
/// break the document or inject markup.
enum MarkupText {
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            // Control characters other than tab and line breaks are not allowed in XML 1.0.
            case _ where character.value < 0x20 && character != "\t" && character != "\n" && character != "\r":
                escaped += " "
            // U+FFFE and U+FFFF are not XML characters either; no label needs a noncharacter.
            case _ where character.properties.isNoncharacterCodePoint: continue
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A number for SVG coordinates: short, and never in exponent notation.
    /// A coordinate that is not a number (a chart of an empty or degenerate
    /// sample) is drawn at 0: "n/a" in a length attribute is not SVG.
    static func coordinate(_ value: Double) -> String {
        NumberText.fixed(value.isFinite ? value : 0, decimals: 1)
    }

}
