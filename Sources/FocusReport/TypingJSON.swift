import FocusKeyboard
import FocusModel

/// `keyboard --format json` (keys listed in docs/commands.md).
enum TypingJSON {
    static func value(of e: TypingEstimate) -> JSONValue {
        func rate(_ r: TypingEstimate.Rate) -> JSONValue {
            .object([(key: "mean", value: .number(r.mean)),
                     (key: "ci95", value: .array([.number(r.ci95.low), .number(r.ci95.high)]))])
        }
        return .object([
            (key: "user", value: .string(e.user)),
            (key: "layout", value: .string(e.layout)),
            (key: "method", value: .string(e.method)),
            (key: "characters", value: .number(Double(e.characters))),
            (key: "text", value: .string(e.text)),
            (key: "selectionsPerCharacter", value: .number(e.selectionsPerCharacter)),
            (key: "stepsPerCharacter", value: .number(orNull: e.stepsPerCharacter)),
            (key: "secondsPerCharacter", value: rate(e.secondsPerCharacter)),
            (key: "wordsPerMinute", value: rate(e.wordsPerMinute)),
            (key: "errorRate", value: .number(e.errorRate)),
            (key: "completion", value: e.completion.map { c in
                .object([(key: "after", value: .number(Double(c.after))), (key: "chance", value: .number(c.chance)),
                         (key: "slots", value: .number(Double(c.slots)))])
            } ?? .null),
            (key: "breakdown", value: .object(TypingText.categories.map { category in
                (key: category.name, value: .number(e.breakdown[category] / Double(max(e.characters, 1))))
            })),
            (key: "replications", value: .number(Double(e.replications))),
            (key: "seed", value: .number(Double(e.seed))),
            (key: "capped", value: .number(Double(e.capped))),
        ])
    }
}
