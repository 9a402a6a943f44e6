/// Two versions of one screen (two captures, before and after a change):
/// which element of one is which of the other, the task of the first played
/// on the second, and what changed between them.
///
/// An element of `after` is the same as one of `before` when it has the same
/// id, else when it is the only one of its version with the same non-empty
/// label (imports name ids after labels, but a renamed id or a reworded
/// neighbour must not lose the match).
public struct ScreenVersions: Sendable {
    public let before: Scenario
    /// `after` with `before`'s task, its targets matched into `after`.
    public let after: Scenario
    /// Ids of `after` by the id of the `before` element they are.
    public let matched: [String: String]

    /// What changed, for people reading a comparison.
    public struct Difference: Sendable, Equatable {
        /// Ids in `after` of elements `before` does not have.
        public var added: [String]
        /// Ids in `before` of elements `after` does not have.
        public var removed: [String]
        /// For each order both versions have (by name), the `before` ids of
        /// the elements both list that moved relative to the others.
        public var moved: [(order: String, elements: [String])]

        public var isEmpty: Bool { added.isEmpty && removed.isEmpty && moved.allSatisfy(\.elements.isEmpty) }

        public static func == (lhs: Difference, rhs: Difference) -> Bool {
            lhs.added == rhs.added && lhs.removed == rhs.removed
                && lhs.moved.map(\.order) == rhs.moved.map(\.order) && lhs.moved.map(\.elements) == rhs.moved.map(\.elements)
        }
    }

    public enum Refusal: Error, Sendable, CustomStringConvertible {
        /// A task step of `before` whose target `after` does not have.
        case targetMissing(step: Int, id: String, label: String)

        public var description: String { described(beforeFile: "the version before", afterFile: "the version after") }

        /// The refusal with each version named by its file and role: "first"
        /// and "second" read wrongly where the after version is the one given first.
        public func described(beforeFile: String, afterFile: String) -> String {
            switch self {
            case let .targetMissing(step, id, label):
                "task step \(step + 1) of \(beforeFile) (before) activates '\(id)' (\"\(label)\"), which \(afterFile) "
                    + "(after) has neither by id nor by label"
            }
        }
    }

    /// - Throws: `Refusal.targetMissing` when a target of `before`'s task is not in `after`.
    /// - Complexity: O((n + m) log(n + m)) in the two versions' element counts.
    public init(before: Scenario, after: Scenario) throws(Refusal) {
        self.before = before
        var matched: [String: String] = [:]
        let afterIDs = Set(after.elements.map(\.id))
        let beforeIDs = Set(before.elements.map(\.id))
        let afterByLabel = Self.uniqueLabels(after.elements)
        let beforeByLabel = Self.uniqueLabels(before.elements)
        for element in before.elements {
            if afterIDs.contains(element.id) {
                matched[element.id] = element.id
            } else if beforeByLabel[element.label] == element.id, let other = afterByLabel[element.label],
                      !beforeIDs.contains(other) {
                matched[element.id] = other
            }
        }
        var task: [TaskStep] = []
        for (index, step) in before.task.enumerated() {
            guard let target = matched[step.target] else {
                throw .targetMissing(step: index, id: step.target, label: before.element(id: step.target)?.label ?? "")
            }
            var moved = step
            moved.target = target
            task.append(moved)
        }
        var played = after
        played.task = task
        self.after = played
        self.matched = matched
    }

    /// Elements added, removed, and moved in each order both versions have.
    public var difference: Difference {
        let kept = Set(matched.values)
        let added = after.elements.map(\.id).filter { !kept.contains($0) }
        let removed = before.elements.map(\.id).filter { matched[$0] == nil }
        let moved = before.orders.compactMap { order -> (order: String, elements: [String])? in
            guard let other = after.order(named: order.name) else { return nil }
            return (order.name, Self.moved(order.elementIDs, other.elementIDs, matched: matched))
        }
        return Difference(added: added, removed: removed, moved: moved)
    }

    /// Labels that only one element of `elements` has, to that element's id.
    private static func uniqueLabels(_ elements: [Element]) -> [String: String] {
        var byLabel: [String: String?] = [:]
        for element in elements where !element.label.isEmpty {
            byLabel[element.label] = byLabel[element.label] == nil ? .some(element.id) : .some(nil)
        }
        return byLabel.compactMapValues { $0 }
    }

    /// The elements of `before` (listed in both orders) that are not in a
    /// longest run keeping its relative sequence in `after`: the fewest
    /// elements whose moving explains the new order.
    /// - Complexity: O(n log n), a longest increasing subsequence by patience sorting.
    static func moved(_ before: [String], _ after: [String], matched: [String: String]) -> [String] {
        var position: [String: Int] = [:]
        for (index, id) in after.enumerated() { position[id] = index }
        let common = before.compactMap { id in matched[id].flatMap { position[$0] }.map { (id, $0) } }
        // tails[k]: index into `common` of the smallest last position of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: common.count)
        for (index, item) in common.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if common[tails[middle]].1 < item.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var kept = Set<Int>()
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            kept.insert(cursor)
            cursor = previous[cursor]
        }
        return common.indices.filter { !kept.contains($0) }.map { common[$0].0 }
    }
}
