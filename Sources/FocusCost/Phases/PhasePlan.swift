import FocusModel
import FocusSimulation

/// A scenario whose screen changes (dialogs, list changes, traps), cut into
/// phases (`FocusPhasePlanner`): each phase becomes a still screen of its
/// own, with the reachable elements as its order and focus starting where the
/// screen put it; `PhasedSimulator` plays them in sequence. There is no
/// closed form for phased runs.
///
/// Where focus starts matters to swipe and keyboard users and to scanning
/// that resumes on the current item; scanning that restarts from the first
/// item, group and row-column scanning and point scanning start each phase
/// from the top as they start each step (each user model decides).
struct PhasePlan {
    let stills: [PhaseScreen]
    /// Where each task step falls: its phase and its step within the phase.
    let places: [PhaseStepPlace]
    /// Seconds spent looking for focus in each phase.
    let searchSeconds: [Double]

    init(scenario: Scenario, order: String, searchesForHiddenFocus: Bool) throws {
        guard let named = scenario.order(named: order) else {
            throw SimulationError.unknownOrder(order, available: scenario.orders.map(\.name))
        }
        let phases: [FocusPhase]
        do {
            phases = try FocusPhasePlanner.plan(scenario, order: named.elementIDs)
        } catch {
            throw SimulationError.screenChange(error.description)
        }
        stills = phases.map { PhaseScreen(scenario: scenario, order: order, phase: $0) }
        places = Self.stepPlaces(phases, taskCount: scenario.task.count)
        searchSeconds = phases.map { phase in
            searchesForHiddenFocus ? Self.searchSeconds(phase, scenario: scenario) : 0
        }
    }

    private static func stepPlaces(_ phases: [FocusPhase], taskCount: Int) -> [PhaseStepPlace] {
        var places = Array(repeating: PhaseStepPlace(phase: 0, step: 0),
                           count: taskCount)
        for (p, phase) in phases.enumerated() {
            for (s, step) in phase.steps.enumerated() {
                if let task = step.taskIndex { places[task] = .init(phase: Int32(p), step: Int32(s)) }
            }
        }
        return places
    }

    /// One search before each target whose focus is not drawn.
    private static func searchSeconds(_ phase: FocusPhase, scenario: Scenario) -> Double {
        let invisible = Set(scenario.allElements.filter { !$0.focusVisible }.map(\.id))
        return Double(phase.steps.filter { invisible.contains($0.target) }.count) * InvisibleFocusSearch.seconds
    }
}

/// One phase as a still screen: the elements drawn then (a closed dialog or a
/// removed row no longer covers anything), the phase's reachable elements as
/// the only order, the phase's steps as the task.
struct PhaseScreen {
    var scenario: Scenario
    var startIndex: Int
    /// The screen as it loads: focus is where the user model puts it then.
    var startsOnLoad: Bool

    init(scenario original: Scenario, order: String, phase: FocusPhase) {
        let drawn = Set(phase.drawnIDs).union(phase.elementIDs)
        scenario = Scenario(name: original.name, platform: original.platform,
                            elements: original.allElements.filter { drawn.contains($0.id) },
                            orders: [NamedOrder(name: order, elementIDs: phase.elementIDs)],
                            task: phase.steps.map { TaskStep(target: $0.target, characters: $0.characters) },
                            screen: original.screen, groups: original.groups, direction: original.direction)
        scenario.device = original.device
        startIndex = phase.startIndex
        startsOnLoad = phase.startsOnLoad
    }
}
