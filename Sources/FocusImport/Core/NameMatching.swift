/// Close matches for a name a person typed, by edit distance, for "did you
/// mean" lists.
enum NameMatching {
    /// Up to `limit` candidates within a distance that grows with the name's
    /// length, closest first, ties in the given order.
    static func closeMatches(to name: String, among candidates: [String], limit: Int = 5) -> [String] {
        let target = Array(name.lowercased())
        let allowed = max(2, target.count / 3)
        var scored: [(candidate: String, distance: Int, index: Int)] = []
        var seen: Set<String> = []
        for (index, candidate) in candidates.enumerated() where seen.insert(candidate).inserted {
            let lowered = candidate.lowercased()
            let distance = lowered.hasPrefix(name.lowercased()) && !name.isEmpty
                ? 1 : editDistance(target, Array(lowered))
            if distance <= allowed { scored.append((candidate, distance, index)) }
        }
        return scored.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.prefix(limit).map(\.candidate)
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
