/// Ready-to-paste code that makes each platform's assistive technologies
/// follow a focus order. Element ids stand for the names the app gives its
/// views; characters a platform does not allow in a name are replaced.
package enum PlatformSnippets {
    /// UIKit: the container's `accessibilityElements` lists its elements in
    /// the order VoiceOver and Switch Control visit them.
    public static func iOS(_ order: [String]) -> String {
        var text = "// iOS (UIKit): in the view that contains these elements\n"
        text += "accessibilityElements = [\n"
        for id in order { text += "    \(swiftName(id)),\n" }
        text += "]\n"
        return text
    }

    /// Android: each view after the first names the view focus comes from
    /// (`accessibilityTraversalAfter`, API 22 and later).
    public static func android(_ order: [String]) -> String {
        var text = "<!-- Android: add to each view's layout XML (API 22+) -->\n"
        for (previous, id) in zip(order, order.dropFirst()) {
            text += "<!-- @+id/\(androidName(id)) --> "
                + "android:accessibilityTraversalAfter=\"@id/\(androidName(previous))\"\n"
        }
        return text
    }

    /// The web follows the DOM: the fix is the source order, not tabindex.
    public static func web(_ order: [String]) -> String {
        var text = "<!-- Web: put the elements in this order in the DOM (source order). Do not use a positive\n"
        text += "     tabindex: it moves an element ahead of the whole page and leaves reading order unchanged. -->\n"
        for (index, id) in order.enumerated() { text += "<!-- \(index + 1). #\(cssIdentifier(id)) -->\n" }
        return text
    }

    /// All three, in the order iOS, Android, web, separated by blank lines.
    public static func all(_ order: [String]) -> String {
        [iOS(order), android(order), web(order)].joined(separator: "\n")
    }

    /// A Swift identifier: runs of other characters split the id into words,
    /// joined in lower camel case ("card-number" → "cardNumber"); a leading
    /// digit gets an underscore; a reserved word is written in backticks
    /// (`` `default` ``); an id with no letters or digits is spelled by its
    /// code points ("--" → "_2d2d").
    static func swiftName(_ id: String) -> String {
        let words = id.split { !($0.isLetter || $0.isASCIIDigit || $0 == "_") }.map(String.init)
        guard let first = words.first else { return codePointName(id) }
        let name = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first!.isNumber { return "_" + name }
        if name.allSatisfy({ $0 == "_" }) { return codePointName(id) }
        return SnippetKeywords.swift.contains(name) ? "`\(name)`" : name
    }

    /// An Android resource name: letters, digits and underscores, not starting
    /// with a digit. The name becomes a Java field (`R.id.name`), so a Java
    /// reserved word gets a trailing underscore ("default" → "default_").
    static func androidName(_ id: String) -> String {
        var name = String(id.map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" ? $0 : "_" })
        if name.isEmpty { return codePointName(id) }
        if name.first!.isNumber { name = "_" + name }
        return SnippetKeywords.java.contains(name) ? name + "_" : name
    }

    /// The id as a CSS identifier after `#`, escaped as CSSOM's
    /// `CSS.escape` does: a leading digit (or "-" and a digit) as a code
    /// point, other ASCII punctuation with a backslash. This also keeps "-->"
    /// out of the HTML comment the selector is written in.
    static func cssIdentifier(_ id: String) -> String {
        let scalars = Array(id.unicodeScalars)
        var text = ""
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            let isDigit = (0x30...0x39).contains(value)
            if value == 0 {
                text += "\u{FFFD}"
            } else if (0x01...0x1F).contains(value) || value == 0x7F
                        || (index == 0 && isDigit)
                        || (index == 1 && isDigit && scalars[0] == "-") {
                text += "\\" + String(value, radix: 16) + " "
            } else if index == 0 && scalars.count == 1 && scalar == "-" {
                text += "\\-"
            } else if value >= 0x80 || isDigit || scalar == "-" || scalar == "_"
                        || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) {
                text.unicodeScalars.append(scalar)
            } else {
                text += "\\"
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// "_" and the id's code points in hexadecimal: a name for an id that has
    /// nothing else to make one from.
    private static func codePointName(_ id: String) -> String {
        "_" + id.unicodeScalars.map { String($0.value, radix: 16) }.joined()
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
