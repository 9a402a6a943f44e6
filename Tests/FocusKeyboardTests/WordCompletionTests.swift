@testable import FocusCost
import FocusKeyboard
import FocusModel
import XCTest

final class WordCompletionTests: XCTestCase {
    private let alphabetic = KeyboardLayout.builtIn(named: "alphabetic")!

    private func kinds(_ plan: TypingPlan) -> [String] {
        plan.steps.map { plan.layout.layers[$0.layer].key(at: $0.place).kind.fileName }
    }

    private func rowColumn() -> SwitchScanningProfile {
        var p = SwitchScanningProfile()
        p.mode = .rowColumn
        return p
    }

    func testAnOfferedWordIsOneSelectionThatTypesTheRestAndTheSpace() throws {
        let plan = try TypingPlan(text: "hello world", layout: alphabetic, source: "t",
                                  completion: WordCompletion(after: 2, chance: 1), seed: 4)
        let steps = kinds(plan)
        XCTAssertEqual(plan.characters, 11)
        XCTAssertEqual(steps.count, 6)
        XCTAssertEqual(Array(steps[0...1]), ["h", "e"])
        XCTAssert(steps[2].hasPrefix("suggestion:"))
        XCTAssertEqual(Array(steps[3...4]), ["w", "o"])
        XCTAssert(steps[5].hasPrefix("suggestion:"))
        XCTAssertEqual(plan.steps.map(\.character), [0, 1, 2, 6, 7, 8])
        // A word no longer than `after` letters is typed in full.
        XCTAssertEqual(kinds(try TypingPlan(text: "hi", layout: alphabetic, source: "t",
                                            completion: WordCompletion(after: 2, chance: 1))), ["h", "i"])
    }

    /// The suggestion row sits above the first row, so when nothing is
    /// offered every row-column selection costs exactly one highlight more.
    func testTheRowCostsOneStepPerSelectionWhenNothingIsOffered() throws {
        let text = EnglishText.generate(count: 500, seed: 3)
        let off = try TypingPlan(text: text, layout: alphabetic, source: "t")
        let never = try TypingPlan(text: text, layout: alphabetic, source: "t",
                                   completion: WordCompletion(after: 2, chance: 0))
        XCTAssertEqual(never.steps.count, off.steps.count)
        let a = try XCTUnwrap(StepsPerCharacter.of(off, scanning: rowColumn()))
        let b = try XCTUnwrap(StepsPerCharacter.of(never, scanning: rowColumn()))
        XCTAssertEqual(b, a + 1, accuracy: 1e-12)
    }

    func testCompletionSpeedsTypingWhenWordsAreOfferedOften() throws {
        let user = ProfileCatalog.builtIn.profile(named: "switch-expert")!
        func run(_ completion: WordCompletion?) throws -> TypingEstimate {
            try KeyboardBenchmark.run(TypingRequest(user: user, layout: "alphabetic", text: .english(count: 150),
                                                    settings: SimulationSettings(replications: 300, threads: 2),
                                                    completion: completion))
        }
        let off = try run(nil)
        let often = try run(WordCompletion(after: 2, chance: 0.9))
        let never = try run(WordCompletion(after: 2, chance: 0))
        XCTAssertGreaterThan(often.wordsPerMinute.ci95.low, off.wordsPerMinute.ci95.high)
        XCTAssertLessThan(never.wordsPerMinute.ci95.high, off.wordsPerMinute.ci95.low)
        XCTAssertEqual(often.completion, WordCompletion(after: 2, chance: 0.9))
    }
}
