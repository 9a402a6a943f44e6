@testable import FocusCost
import FocusModel
import XCTest

final class TypingPlanTests: XCTestCase {
    private func kinds(_ plan: TypingPlan) -> [String] {
        plan.steps.map { plan.layout.layers[$0.layer].key(at: $0.place).kind.fileName }
    }

    func testLayersAndShiftAreKeySteps() throws {
        let ios = try XCTUnwrap(KeyboardLayout.builtIn(named: "ios-qwerty"))
        let plan = try TypingPlan(text: "jane.doe@example.com", layout: ios, source: "t")
        XCTAssertEqual(plan.characters, 20)
        // iOS has "." and "@" on its numbers layer only: 123 . ABC … 123 @ ABC … 123 . ABC com.
        XCTAssertEqual(kinds(plan), ["j", "a", "n", "e", "layer:numbers", ".", "layer:letters", "d", "o", "e",
                                     "layer:numbers", "@", "layer:letters", "e", "x", "a", "m", "p", "l", "e",
                                     "layer:numbers", ".", "layer:letters", "c", "o", "m"])
        let capital = try TypingPlan(text: "Hi 5", layout: ios, source: "t")
        XCTAssertEqual(kinds(capital), ["shift", "h", "i", "space", "layer:numbers", "5"])

        let android = try XCTUnwrap(KeyboardLayout.builtIn(named: "android-qwerty"))
        let onAndroid = try TypingPlan(text: "a.b@c", layout: android, source: "t")
        XCTAssertEqual(kinds(onAndroid), ["a", ".", "b", "layer:numbers", "@", "layer:letters", "c"])
    }

    func testEveryStepServesItsCharacter() throws {
        let ios = try XCTUnwrap(KeyboardLayout.builtIn(named: "ios-qwerty"))
        let plan = try TypingPlan(text: "A[b", layout: ios, source: "t")
        XCTAssertEqual(kinds(plan), ["shift", "a", "layer:numbers", "layer:symbols", "[", "layer:letters", "b"])
        XCTAssertEqual(plan.steps.map(\.character), [0, 0, 1, 1, 1, 2, 2])
    }

    func testMissingCharactersAreRefusedWithTheirPlace() throws {
        let alphabetic = try XCTUnwrap(KeyboardLayout.builtIn(named: "alphabetic"))
        XCTAssertThrowsError(try TypingPlan(text: "ab\ncdé", layout: alphabetic, source: "name.txt")) { error in
            XCTAssertEqual(error as? KeyboardError,
                           .missingCharacter("\n", place: TextPlace(source: "name.txt", line: 1, column: 3),
                                             layout: "alphabetic"))
        }
        XCTAssertThrowsError(try TypingPlan(text: "abc Dé", layout: alphabetic, source: "--text")) { error in
            XCTAssertEqual((error as? KeyboardError)?.description,
                           "--text: line 1, column 5: the character 'D' is not on keyboard \"alphabetic\"")
        }
        let ios = try XCTUnwrap(KeyboardLayout.builtIn(named: "ios-qwerty"))
        XCTAssertThrowsError(try TypingPlan(text: "ok\nné", layout: ios, source: "f.txt")) { error in
            XCTAssertEqual((error as? KeyboardError)?.description,
                           "f.txt: line 2, column 2: the character 'é' is not on keyboard \"ios-qwerty\"")
        }
    }
}
