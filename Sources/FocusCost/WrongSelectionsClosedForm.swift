import Foundation
import FocusModel
import FocusSimulation
import FocusStats

/// The expected number of wrong selections (false activations) a switch
/// user makes before selecting one target, exactly as the simulators play
/// it, without the time cap. Typing reads it for the delete key: each wrong
/// selection types a character that needs one more deletion, so the
/// deletions are a branching process with mean offspring m, which ends
/// for certain with a finite expected number of deletions, 1 / (1 − m) per
/// wrong character, only when m < 1 (docs/keyboards.md, "Wrong keys").
///
/// Automatic scanning (item, group, row-column): a *run* is the scan from a
/// (re)start until a press or the end of its loops. A run that starts on
/// item s highlights s, s + 1, … (wrapping); each highlight of a non-target
/// item takes an unintended press with chance f (the simulator's geometric
/// draw of the n-th such highlight is the same as a chance f on each), and
/// each highlight of the target a press with chance F(dwell), the reaction
/// times shorter than that highlight. So a run's outcomes (target pressed,
/// an unintended press on each item, loops ended) are sums over its
/// highlights; passes after the first repeat with the same dwells, so they
/// add as a geometric series. Where a run leads (a new run of the top level
/// on unit 0 or on the unit just left, a member run, a group entered by
/// mistake) follows `TwoLevelScanningSimulator`. The runs form a Markov
/// chain absorbed at the selection; the expected wrong selections before
/// absorption are found by eliminating states one by one with sums of
/// positive terms only (as in Grassmann, Taksar and Heyman's method), so
/// chances near 0 or 1 lose no precision.
///
/// Point scanning: every attempt (both lines stopped, or a stopped scan
/// started again) begins afresh, so m is the chance an attempt selects
/// another element over the chance it selects the target
/// (`PointScanningCrosshair`).
package enum WrongSelectionsClosedForm {
    /// Run states a chain may have before the form gives up (a layer of
    /// thousands of keys scanned item by item with resume on the current
    /// item); the caller then relies on the simulation.
    static let mostStates = 2_000

    /// Expected wrong selections before step `index`'s target is selected,
    /// its run starting on item `start`; nil when the chain is too large.
    public static func perSelection(of model: SwitchScanningModel, step index: Int, start: Int = 0) -> Double? {
        let chain = Chain(profile: model.profile, unitSizes: Array(repeating: 1, count: model.itemCount),
                          unit: model.steps[index].position, member: 0)
        return chain.expectedWrongSelections(fromTopUnit: start)
    }

    public static func perSelection(of model: TwoLevelScanningModel, step index: Int) -> Double? {
        let step = model.steps[index]
        let chain = Chain(profile: model.profile, unitSizes: model.units.map(\.count), unit: step.unit,
                          member: step.member)
        return chain.expectedWrongSelections(fromTopUnit: model.resumeUnit(forStep: index))
    }

    public static func perSelection(of model: PointScanningModel, step index: Int) -> Double {
        let crosshair = PointScanningCrosshair(model: model, step: index)
        guard crosshair.target > 0 else { return .infinity }
        return crosshair.wrongElement / crosshair.target
    }

    /// How one run ends, as chances.
    struct RunOutcomes {
        var target = 0.0
        /// An unintended press on each item of the run's scanner.
        var accidental: [Double]
        var loopsEnded = 0.0
    }

    /// The outcomes of a run over `itemCount` items starting on `start`, aimed at `target`.
    static func run(itemCount: Int, start: Int, target: Int, profile p: SwitchScanningProfile) -> RunOutcomes {
        var scanner = ItemScanner(itemCount: itemCount, scanInterval: p.scanInterval,
                                  firstItemPause: p.firstItemPause, loops: p.loops)
        scanner.start(at: 0, item: start)
        // As `ScanningUser.planAccidentalPress`: a scanner of one item takes no unintended press.
        let f = itemCount > 1 ? p.falseActivation : 0
        var outcomes = RunOutcomes(accidental: Array(repeating: 0, count: itemCount))
        // One pass of highlights from `first`, each outcome weighted by `weight`; returns the chance of going on.
        func pass(from first: Int, weight: Double, into outcomes: inout RunOutcomes) -> (alive: Double, logAlive: Double) {
            var alive = 1.0
            var logAlive = 0.0
            for h in first..<first + itemCount {
                let item = scanner.item(ofHighlight: h)
                if item == target {
                    let press = p.reactionTime.probabilityBelow(scanner.dwell(ofHighlight: h))
                    outcomes.target += weight * alive * press
                    alive *= 1 - press
                    logAlive += log1p(-press)
                } else if f > 0 {
                    outcomes.accidental[item] += weight * alive * f
                    alive *= 1 - f
                    logAlive += log1p(-f)
                }
            }
            return (alive, logAlive)
        }
        let first = pass(from: 0, weight: 1, into: &outcomes)
        let passes = p.loops ?? Int.max
        guard passes > 1 else {
            outcomes.loopsEnded = first.alive
            return outcomes
        }
        // Passes after the first have the same dwells: pass k ≥ 1 is the second one scaled by ρ^(k − 1).
        var later = RunOutcomes(accidental: Array(repeating: 0, count: itemCount))
        let repeating = pass(from: itemCount, weight: 1, into: &later)
        let logRho = repeating.logAlive
        guard logRho < 0 else { return outcomes }  // a run that never ends: no outcome (refused elsewhere)
        // 1 + ρ + … + ρ^(L − 2), or 1 / (1 − ρ) without a loop limit, without cancellation.
        let perPass = -expm1(logRho)
        let series = passes == Int.max ? 1 / perPass : -expm1(Double(passes - 1) * logRho) / perPass
        let scale = first.alive * series
        outcomes.target += scale * later.target
        for item in 0..<itemCount { outcomes.accidental[item] += scale * later.accidental[item] }
        if passes != Int.max { outcomes.loopsEnded = first.alive * exp(Double(passes - 1) * logRho) }
        return outcomes
    }

    /// The runs of one selection as a Markov chain, built from the rules of
    /// `TwoLevelScanningSimulator` (item scanning: every unit of one member).
    struct Chain {
        enum State: Hashable {
            /// A top-level run starting on this unit.
            case top(Int)
            /// A run among the target unit's members, from member 0.
            case members
            /// A run in a group entered by mistake, aimed at its back-out highlight.
            case wrongGroup(Int)
        }

        let profile: SwitchScanningProfile
        let unitSizes: [Int]
        let unit: Int
        let member: Int
        var backOut: Bool { profile.mode == .group }

        init(profile: SwitchScanningProfile, unitSizes: [Int], unit: Int, member: Int) {
            self.profile = profile
            self.unitSizes = unitSizes
            self.unit = unit
            self.member = member
        }

        /// Where a run from `state` goes: each next state with its chance and
        /// the chance of a wrong selection on the way; the chance of the selection.
        func transitions(from state: State) -> (next: [State: (chance: Double, wrong: Double)], done: Double) {
            var next: [State: (chance: Double, wrong: Double)] = [:]
            func add(_ state: State, _ chance: Double, wrong: Bool) {
                guard chance > 0 else { return }
                var entry = next[state] ?? (0, 0)
                entry.chance += chance
                if wrong { entry.wrong += chance }
                next[state] = entry
            }
            let resumesOnCurrent = profile.resumeAfterSelection == .current
            switch state {
            case let .top(start):
                let outcomes = run(itemCount: unitSizes.count, start: start, target: unit, profile: profile)
                for (item, chance) in outcomes.accidental.enumerated() where chance > 0 {
                    // A group selected by mistake opens; any other wrong selection is recovered from.
                    add(backOut && unitSizes[item] > 1 ? .wrongGroup(item) : .top(resumesOnCurrent ? item : 0),
                        chance, wrong: true)
                }
                add(.top(0), outcomes.loopsEnded, wrong: false)
                if unitSizes[unit] > 1 {
                    add(.members, outcomes.target, wrong: false)
                    return (next, 0)
                }
                return (next, outcomes.target)
            case .members:
                let count = unitSizes[unit] + (backOut ? 1 : 0)
                let outcomes = run(itemCount: count, start: 0, target: member, profile: profile)
                for (item, chance) in outcomes.accidental.enumerated() where chance > 0 {
                    let isBackOut = backOut && item == count - 1
                    add(isBackOut ? .top(unit) : .top(resumesOnCurrent ? unit : 0), chance, wrong: true)
                }
                add(.top(unit), outcomes.loopsEnded, wrong: false)
                return (next, outcomes.target)
            case let .wrongGroup(group):
                let count = unitSizes[group] + 1
                let outcomes = run(itemCount: count, start: 0, target: count - 1, profile: profile)
                for chance in outcomes.accidental where chance > 0 {
                    add(.top(resumesOnCurrent ? group : 0), chance, wrong: true)
                }
                add(.top(group), outcomes.loopsEnded + outcomes.target, wrong: false)
                return (next, 0)
            }
        }

        /// Expected wrong selections from a top-level run on `start` until
        /// the selection; infinite when the selection is never reached, nil
        /// when the chain has more than `mostStates` states.
        func expectedWrongSelections(fromTopUnit start: Int) -> Double? {
            // Every state the selection can pass through, with its transitions.
            var index: [State: Int] = [.top(start): 0]
            var states: [State] = [.top(start)]
            var chance: [[Int: Double]] = []
            var wrong: [Double] = []
            var done: [Double] = []
            var k = 0
            while k < states.count {
                let (next, finished) = transitions(from: states[k])
                var row: [Int: Double] = [:]
                var expectedWrong = 0.0
                for (state, entry) in next {
                    if index[state] == nil {
                        if states.count >= WrongSelectionsClosedForm.mostStates { return nil }
                        index[state] = states.count
                        states.append(state)
                    }
                    row[index[state]!, default: 0] += entry.chance
                    expectedWrong += entry.wrong
                }
                chance.append(row)
                wrong.append(expectedWrong)
                done.append(finished)
                k += 1
            }
            // Eliminate states from the last to the first: state e's visits
            // are folded into the states that lead to it. Its chance of leaving
            // (to the selection or to another state) is a sum, never 1 − a
            // chance near 1.
            for e in stride(from: states.count - 1, through: 1, by: -1) {
                var leaving = done[e] + chance[e].reduce(0) { $0 + ($1.key == e ? 0 : $1.value) }
                if leaving == 0 {
                    // A state the selection is never reached from: whoever gets there never finishes.
                    wrong[e] = .infinity
                    leaving = 1
                }
                for i in 0..<e {
                    guard let toE = chance[i][e], toE > 0 else { continue }
                    chance[i][e] = nil
                    let share = toE / leaving
                    wrong[i] += share * wrong[e]
                    done[i] += share * done[e]
                    for (j, c) in chance[e] where j != e { chance[i][j, default: 0] += share * c }
                }
            }
            let leaving = done[0]
            guard leaving > 0 else { return .infinity }
            // Expected wrong selections per run from the start, times the runs until the selection.
            return wrong[0] / leaving
        }
    }
}
