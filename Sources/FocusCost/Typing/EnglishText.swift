import FocusStats

/// Running English text for a number of characters, when a task gives a
/// count instead of the text: letters drawn with their frequencies in
/// English (Lewand, Cryptological Mathematics, 2000) and spaces about one
/// character in six, never first, last or twice in a row.
package enum EnglishText {
    /// Percent of letters, a to z (Lewand 2000).
    static let letterPercent: [(Character, Double)] = [
        ("a", 8.17), ("b", 1.49), ("c", 2.78), ("d", 4.25), ("e", 12.70), ("f", 2.23), ("g", 2.02),
        ("h", 6.09), ("i", 6.97), ("j", 0.15), ("k", 0.77), ("l", 4.03), ("m", 2.41), ("n", 6.75),
        ("o", 7.51), ("p", 1.93), ("q", 0.10), ("r", 5.99), ("s", 6.33), ("t", 9.06), ("u", 2.76),
        ("v", 0.98), ("w", 2.36), ("x", 0.15), ("y", 1.97), ("z", 0.07),
    ]
    /// Chance of a space after a letter. Spaces never follow spaces, so the
    /// share of spaces s solves s = p (1 - s); p = 1/5 gives s = 1/6.
    static let spaceAfterLetter = 0.2

    /// `count` characters drawn from a stream seeded with `seed` (the same
    /// seed gives the same text).
    public static func generate(count: Int, seed: UInt64) -> String {
        let stream = RandomStream(seed: SeedMixer.splitMix64(seed ^ 0x5445_5854))
        let total = letterPercent.reduce(0) { $0 + $1.1 }
        var text = ""
        var previousWasSpace = true
        for index in 0..<max(0, count) {
            let last = index == count - 1
            if !previousWasSpace && !last && stream.uniform() < spaceAfterLetter {
                text.append(" ")
                previousWasSpace = true
                continue
            }
            var u = stream.uniform() * total
            var letter = letterPercent[letterPercent.count - 1].0
            for (candidate, percent) in letterPercent {
                if u < percent {
                    letter = candidate
                    break
                }
                u -= percent
            }
            text.append(letter)
            previousWasSpace = false
        }
        return text
    }
}
