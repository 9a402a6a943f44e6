import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// With fixed times and no overshoot the completion time is the documented
/// sum: the start announcement, then per step every swipe and the
/// announcement it lands on, the double tap and the typed characters.
/// Times are dyadic, so the sums are exact in floating point.
final class SwipeExactTimingTests: XCTestCase {
    private let task = [("e2", 12), ("e4", 0), ("e2", 0)]

    private func single(_ profile: SwipeProfile, task: [(String, Int)]? = nil) throws -> ReplicationRecord {
        let model = try SwipeModel(scenario: swipeForm(task: task ?? self.task), orderName: "visual", profile: profile)
        return replicateStops(model.plan, count: 1)[0]
    }

    func testLinearListensToEverythingAndWraps() throws {
        let record = try single(fixedSwipeUser())
        // Start: e0 (3 words). Step 1: e1 (4), e2 (3); tap; 12 characters.
        // Step 2: e3 (3), e4 (3); tap. Step 3 wraps: e5 (5), e0 (3), e1 (4),
        // e2 now holding 12 characters (3 + 3 words); tap.
        let swiping = 8 * 0.5
        let listening = 0.25 * Double(3 + (4 + 3) + (3 + 3) + (5 + 3 + 4 + 6))
        XCTAssertEqual(record.breakdown[.swiping], swiping)
        XCTAssertEqual(record.breakdown[.listening], listening)
        XCTAssertEqual(record.breakdown.activation, 3 * 0.25)
        XCTAssertEqual(record.breakdown.entry, 12 * 0.125)
        XCTAssertEqual(record.breakdown.errors, 0)
        XCTAssertEqual(record.total, swiping + listening + 0.75 + 1.5)
        XCTAssertEqual(record.total, 14.75)
        XCTAssertEqual(record.overshoots, 0)
        XCTAssertFalse(record.capped)
    }

    func testShortestSwipesBack() throws {
        // Step 3 goes back from e4: e3 (3), e2 (6) instead of four swipes forward.
        let record = try single(fixedSwipeUser(navigation: .shortest))
        XCTAssertEqual(record.total, 0.75 + (0.5 + 1.0 + 0.5 + 0.75 + 0.25 + 1.5) + (0.5 + 0.75 + 0.5 + 0.75 + 0.25)
                                     + (0.5 + 0.75 + 0.5 + 1.5 + 0.25))
        XCTAssertEqual(record.total, 11.5)
    }

    func testInterruptingUserHearsOnlyTheRecognitionWords() throws {
        // Every announcement is cut to 2 words (0.5 s): the start and 8 landings.
        let record = try single(fixedSwipeUser(interrupts: true))
        XCTAssertEqual(record.breakdown[.listening], 9 * 0.5)
        XCTAssertEqual(record.total, 8 * 0.5 + 9 * 0.5 + 0.75 + 1.5)
    }

    func testFormControlsSkipsTextAndBreaksTiesForward() throws {
        // Stops e2 ... e5; focus starts on e0 (announced, 3 words), not a stop.
        // Step 1: one swipe to e2. Step 2: e3, e4. Step 3 from e4 to e2: two
        // either way, so forward: e5 (5), e2 (6).
        let record = try single(fixedSwipeUser(navigation: .formControls))
        let expected = 0.75 + (0.5 + 0.75 + 0.25 + 1.5) + (0.5 + 0.75 + 0.5 + 0.75 + 0.25) + (0.5 + 1.25 + 0.5 + 1.5 + 0.25)
        XCTAssertEqual(record.total, expected)
        XCTAssertEqual(record.total, 10.5)
    }

    func testTargetUnderTheStartingFocusNeedsNoSwipe() throws {
        var p = fixedSwipeUser()
        p.navigation = .shortest
        let record = try single(p, task: [("e0", 0), ("e0", 0)])
        XCTAssertEqual(record.total, 0.75 + 0.25 + 0.25)
        XCTAssertEqual(record.breakdown[.swiping], 0)
    }

    /// Announcements follow the task: a field holds its typed text, a
    /// checkbox is checked, once an earlier step has done so.
    func testAnnouncementsChangeWithTheStateOfTheTask() throws {
        var p = fixedSwipeUser()
        p.screenReader = .talkback
        let model = try SwipeModel(scenario: swipeForm(task: [("e3", 0), ("e2", 11), ("e4", 0)]),
                                   orderName: "visual", profile: p)
        let plan = model.plan
        func listening(step: Int, stop: Int) -> Double { plan.landingPerception[step * plan.stopCount + stop] }
        // e3 "Agree, checkbox, double-tap to toggle, not checked" (8) → "… checked" (7).
        XCTAssertEqual(listening(step: 0, stop: 3), 8 * 0.25)
        XCTAssertEqual(listening(step: 1, stop: 3), 7 * 0.25)
        // e2 "Email, edit box, double-tap to edit text" (8), then with 11 characters (+3 words).
        XCTAssertEqual(listening(step: 1, stop: 2), 8 * 0.25)
        XCTAssertEqual(listening(step: 2, stop: 2), 11 * 0.25)
    }

    func testTalkBackWordsItsRolesWithHints() throws {
        var p = fixedSwipeUser()
        p.screenReader = .talkback
        // e0 "Sign up, heading" (3); e1 (4); e2 "Email, edit box, double-tap to edit text" (8).
        let record = try single(p, task: [("e2", 0)])
        XCTAssertEqual(record.breakdown[.listening], 0.25 * Double(3 + 4 + 8))
    }
}
