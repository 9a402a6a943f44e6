import FocusModel
import FocusSimulation
import FocusStats

extension ModelRunner {
    static func runSwipe(scenario: Scenario, order: String, profile: SwipeProfile,
                         settings: SimulationSettings) throws -> Run {
        throw CostModelError.unsupported("swipe profiles")
    }

    static func runKeyboard(scenario: Scenario, order: String, profile: KeyboardProfile,
                            settings: SimulationSettings) throws -> Run {
        throw CostModelError.unsupported("keyboard profiles")
    }
}
