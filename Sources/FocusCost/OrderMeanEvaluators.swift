import FocusModel
import FocusSimulation
import FocusStats

/// The ways `OrderMeanModel` evaluates orders whose mean is not a plain sum over positions.
enum OrderMeanEvaluator: Sendable {
    case chained(ChainedCosts)
    case twoLevel(TwoLevelCosts)
    case stops(StopNavigationCosts)

    func mean(order: [Int]) -> Double {
        switch self {
        case let .chained(costs): costs.mean(order: order)
        case let .twoLevel(costs): costs.mean(order: order)
        case let .stops(costs): costs.mean(order: order)
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

/// Two-level (group or row-column) scanning: the units are rebuilt from each
/// order, then every step is a top-level scan to the target's unit and, in a
/// unit of several members, a member scan to the target.
struct TwoLevelCosts: Sendable {
    let ids: [String]
    let groups: [Group]
    let frames: [String: Frame]
    let byRows: Bool
    let task: [TaskStep]
    let profile: SwitchScanningProfile
    let fixed: Double

    init(scenario: Scenario, task: [TaskStep], profile: SwitchScanningProfile, fixed: Double) {
        ids = scenario.orders[0].elementIDs
        groups = scenario.groups
        var frames: [String: Frame] = [:]
        for element in scenario.elements { frames[element.id] = element.frame }
        self.frames = frames
        byRows = profile.mode == .rowColumn
        self.task = task
        self.profile = profile
        self.fixed = fixed
    }

    func mean(order: [Int]) -> Double {
        let sequence = order.map { ids[$0] }
        let units = byRows ? ScanUnits.rows(order: sequence, frames: frames)
            : ScanUnits.grouping(order: sequence, groups: groups)
        var place: [String: (unit: Int, member: Int)] = [:]
        for (u, unit) in units.enumerated() {
            for (m, id) in unit.enumerated() { place[id] = (u, m) }
        }
        var total = fixed
        var previousUnit = 0
        for step in task {
            guard let found = place[step.target] else { return .infinity }
            let start = profile.resumeAfterSelection == .current ? previousUnit : 0
            guard let top = ScanLevelMoments.navigation(itemCount: units.count, startItem: start,
                                                        target: found.unit, profile: profile)
            else { return .infinity }
            total += top.mean
            let members = units[found.unit].count
            if members > 1 {
                guard let inner = ScanLevelMoments.navigation(itemCount: members, startItem: 0,
                                                              target: found.member, profile: profile)
                else { return .infinity }
                total += inner.mean
            }
            previousUnit = found.unit
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
        var total = fixed + startPerception[order[0]] + startLook
        var position = stopOfPosition[0]
        for (s, target) in targets.enumerated() {
            let goal = stopOfElement[target]
            if goal < 0 { return .infinity }
            if position == goal { continue }
            let forward = StopNavigationPlan.distance(from: position, to: goal, direction: 1, stopCount: m)
            let back = StopNavigationPlan.distance(from: position, to: goal, direction: -1, stopCount: m)
            let direction = takesShorterWay && back < forward ? -1 : 1
            let count = direction > 0 ? forward : back
            for k in 1...count {
                let stop = StopNavigationPlan.position(from: position, moving: k, direction: direction, stopCount: m)
                total += perLanding + perception[s * n + elementOfStop[stop]]
            }
            position = goal
        }
        return total
    }

    static func swipe(elements: [Element], ids: [String], task: [TaskStep], targets: [Int],
                      profile: SwipeProfile) -> StopNavigationCosts {
        var byID: [String: Element] = [:]
        for element in elements { byID[element.id] = element }
        let ordered = ids.map { byID[$0]! }
        var entered: [String: Int] = [:]
        var activations: [String: Int] = [:]
        func listening(_ element: Element) -> Double {
            let words = SwipeAnnouncement.words(of: element, reader: profile.screenReader,
                                                enteredCharacters: entered[element.id, default: 0],
                                                activations: activations[element.id, default: 0])
            return SwipeAnnouncement.listeningSeconds(words: words, profile: profile)
        }
        let start = ordered.map(listening)
        var perception: [Double] = []
        for step in task {
            perception += ordered.map(listening)
            activations[step.target, default: 0] += 1
            entered[step.target, default: 0] += step.characters
        }
        let onlyControls = profile.navigation == .formControls
        return StopNavigationCosts(
            n: ids.count, isStop: ordered.map { !onlyControls || isControl($0.role) }, targets: targets,
            perception: perception, startPerception: start, takesShorterWay: profile.navigation != .linear,
            perLanding: profile.swipeTime.mean, startLook: 0,
            fixed: fixedCost(task, activation: profile.activationTime, entry: profile.entryTimePerCharacter))
    }

    static func keyboard(elements: [Element], ids: [String], task: [TaskStep], targets: [Int],
                         profile: KeyboardProfile) -> StopNavigationCosts {
        var byID: [String: Element] = [:]
        for element in elements { byID[element.id] = element }
        let n = ids.count
        return StopNavigationCosts(
            n: n, isStop: ids.map { isControl(byID[$0]!.role) }, targets: targets,
            perception: [Double](repeating: 0, count: task.count * n),
            startPerception: [Double](repeating: 0, count: n), takesShorterWay: profile.navigation == .shortest,
            perLanding: profile.keystrokeTime.mean + profile.lookTime.mean, startLook: profile.lookTime.mean,
            fixed: fixedCost(task, activation: profile.keystrokeTime, entry: profile.entryTimePerCharacter))
    }

    private static func fixedCost(_ task: [TaskStep], activation: Distribution, entry: Distribution) -> Double {
        task.reduce(0) { $0 + activation.mean + Double($1.characters) * entry.mean }
    }

    /// The controls: Tab stops and stops of the form-controls rotor. Mirrors
    /// the simulation's rule; the agreement tests compare the two.
    private static func isControl(_ role: Role) -> Bool {
        switch role {
        case .heading, .staticText, .image: false
        default: true
        }
    }
}
