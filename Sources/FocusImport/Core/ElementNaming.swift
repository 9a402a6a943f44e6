import FocusModel
import Foundation

/// Element ids for an imported screen: the capture's own identifier where it
/// names exactly one stop, so a scenario speaks the team's language; else one
/// made from the role and the label ("signUpButton"), numbered when repeated.
enum ElementNaming {
    static func ids(for elements: [ImportedElement]) -> [String] {
        var sourceCounts: [String: Int] = [:]
        for element in elements {
            // A source id with a hidden character (a scenario refuses it as an id) is not used.
            if let id = element.sourceID, !id.isEmpty, !id.unicodeScalars.contains(where: MessageText.isHidden) {
                sourceCounts[id, default: 0] += 1
            }
        }
        var taken: Set<String> = []
        // Where each stem's numbering goes on: the numbers below it were all
        // taken when it was reached, and stay taken, so starting there gives
        // the ids counting from 2 would, without a pass over them per
        // element (a list of thousands of "Delete" buttons took minutes).
        var nextNumber: [String: Int] = [:]
        var ids: [String] = []
        // Unique source ids first, so a generated id never takes one of them.
        for element in elements {
            if let id = element.sourceID, sourceCounts[id] == 1 { taken.insert(id) }
        }
        for element in elements {
            if let id = element.sourceID, sourceCounts[id] == 1 {
                ids.append(id)
                continue
            }
            let stem = generated(role: element.role, label: element.label)
            var candidate = stem
            var number = nextNumber[stem] ?? 2
            while taken.contains(candidate) {
                candidate = "\(stem)\(number)"
                number += 1
            }
            nextNumber[stem] = number
            taken.insert(candidate)
            ids.append(candidate)
        }
        return ids
    }

    /// The label's first few words in lowerCamelCase, then the role:
    /// "Sign up" as a button is "signUpButton"; no usable label gives the role alone.
    static func generated(role: Role, label: String) -> String {
        // "It's" is one word, not "It" and "s".
        let joined = transliterated(label).filter { $0 != "'" && $0 != "\u{2019}" }
        let words = joined.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.prefix(4)
            .map { String($0.prefix(longestWord)) }
        let roleName = role.rawValue
        guard let first = words.first else { return roleName }
        var id = first.lowercased()
        if id.first?.isNumber == true { id = "n" + id }
        for word in words.dropFirst() { id += word.prefix(1).uppercased() + word.dropFirst().lowercased() }
        return id + roleName.prefix(1).uppercased() + roleName.dropFirst()
    }

    /// Letters kept of each word: a label of one 2,000,000-letter "word"
    /// (a text field's content, say) would otherwise be its id, in the
    /// scenario and every message. Longer than any dictionary word.
    static let longestWord = 32

    /// Latin letters with accents as their base letters ("Usuário" is
    /// "Usuario"), so an id keeps the whole word: the canonical decomposition
    /// (Unicode NFD) without its combining marks, and the Latin letters that
    /// do not decompose spelt as they are usually written in ASCII. Other
    /// scripts stay as they are and are not used in ids.
    static func transliterated(_ label: String) -> String {
        var result = ""
        for scalar in label.decomposedStringWithCanonicalMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            if let spelt = latinSpellings[scalar] { result += spelt } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    static let latinSpellings: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "Æ": "Ae", "ø": "o", "Ø": "O", "œ": "oe", "Œ": "Oe", "ł": "l", "Ł": "L",
        "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i",
    ]
}
