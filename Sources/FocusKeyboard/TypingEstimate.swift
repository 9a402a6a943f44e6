import FocusStats
import FocusSimulation
import FocusCost
import FocusModel
import Foundation

/// The result of typing one text: rates with their 95% confidence intervals.
public struct TypingEstimate: Sendable {
    /// A mean over replications and its 95% confidence interval.
    public struct Rate: Sendable, Equatable {
        public var mean: Double
        public var ci95: ClosedInterval
    }

    public var user: String
    /// The layout's name, or "hardware" for a hardware keyboard.
    public var layout: String
    public var method: String
    public var text: String
    public var characters: Int
    /// Key selections (or keystrokes) per character, without mistakes.
    public var selectionsPerCharacter: Double
    /// Scan steps per character without mistakes; nil when the method has no highlights.
    public var stepsPerCharacter: Double?
    public var secondsPerCharacter: Rate
    /// At five characters a word.
    public var wordsPerMinute: Rate
    /// The share of characters typed wrong at least once before correction.
    public var errorRate: Double
    /// Whether the method makes (and corrects) wrong selections; only scanning does.
    public var modelsErrors: Bool
    /// Word completion, when the run used it.
    public var completion: WordCompletion?
    /// Seconds per text by category, mean over replications.
    public var breakdown: TimeBreakdown
    public var replications: Int
    public var seed: UInt64
    /// Replications that reached the time cap in some key selection.
    public var capped: Int
    /// Wall-clock seconds the simulation took.
    public var elapsedSeconds: Double

    /// Characters typed per wall-clock second, all replications together.
    public var simulatedCharactersPerSecond: Double {
        elapsedSeconds > 0 ? Double(characters * replications) / elapsedSeconds : .infinity
    }

    static let charactersPerWord = 5.0
}
