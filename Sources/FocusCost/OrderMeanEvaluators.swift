import FocusModel
import FocusSimulation
import FocusStats

/// The ways `OrderMeanModel` evaluates orders whose mean is not a plain sum over positions.
enum OrderMeanEvaluator: Sendable {
    case chained(ChainedCosts)
    case twoLevel(TwoLevelCosts)
    case stops(StopNavigationCosts)
    indirect case skipping(SkippedElements)

    func mean(order: [Int]) -> Double {
        switch self {
        case let .chained(costs): costs.mean(order: order)
        case let .twoLevel(costs): costs.mean(order: order)
        case let .stops(costs): costs.mean(order: order)
        case let .skipping(skipped): skipped.mean(order: order)
        }
    }
}

/// Steps whose navigation depends on the previous target's position and the
/// current one's (resume on the current item): table[start * n + target],
/// with the first step starting at position 0.
struct ChainedCosts: Sendable {
    let n: Int
    let targets: [Int]
    let table: [Double]
    let fixed: Double

    func mean(order: [Int]) -> Double {
        var position = [Int](repeating: 0, count: n)
        for (p, element) in order.enumerated() { position[element] = p }
        var total = fixed
        var start = 0
        for target in targets {
            let p = position[target]
            total += table[start * n + p]
            start = p
        }
        return total
    }
}

/// Two-level (group or row-column) scanning: every step is a top-level scan
/// to the target's unit and, in a unit of several members, a member scan to
/// the target. Which elements share a unit does not depend on the order (a
/// group, or a row: a connected set of overlapping vertical extents); the
/// order only decides the sequence of units (by first member) and of members,
/// so units are rebuilt from integer keys, and scan means come from a table.
struct TwoLevelCosts: Sendable {
    let n: Int
    /// Elements with the same key share a unit.
    let unitKey: [Int]
    let targets: [Int]
    let resumeOnCurrent: Bool
    /// Highlights a member pass has beyond the members (the back-out highlight).
    let extraMembers: Int
    let fixed: Double
    /// Mean navigation time of a scan over `count` items from `start` to `target`:
    /// [(count * n + start) * n + target]; infinity when the target can never be hit.
    let navigation: [Double]

    /// `units`: the simulation model's units for the candidate order `ids`
    /// (membership does not depend on the order, only their sequence does).
    init(units: [[String]], ids: [String], targets: [Int], profile: SwitchScanningProfile, fixed: Double) {
        n = ids.count
        var index: [String: Int] = [:]
        for (i, id) in ids.enumerated() { index[id] = i }
        var key = [Int](repeating: 0, count: n)
        for (u, unit) in units.enumerated() { for id in unit { key[index[id]!] = u } }
        unitKey = key
        self.targets = targets
        resumeOnCurrent = profile.resumeAfterSelection == .current
        extraMembers = profile.backOutHighlights
        self.fixed = fixed
        var table = [Double](repeating: .infinity, count: (n + 2) * n * n)
        for count in 1...max(1, n + extraMembers) {
            for start in 0..<(resumeOnCurrent ? min(count, n) : 1) {
                for target in 0..<min(count, n) {
                    table[(count * n + start) * n + target] = ScanLevelMoments.navigation(
                        itemCount: count, startItem: start, target: target, profile: profile)?.mean ?? .infinity
                }
            }
        }
        navigation = table
    }

    func mean(order: [Int]) -> Double {
        var unitOfKey = [Int](repeating: -1, count: n)
        var unitSize = [Int](repeating: 0, count: n)
        var unit = [Int](repeating: 0, count: n)
        var member = [Int](repeating: 0, count: n)
        var units = 0
        for element in order {
            let key = unitKey[element]
            if unitOfKey[key] < 0 { unitOfKey[key] = units; units += 1 }
            let u = unitOfKey[key]
            unit[element] = u
            member[element] = unitSize[u]
            unitSize[u] += 1
        }
        var total = fixed
        var previousUnit = 0
        for target in targets {
            let u = unit[target]
            let start = resumeOnCurrent ? previousUnit : 0
            total += navigation[(units * n + start) * n + u]
            let members = unitSize[u]
            if members > 1 { total += navigation[((members + extraMembers) * n) * n + member[target]] }
            previousUnit = u
        }
        return total
    }
}

