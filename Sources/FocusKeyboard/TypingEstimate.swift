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

extension TypingEstimate {
    /// The `--format json` document (keys listed in docs/commands.md).
    public var jsonValue: JSONValue {
        func rate(_ r: Rate) -> JSONValue {
            .object([(key: "mean", value: .number(r.mean)),
                     (key: "ci95", value: .array([.number(r.ci95.low), .number(r.ci95.high)]))])
        }
        return .object([
            (key: "user", value: .string(user)),
            (key: "layout", value: .string(layout)),
            (key: "method", value: .string(method)),
            (key: "characters", value: .number(Double(characters))),
            (key: "text", value: .string(text)),
            (key: "selectionsPerCharacter", value: .number(selectionsPerCharacter)),
            (key: "stepsPerCharacter", value: .number(orNull: stepsPerCharacter)),
            (key: "secondsPerCharacter", value: rate(secondsPerCharacter)),
            (key: "wordsPerMinute", value: rate(wordsPerMinute)),
            (key: "errorRate", value: .number(errorRate)),
            (key: "completion", value: completion.map { c in
                .object([(key: "after", value: .number(Double(c.after))), (key: "chance", value: .number(c.chance)),
                         (key: "slots", value: .number(Double(c.slots)))])
            } ?? .null),
            (key: "breakdown", value: .object(Self.categories.map { category in
                (key: category.name, value: .number(breakdown[category] / Double(max(characters, 1))))
            })),
            (key: "replications", value: .number(Double(replications))),
            (key: "seed", value: .number(Double(seed))),
            (key: "capped", value: .number(Double(capped))),
        ])
    }

    /// The categories typing time falls into; the breakdown is given per character.
    static let categories: [TimeCategory] = [.waiting, .reacting, .swiping, .listening, .errors, .activation, .entry]

    /// The `--format text` report.
    public var textReport: String {
        func number(_ x: Double, _ digits: Int = 2) -> String { x.formatted(digits: digits) }
        func rate(_ r: Rate, _ unit: String) -> String {
            "\(number(r.mean)) \(unit) (95% CI \(number(r.ci95.low))–\(number(r.ci95.high)))"
        }
        var lines = [
            "Typing \(characters) characters as '\(user)' on \(layout) (\(method))",
            "  words per minute       \(rate(wordsPerMinute, "wpm"))",
            "  seconds per character  \(rate(secondsPerCharacter, "s"))",
            "  selections per char.   \(number(selectionsPerCharacter, 3))",
        ]
        if let stepsPerCharacter { lines.append("  scan steps per char.   \(number(stepsPerCharacter, 3))") }
        if let completion {
            lines.append("  word completion        after \(completion.after) letters, chance \(number(completion.chance)), "
                + "\(completion.slots) suggestions")
        }
        if modelsErrors {
            lines.append("  characters typed wrong \(number(errorRate * 100, 1))% (each deleted with the delete key)")
        }
        let perCharacter = Self.categories.filter { breakdown[$0] > 0 }
            .map { "\($0.name) \(number(breakdown[$0] / Double(max(characters, 1))))" }
        if !perCharacter.isEmpty { lines.append("  seconds per character by category: " + perCharacter.joined(separator: ", ")) }
        lines.append("  \(replications) replications, seed \(seed)" + (capped > 0 ? ", \(capped) capped" : ""))
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Double {
    /// Fixed decimals, for the text report.
    func formatted(digits: Int) -> String {
        isFinite ? String(format: "%.\(digits)f", self) : "n/a"
    }
}
