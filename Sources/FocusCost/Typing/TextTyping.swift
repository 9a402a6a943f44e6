import FocusSimulation
import FocusModel
import FocusStats

/// Types one text the way a setup's typist types: the one place that turns a
/// typist into replications of typing time, for `focusbench keyboard` and
/// for the text entry of task runs alike.
package enum TextTyping {
    package struct Outcome {
        package var tally: TypingTally
        /// Key selections (or keystrokes) of one error-free typing.
        package var selections: Int
        package var stepsPerCharacter: Double?
    }

    /// `runs`: the scanning user's key-selection runs, shared by the texts
    /// they type (built here when nil; ignored by the other typists).
    package static func type(_ text: String, source: String, setup: KeyboardSetup, userName: String,
                     completion: WordCompletion?, settings: SimulationSettings,
                     runs: KeySelectionRuns? = nil) throws -> Outcome {
        switch setup.typist {
        case let .scanning(profile):
            let plan = try TypingPlan(text: text, layout: setup.layout, source: source, completion: completion,
                                      seed: settings.seed)
            let typist = ScanningTypist(profile: profile, userName: userName, layout: plan.layout, settings: settings,
                                        runs: runs)
            return Outcome(tally: try typist.type(plan), selections: plan.steps.count,
                           stepsPerCharacter: StepsPerCharacter.of(plan, scanning: profile))
        case let .touchExploration(profile):
            let plan = try TypingPlan(text: text, layout: setup.layout, source: source, completion: completion,
                                      seed: settings.seed)
            let typing = MonteCarlo.run(TouchTypist(profile: profile, plan: plan), settings: settings)
            return Outcome(tally: TypingTally(typing, characters: plan.characters), selections: plan.steps.count,
                           stepsPerCharacter: nil)
        case let .hardware(perKeystroke):
            if completion != nil {
                throw KeyboardError.unsupported("word completion is modelled for on-screen keyboards only; "
                    + "user '\(userName)' types on a hardware keyboard")
            }
            let keystrokes = try HardwareKeystrokes.count(text, source: source)
            return Outcome(tally: fixedRate(perKeystroke, selections: keystrokes, characters: text.count,
                                            settings: settings),
                           selections: keystrokes, stepsPerCharacter: nil)
        case let .constant(perCharacter):
            if completion != nil {
                throw KeyboardError.unsupported("word completion is modelled for on-screen keyboards only; "
                    + "user '\(userName)' types at a constant time per character")
            }
            return Outcome(tally: fixedRate(perCharacter, selections: text.count, characters: text.count,
                                            settings: settings),
                           selections: text.count, stepsPerCharacter: nil)
        }
    }

    /// Typing without a scan: each selection (or keystroke) a draw from `perSelection`.
    private static func fixedRate(_ perSelection: Distribution, selections: Int, characters: Int,
                                  settings: SimulationSettings) -> TypingTally {
        TypingTally(MonteCarlo.run(FixedRateTyping(perSelection: perSelection, selections: selections),
                                   settings: settings),
                    characters: characters)
    }
}
