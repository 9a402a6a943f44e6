import FocusKeyboard
import FocusSimulation
import Foundation

/// `keyboard --format text`.
enum TypingText {
    /// The categories typing time falls into; the breakdown is given per character.
    static let categories: [TimeCategory] = [.waiting, .reacting, .swiping, .listening, .errors, .activation, .entry]

    static func render(_ e: TypingEstimate) -> String {
        func number(_ x: Double, _ digits: Int = 2) -> String { x.isFinite ? String(format: "%.\(digits)f", x) : "n/a" }
        func rate(_ r: TypingEstimate.Rate, _ unit: String) -> String {
            "\(number(r.mean)) \(unit) (95% CI \(number(r.ci95.low))–\(number(r.ci95.high)))"
        }
        var lines = [
            "Typing \(e.characters) characters as '\(e.user)' on \(e.layout) (\(e.method))",
            "  words per minute       \(rate(e.wordsPerMinute, "wpm"))",
            "  seconds per character  \(rate(e.secondsPerCharacter, "s"))",
            "  selections per char.   \(number(e.selectionsPerCharacter, 3))",
        ]
        if let steps = e.stepsPerCharacter { lines.append("  scan steps per char.   \(number(steps, 3))") }
        if let completion = e.completion {
            lines.append("  word completion        after \(completion.after) letters, chance \(number(completion.chance)), "
                + "\(completion.slots) suggestions")
        }
        if e.modelsErrors {
            lines.append("  characters typed wrong \(number(e.errorRate * 100, 1))% (each deleted with the delete key)")
        }
        let perCharacter = categories.filter { e.breakdown[$0] > 0 }
            .map { "\($0.name) \(number(e.breakdown[$0] / Double(max(e.characters, 1))))" }
        if !perCharacter.isEmpty { lines.append("  seconds per character by category: " + perCharacter.joined(separator: ", ")) }
        lines.append("  \(e.replications) replications, seed \(e.seed)" + (e.capped > 0 ? ", \(e.capped) capped" : ""))
        return lines.joined(separator: "\n") + "\n"
    }
}