/// Swipe and keyboard navigation without overshoots: the path from stop to
/// stop is fixed by the order, and each landing costs a move and the
/// perception of the element landed on, as of that step of the task.
struct StopNavigationCosts: Sendable {
    let n: Int
    let isStop: [Bool]
    let targets: [Int]
    /// Fixed seconds to perceive element e on landing in step s: [s * n + e].
    let perception: [Double]
    /// Fixed seconds to perceive element e when focus starts on it.
    let startPerception: [Double]
    let takesShorterWay: Bool
    /// Focus is on no element when the screen loads (see `StopNavigationRules`).
    let startsBeforeFirstElement: Bool
    let perLanding: Double
    let startLook: Double
    let fixed: Double

    func mean(order: [Int]) -> Double {
        var stopOfPosition = [Int](repeating: -1, count: n)
        var elementOfStop: [Int] = []
        elementOfStop.reserveCapacity(n)
        var stopOfElement = [Int](repeating: -1, count: n)
        for (p, element) in order.enumerated() where isStop[element] {
            stopOfPosition[p] = elementOfStop.count
            stopOfElement[element] = elementOfStop.count
            elementOfStop.append(element)
        }
        let m = elementOfStop.count
        var total = fixed + startLook
        var position = -1
        if !startsBeforeFirstElement {
            total += startPerception[order[0]]
            position = stopOfPosition[0]
        }
        for (s, target) in targets.enumerated() {
            let goal = stopOfElement[target]
            if goal < 0 { return .infinity }
            if position == goal { continue }
            let direction = StopNavigationRules.direction(from: position, to: goal, stopCount: m,
                                                          takesShorterWay: takesShorterWay)
            let count = StopNavigationPlan.distance(from: position, to: goal, direction: direction, stopCount: m)
            for k in 1...count {
                let stop = StopNavigationPlan.position(from: position, moving: k, direction: direction, stopCount: m)
                total += perLanding + perception[s * n + elementOfStop[stop]]
            }
            position = goal
        }
        return total
    }

    /// Asks the simulator's `rules` which elements are stops, which way the
    /// user moves and what each element takes to perceive at each step.
    init(_ candidate: OrderMeanCandidate, rules: StopNavigationRules) {
        var byID: [String: Element] = [:]
        for element in candidate.scenario.elements { byID[element.id] = element }
        let ordered = candidate.elementIDs.map { byID[$0]! }
        var entered: [String: Int] = [:]
        var activations: [String: Int] = [:]
        func perceiving(_ element: Element) -> Double {
            rules.perceptionSeconds(of: element, enteredCharacters: entered[element.id, default: 0],
                                    activations: activations[element.id, default: 0])
        }
        startPerception = ordered.map(perceiving)
        var perception: [Double] = []
        for step in candidate.task {
            perception += ordered.map(perceiving)
            activations[step.target, default: 0] += 1
            entered[step.target, default: 0] += step.characters
        }
        self.perception = perception
        n = candidate.count
        isStop = ordered.map(rules.isStop)
        targets = candidate.targets
        takesShorterWay = rules.takesShorterWay
        startsBeforeFirstElement = rules.startsBeforeFirstElement
        perLanding = rules.moveTime.mean + rules.perceptionTime.mean
        startLook = rules.perceptionTime.mean
        fixed = candidate.task.reduce(0) { total, step in
            let activation = byID[step.target].map(rules.activates) ?? true ? rules.activationTime.mean : 0
            return total + activation + Double(step.characters) * rules.entryTimePerCharacter.mean
        }
    }
}
