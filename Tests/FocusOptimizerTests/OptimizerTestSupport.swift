@testable import FocusOptimizer
import FocusModel
import XCTest

/// The constraints' meaning, written independently of `OrderRules`, so tests can check the rules against it.
func keeps(_ order: [String], _ constraint: Constraint, orders: [NamedOrder]) -> Bool {
    var position: [String: Int] = [:]
    for (p, id) in order.enumerated() { position[id] = p }
    func from(_ name: String) -> [String: Int] {
        let ids = (orders.first { $0.name == name }?.elementIDs ?? order).filter { position[$0] != nil }
        var result: [String: Int] = [:]
        for (p, id) in ids.enumerated() { result[id] = p }
        return result
    }
    switch constraint {
    case let .before(ids):
        let present = ids.compactMap { position[$0] }
        return zip(present, present.dropFirst()).allSatisfy { $0 < $1 }
    case let .first(id): return position[id].map { $0 == 0 } ?? true
    case let .last(id): return position[id].map { $0 == order.count - 1 } ?? true
    case let .adjacent(a, b):
        guard let pa = position[a], let pb = position[b] else { return true }
        return pb == pa + 1
    case let .together(ids):
        let present = ids.compactMap { position[$0] }
        guard present.count >= 2 else { return true }
        return present.max()! - present.min()! == present.count - 1
    case let .maxDisplacement(places, name):
        return from(name).allSatisfy { abs(position[$0.key]! - $0.value) <= places }
    case let .fixed(ids, name):
        let named = from(name)
        return ids.allSatisfy { id in named[id].map { position[id] == $0 } ?? true }
    }
}

func keepsAll(_ order: [String], _ constraints: [Constraint], orders: [NamedOrder]) -> Bool {
    constraints.allSatisfy { keeps(order, $0, orders: orders) }
}

func permutations(_ n: Int) -> [[Int]] {
    guard n > 0 else { return [[]] }
    var result: [[Int]] = []
    for rest in permutations(n - 1) {
        for i in 0...rest.count {
            var p = rest
            p.insert(n - 1, at: i)
            result.append(p)
        }
    }
    return result
}

/// Random constraints over ids e0…e(n-1), whose visual order is e0, e1, ….
struct ConstraintGenerator {
    var random: SplitMix64
    let ids: [String]

    init(seed: UInt64, n: Int) {
        random = SplitMix64(seed: seed)
        ids = (0..<n).map { "e\($0)" }
    }

    mutating func distinct(_ count: Int) -> [String] {
        var pool = ids
        var chosen: [String] = []
        for _ in 0..<min(count, pool.count) { chosen.append(pool.remove(at: random.below(pool.count))) }
        return chosen
    }

    mutating func constraint() -> Constraint {
        switch random.below(7) {
        case 0: return .before(distinct(2 + random.below(2)))
        case 1: return .first(distinct(1)[0])
        case 2: return .last(distinct(1)[0])
        case 3: let pair = distinct(2); return .adjacent(pair[0], pair[1])
        case 4: return .together(distinct(2 + random.below(2)))
        case 5: return .maxDisplacement(1 + random.below(3), from: "visual")
        default: return .fixed(distinct(1), from: "visual")
        }
    }

    mutating func constraints(upTo count: Int) -> [Constraint] {
        (0..<(1 + random.below(count))).map { _ in constraint() }
    }
}

func located(_ constraints: [Constraint]) -> [LocatedConstraint] {
    constraints.enumerated().map { LocatedConstraint(index: $0.offset, constraint: $0.element) }
}

/// A scenario of `n` buttons e0…e(n-1) in a column, visual order first, and a task over `targets`.
func buttonScenario(n: Int, targets: [Int], constraints: [Constraint] = [], variants: [TaskVariant] = []) -> Scenario {
    var elements: [Element] = []
    for i in 0..<n {
        let role: Role = i % 5 == 0 ? .heading : .button
        let frame = Frame(x: 10, y: Double(60 * i + 10), width: 200, height: 44)
        elements.append(Element(id: "e\(i)", role: role, label: "Item \(i) label", frame: frame))
    }
    let ids: [String] = elements.map { $0.id }
    return Scenario(name: "generated", platform: .ios, elements: elements,
                    orders: [NamedOrder(name: "visual", elementIDs: ids)],
                    task: targets.map { TaskStep(target: "e\($0)", characters: $0 % 3) },
                    screen: ScreenSize(width: 390, height: Double(60 * n + 40)),
                    groups: n >= 6 ? [Group(id: "g", memberIDs: ["e3", "e4", "e5"])] : [],
                    constraints: constraints, variants: variants)
}

extension SwitchScanningProfile {
    /// Linear item scanning with a closed form (no loop limit, no false activations).
    static func closedFormScan(resume: Resume = .first) -> SwitchScanningProfile {
        var p = SwitchScanningProfile.benchReference
        p.resumeAfterSelection = resume
        return p
    }
}
