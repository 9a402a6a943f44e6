import FocusModel
import FocusSimulation
import FocusStats

/// Runs a scenario whose screen changes (dialogs, list changes, traps): the
/// task is cut into phases (`FocusPhasePlanner`), each phase becomes a
/// still screen of its own, with the reachable elements as its order and
/// focus starting where the screen put it, and `PhasedSimulator` plays them
/// in sequence. There is no closed form for phased runs.
///
/// Where focus starts matters to swipe and keyboard users and to scanning
/// that resumes on the current item; scanning that restarts from the first
/// item, group and row-column scanning and point scanning start each phase
/// from the top as they start each step.
extension ModelRunner {
    static func runPhased(scenario: Scenario, order: String, profile: UserProfile,
                          settings: SimulationSettings) throws -> Run {
        guard let named = scenario.order(named: order) else {
            throw SimulationError.unknownOrder(order, available: scenario.orders.map(\.name))
        }
        let phases: [FocusPhase]
        do {
            phases = try FocusPhasePlanner.plan(scenario, order: named.elementIDs)
        } catch {
            throw SimulationError.screenChange(error.description)
        }
        let stills = phases.map { PhaseScreen(scenario: scenario, order: order, phase: $0) }
        let places = stepPlaces(phases, taskCount: scenario.task.count)
        let search = phases.map { searchSeconds($0, scenario: scenario, profile: profile) }

        func play<S: ReplicationSimulator>(_ simulators: [S]) -> Run {
            let simulator = PhasedSimulator(phases: simulators, searchSeconds: search, places: places)
            return Run(output: MonteCarlo.run(simulator, settings: settings), analytic: nil)
        }
        switch profile {
        case let .swipe(p):
            return play(try stills.map { still in
                StopNavigationSimulator(model: try SwipeModel(scenario: still.scenario, orderName: order,
                                                              startIndex: still.startIndex, profile: p))
            })
        case let .keyboard(p):
            return play(try stills.map { still in
                StopNavigationSimulator(model: try KeyboardModel(scenario: still.scenario, orderName: order,
                                                                 startIndex: still.startIndex, profile: p))
            })
        case let .switchScanning(p):
            switch (p.scanning, p.mode) {
            case (.auto, .item):
                return play(try stills.map { still in
                    var model = try SwitchScanningModel(scenario: still.scenario, orderName: order, profile: p)
                    model.startItem = still.startIndex
                    return SwitchScanningSimulator(model: model)
                })
            case (.step, _):
                return play(try stills.map { still in
                    var model = try StepScanningModel(scenario: still.scenario, orderName: order, profile: p)
                    model.startItem = still.startIndex
                    return StepScanningSimulator(model: model)
                })
            case (.auto, .group), (.auto, .rowColumn):
                return play(try stills.map { still in
                    TwoLevelScanningSimulator(model: try TwoLevelScanningModel(scenario: still.scenario,
                                                                                orderName: order, profile: p))
                })
            case (.point, _):
                return play(try stills.map { still in
                    PointScanningSimulator(model: try PointScanningModel(scenario: still.scenario,
                                                                          orderName: order, profile: p))
                })
            default:
                throw CostModelError.unsupported(
                    "switch profiles with scanning '\(p.scanning.rawValue)' and mode '\(p.mode.rawValue)'")
            }
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

    /// Keyboard and switch users look for focus before each target whose focus is not drawn.
    private static func searchSeconds(_ phase: FocusPhase, scenario: Scenario, profile: UserProfile) -> Double {
        if case .swipe = profile { return 0 }
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

    init(scenario original: Scenario, order: String, phase: FocusPhase) {
        let drawn = Set(phase.drawnIDs).union(phase.elementIDs)
        scenario = Scenario(name: original.name, platform: original.platform,
                            elements: original.allElements.filter { drawn.contains($0.id) },
                            orders: [NamedOrder(name: order, elementIDs: phase.elementIDs)],
                            task: phase.steps.map { TaskStep(target: $0.target, characters: $0.characters) },
                            screen: original.screen, groups: original.groups, direction: original.direction)
        startIndex = phase.startIndex
    }
}
