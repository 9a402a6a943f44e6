import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// With a fixed reaction time shorter than every dwell the user never misses,
/// so the completion time is a hand sum: highlight h of a run that starts on
/// item 0 begins h T + P × (item-0 highlights before h) after the run starts,
/// and a run started on another item also pauses on its first highlight.
/// All values are dyadic, so the sums are exact in floating point.
final class ExactTimingTests: XCTestCase {
    private let T = 1.0, P = 0.5, r = 0.25

    private func single(_ model: SwitchScanningModel) -> ReplicationRecord {
        replicate(model, count: 1)[0]
    }

    func testResumeFirst() throws {
        let model = try SwitchScanningModel(itemCount: 5, steps: steps([2, 4]),
                                            profile: profile(interval: T, pause: P, reaction: .fixed(r)))
        let record = single(model)
        // Step 1 from item 0: item 2 begins at 2T + P (item 0 paused); press r later.
        // Step 2 again from item 0: item 4 begins 4T + P after the step starts.
        let step1 = 2 * T + P + r
        let step2 = 4 * T + P + r
        XCTAssertEqual(record.total, step1 + step2)
        XCTAssertEqual(record.total, 7.5)
        XCTAssertEqual(record.breakdown.waiting, (2 * T + P) + (4 * T + P))
        XCTAssertEqual(record.breakdown.reacting, 2 * r)
        XCTAssertEqual(record.breakdown.errors, 0)
        XCTAssertEqual(record.misses, 0)
        XCTAssertFalse(record.capped)
    }

    func testResumeCurrentStartsFromThePreviousTarget() throws {
        let model = try SwitchScanningModel(itemCount: 5, steps: steps([2, 4]),
                                            profile: profile(interval: T, pause: P, resume: .current, reaction: .fixed(r)))
        // Step 2 resumes on item 2 (paused as the run's first highlight), then 3, then 4.
        XCTAssertEqual(single(model).total, (2 * T + P + r) + (T + P + T + r))
    }

    func testResumeCurrentWrapsPastItemZero() throws {
        let model = try SwitchScanningModel(itemCount: 5, steps: steps([3, 1]),
                                            profile: profile(interval: T, pause: P, resume: .current, reaction: .fixed(r)))
        // Step 1: item 3 at 3T + P. Step 2 from item 3: 3 (T + P), 4 (T), 0 (T + P), then 1.
        XCTAssertEqual(single(model).total, (3 * T + P + r) + (3 * T + 2 * P + r))
    }

    func testResumeCurrentOnTheSameTargetPressesAtOnce() throws {
        let model = try SwitchScanningModel(itemCount: 5, steps: steps([2, 2]),
                                            profile: profile(interval: T, pause: P, resume: .current, reaction: .fixed(r)))
        XCTAssertEqual(single(model).total, (2 * T + P + r) + r)
    }

    func testActivationAndFixedEntryAdd() throws {
        let model = try SwitchScanningModel(
            itemCount: 5, steps: steps([2, 4], characters: [4, 0]),
            profile: profile(interval: T, pause: P, reaction: .fixed(r), activation: .fixed(0.5),
                             entryPerCharacter: .fixed(0.25)))
        let record = single(model)
        let navigation = (2 * T + P + r) + (4 * T + P + r)
        XCTAssertEqual(record.total, navigation + 2 * 0.5 + 4 * 0.25)
        XCTAssertEqual(record.breakdown.activation, 1.0)
        XCTAssertEqual(record.breakdown.entry, 1.0)
    }

    /// Random activation and per-character times: navigation stays the hand sum,
    /// and whatever is left of the total is exactly activation plus entry.
    func testRandomActivationAndEntryAdd() throws {
        let model = try SwitchScanningModel(
            itemCount: 5, steps: steps([2, 4], characters: [6, 3]),
            profile: profile(interval: T, pause: P, reaction: .fixed(r), activation: .uniform(min: 0.1, max: 0.3),
                             entryPerCharacter: .gamma(shape: 2, scale: 0.4)))
        let navigation = (2 * T + P + r) + (4 * T + P + r)
        for record in replicate(model, count: 200) {
            XCTAssertEqual(record.breakdown.waiting + record.breakdown.reacting, navigation, accuracy: 1e-12)
            XCTAssertEqual(record.total, navigation + record.breakdown.activation + record.breakdown.entry,
                           accuracy: 1e-12)
            XCTAssert((0.2...0.6).contains(record.breakdown.activation))
            XCTAssertGreaterThan(record.breakdown.entry, 0)
        }
        let entries = replicate(model, count: 4000).map(\.breakdown.entry)
        let (mean, se) = meanAndStandardError(entries)
        // Nine characters of gamma(2, 0.4): mean 9 × 0.8.
        XCTAssertLessThan(abs(mean - 9 * 0.8), 4 * se)
    }

    /// A reaction longer than T but shorter than T + P still hits item 0,
    /// which is highlighted for T + P on every pass.
    func testSlowReactionStillHitsItemZero() throws {
        let slow = 1.25
        let model = try SwitchScanningModel(itemCount: 5, steps: steps([0, 0]),
                                            profile: profile(interval: T, pause: P, reaction: .fixed(slow)))
        let record = single(model)
        XCTAssertEqual(record.total, 2 * slow)
        XCTAssertEqual(record.misses, 0)
    }
}
