import FocusStats

/// A simple model of word completion (off unless asked for): the keyboard's
/// first layer gets a row of suggestion keys above its first row of
/// characters, scanned like any row. After the user has typed `after` letters
/// of a word, the intended word is among the suggestions with chance
/// `chance`, in a slot drawn uniformly; selecting it types the rest of the
/// word and the space after it, as both phones' suggestion strips do. When it
/// is not offered, the user types on. Which words are offered, and where,
/// is drawn once per run from the seed, so every replication types the same
/// plan. A word is a run of letters; completion is offered only while the
/// layer with the suggestion row is shown.
public struct WordCompletion: Sendable, Equatable {
    /// About what LatinIME's suggestion strip above the keys shows (assumption).
    public static let defaultSlots = 3

    /// Letters typed before the word is offered, at least 1.
    public var after: Int
    /// Chance the intended word is offered then.
    public var chance: Double
    /// Suggestions in the row.
    public var slots: Int

    public init(after: Int, chance: Double, slots: Int = WordCompletion.defaultSlots) {
        self.after = max(1, after)
        self.chance = min(1, max(0, chance))
        self.slots = max(1, slots)
    }

    /// `layout` with the suggestion row added to its first layer, above the
    /// first row that has a character key (below a row such as Switch Access's menu button).
    func addingSuggestionRow(to layout: KeyboardLayout) -> KeyboardLayout {
        var copy = layout
        var first = copy.layers[0]
        let row = (0..<slots).map { KeyboardKey(.suggestion($0), width: 10.0 / Double(slots)) }
        let index = first.rows.firstIndex { $0.contains { $0.kind.typed != nil } } ?? 0
        first.rows.insert(row, at: index)
        copy.layers[0] = first
        return copy
    }

    /// The offers for a text: for each character index where the user's
    /// word is offered, the slot it is offered in.
    func offers(in text: String, seed: UInt64) -> [Int: Int] {
        let stream = RandomStream(seed: SeedMixer.splitMix64(seed ^ 0xC0_3E7E))
        var offers: [Int: Int] = [:]
        let characters = Array(text)
        var lettersInWord = 0
        for (index, character) in characters.enumerated() {
            guard character.isLetter else {
                lettersInWord = 0
                continue
            }
            lettersInWord += 1
            let next = index + 1
            // Offered after `after` letters, when the word goes on beyond them.
            if lettersInWord == after, next < characters.count, characters[next].isLetter,
               stream.uniform() < chance {
                offers[next] = Int(stream.uniform() * Double(slots))
            }
        }
        return offers
    }
}
