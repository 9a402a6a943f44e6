/// Type-ahead in a web `select` as Chromium implements it
/// (third_party/blink/renderer/core/html/forms/type_ahead.cc,
/// `TypeAhead::HandleEvent`): each typed character extends a prefix, the
/// first character searching from the option after the selected one and
/// later ones from the selected option, cyclically, for the first option
/// whose label (leading spaces stripped, case folded) starts with the prefix;
/// typing the first character again cycles through the options that start
/// with it. Assumes the user types within the one-second time-out that
/// clears the prefix.
enum TypeAhead {
    /// The fewest characters typed, starting with the first option selected,
    /// that select option `target`; nil when no typing reaches it (an
    /// earlier option with the same label, or an empty label).
    ///
    /// - Complexity: O(n · m) for n options and a label of m characters.
    static func keyPresses(choosing target: Int, among labels: [String]) -> Int? {
        let folded = labels.map(fold)
        let wanted = folded[target]
        guard let first = wanted.first else { return nil }
        var best: Int?
        // Typing the label's first characters.
        var selected = 0
        for length in 1...wanted.count {
            let prefix = String(wanted.prefix(length))
            guard let found = search(folded, from: selected + (length == 1 ? 1 : 0), prefix: prefix) else { break }
            selected = found
            if selected == target {
                best = length
                break
            }
        }
        // Typing the first character again and again.
        selected = 0
        for presses in 1...folded.count {
            if let best, presses >= best { break }
            guard let found = search(folded, from: selected + 1, prefix: String(first)) else { break }
            selected = found
            if selected == target { return presses }
        }
        return best
    }

    /// The first option from `start` on (wrapping round) whose label starts with `prefix`.
    private static func search(_ labels: [String], from start: Int, prefix: String) -> Int? {
        let count = labels.count
        for step in 0..<count {
            let index = (start + step) % count
            if labels[index].hasPrefix(prefix) { return index }
        }
        return nil
    }

    private static func fold(_ label: String) -> String {
        String(label.drop { $0.isWhitespace }).lowercased()
    }
}
