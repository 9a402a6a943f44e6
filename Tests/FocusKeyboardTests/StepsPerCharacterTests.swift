@testable import FocusCost
import FocusModel
import XCTest

/// Scan steps per character against a count made straight from the
/// published rows, without the library's layout or plan.
final class StepsPerCharacterTests: XCTestCase {
    private let alphabeticRows = ["_abcde", "fghijk", "lmnopq", "rstuvw", "xyz"]
    private let koesterLevineRows = ["_eardu", "tnsfwb", "ohcpvj", "imykq.", "lgxz"]

    /// Row-column scanning from the top: r + c + 2 highlights for the key at row r, column c.
    private func independentRowColumnSteps(_ text: String, rows: [String]) -> Double {
        var total = 0
        for character in text {
            let wanted: Character = character == " " ? "_" : character
            let r = rows.firstIndex { $0.contains(wanted) }!
            let c = rows[r].distance(from: rows[r].startIndex, to: rows[r].firstIndex(of: wanted)!)
            total += r + c + 2
        }
        return Double(total) / Double(text.count)
    }

    private func rowColumn() -> SwitchScanningProfile {
        var p = SwitchScanningProfile()
        p.mode = .rowColumn
        return p
    }

    func testRowColumnAlphabeticMatchesAnIndependentCount() throws {
        let text = "the quick brown fox jumps over the lazy dog"
        let plan = try TypingPlan(text: text, layout: KeyboardLayout.builtIn(named: "alphabetic")!, source: "test")
        let spc = try XCTUnwrap(StepsPerCharacter.of(plan, scanning: rowColumn()))
        XCTAssertEqual(spc, independentRowColumnSteps(text, rows: alphabeticRows), accuracy: 1e-12)
        // A hand count of "bad": b (0,2) 4, a (0,1) 3, d (0,4) 6.
        let bad = try TypingPlan(text: "bad", layout: KeyboardLayout.builtIn(named: "alphabetic")!, source: "test")
        XCTAssertEqual(StepsPerCharacter.of(bad, scanning: rowColumn()), 13.0 / 3)
    }

    func testItemScanningCountsEveryKeyBefore() throws {
        var item = SwitchScanningProfile()
        item.mode = .item
        // "x" is key 0 of row 4, after 6 + 6 + 6 + 6 keys: 25 highlights.
        let plan = try TypingPlan(text: "x", layout: KeyboardLayout.builtIn(named: "alphabetic")!, source: "test")
        XCTAssertEqual(StepsPerCharacter.of(plan, scanning: item), 25)
        var point = SwitchScanningProfile()
        point.scanning = .point
        XCTAssertNil(StepsPerCharacter.of(plan, scanning: point))
    }

    func testKoesterLevineNeedsFewerStepsThanAlphabeticForEnglish() throws {
        for seed in [1, 2, 3] as [UInt64] {
            let text = EnglishText.generate(count: 3000, seed: seed)
            let alphabetic = try TypingPlan(text: text, layout: KeyboardLayout.builtIn(named: "alphabetic")!, source: "t")
            let frequency = try TypingPlan(text: text, layout: KeyboardLayout.builtIn(named: "koester-levine")!,
                                           source: "t")
            let a = try XCTUnwrap(StepsPerCharacter.of(alphabetic, scanning: rowColumn()))
            let k = try XCTUnwrap(StepsPerCharacter.of(frequency, scanning: rowColumn()))
            XCTAssertEqual(k, independentRowColumnSteps(text, rows: koesterLevineRows), accuracy: 1e-9)
            XCTAssertLessThan(k, a, "seed \(seed)")
        }
    }

    func testEnglishTextHasTheLetterAndSpaceShares() {
        let text = EnglishText.generate(count: 60_000, seed: 9)
        XCTAssertEqual(text.count, 60_000)
        XCTAssertEqual(text, EnglishText.generate(count: 60_000, seed: 9))
        XCTAssertNotEqual(text, EnglishText.generate(count: 60_000, seed: 10))
        XCTAssertFalse(text.hasPrefix(" ") || text.hasSuffix(" ") || text.contains("  "))
        let spaces = Double(text.filter { $0 == " " }.count) / Double(text.count)
        // Binomial standard error of a share near 1/6 over 60,000 characters is 0.0015.
        XCTAssertEqual(spaces, 1.0 / 6, accuracy: 0.006)
        let letters = text.filter { $0 != " " }
        let e = Double(letters.filter { $0 == "e" }.count) / Double(letters.count)
        XCTAssertEqual(e, 0.127, accuracy: 0.006)
    }
}
