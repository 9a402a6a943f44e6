/// Ready-to-paste code that makes each platform's assistive technologies
/// follow a focus order. Element ids stand for the names the app gives its
/// views; characters a platform does not allow in a name are replaced.
public enum PlatformSnippets {
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
        for (index, id) in order.enumerated() { text += "<!-- \(index + 1). #\(id) -->\n" }
        return text
    }

    /// All three, in the order iOS, Android, web, separated by blank lines.
    public static func all(_ order: [String]) -> String {
        [iOS(order), android(order), web(order)].joined(separator: "\n")
    }

    /// A Swift identifier: runs of other characters split the id into words,
    /// joined in lower camel case ("card-number" → "cardNumber"); a leading
    /// digit gets an underscore.
    static func swiftName(_ id: String) -> String {
        let words = id.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        guard let first = words.first else { return "_" }
        let name = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first!.isNumber ? "_" + name : name
    }

    /// An Android resource name: letters, digits and underscores, not starting with a digit.
    static func androidName(_ id: String) -> String {
        let name = String(id.map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" ? $0 : "_" })
        return name.first?.isNumber == true ? "_" + name : name
    }
}
