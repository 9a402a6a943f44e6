/// The groups a walk finds in list rows, cards and cells. Groups do not
/// nest, so a stop belongs to the first (innermost) group that claims it,
/// and a group left with fewer than two stops is none.
struct ClaimedGroups {
    private(set) var groups: [[Int]] = []
    /// Every stop some group holds, kept as groups are added so that a
    /// claim costs its own members only (a screen of thousands of rows
    /// must not rescan the groups before it at every row).
    private var claimed: Set<Int> = []

    mutating func claim(_ members: [Int]) {
        let free = members.filter { !claimed.contains($0) }
        guard free.count >= 2 else { return }
        groups.append(free)
        claimed.formUnion(free)
    }
}
