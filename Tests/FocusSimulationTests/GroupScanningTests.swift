import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// Group mode: units from groups, exact timing without errors, identity with
/// item scanning when there are no groups, and the loops of a member scan.
final class GroupScanningTests: XCTestCase {
    private let T = 1.0, P = 0.5, r = 0.25

    // MARK: - Units

    func testGroupIsPlacedAtItsFirstMemberWithMembersInOrderSequence() {
        let units = ScanUnits.grouping(order: ["a", "c", "b", "d", "e", "f"],
                                       groups: [Group(id: "g", memberIDs: ["b", "c", "e"])])
        XCTAssertEqual(units, [["a"], ["c", "b", "e"], ["d"], ["f"]])
    }

    func testMembersTheOrderLeavesOutAreNotScanned() {
        let units = ScanUnits.grouping(order: ["a", "c", "d"],
                                       groups: [Group(id: "g", memberIDs: ["b", "c"]), Group(id: "h", memberIDs: ["x"])])
        XCTAssertEqual(units, [["a"], ["c"], ["d"]])
    }

    func testWithoutGroupsEveryElementIsAUnit() {
        XCTAssertEqual(ScanUnits.grouping(order: ["a", "b", "c"], groups: []), [["a"], ["b"], ["c"]])
    }

    func testScenarioModelFindsUnitAndMember() throws {
        let scenario = Scenario(
            name: "s", platform: .ios,
            elements: ["a", "b", "c", "d"].map { Element(id: $0, role: .textField, label: $0) },
            orders: [NamedOrder(name: "o", elementIDs: ["a", "b", "c", "d"])],
            task: task(["c", "d"]), groups: [Group(id: "g", memberIDs: ["b", "c"])])
        let model = try TwoLevelScanningModel(scenario: scenario, orderName: "o", profile: groupProfile(reaction: .fixed(r)))
        XCTAssertEqual(model.units, [["a"], ["b", "c"], ["d"]])
        XCTAssertEqual(model.steps.map(\.unit), [1, 2])
        XCTAssertEqual(model.steps.map(\.member), [1, 0])
        XCTAssertEqual(model.steps.map(\.memberCount), [2, 1])
    }

    // MARK: - Exact timing

    func testErrorFreeTimeIsTheSumOfBothLevels() throws {
        let model = try TwoLevelScanningModel(units: [["a"], ["b", "c", "d"], ["e"]], task: task(["c", "e"], characters: [2, 0]),
                                              profile: groupProfile(reaction: .fixed(r), activation: .fixed(0.5),
                                                                    entryPerCharacter: .fixed(0.75)))
        let record = replicate(model, count: 1)[0]
        // Step 1: unit 0 (T + P), the group begins at T + P, press r later; its
        // member run pauses on member 0 (T + P), so c begins T + P after the press.
        let step1 = (T + P + r) + (T + P + r)
        // Step 2 from unit 0 again: unit 0 (T + P), unit 1 (T), then e, selected directly.
        let step2 = (T + P) + T + r
        XCTAssertEqual(record.total, step1 + step2 + 2 * 0.5 + 2 * 0.75)
        XCTAssertEqual(record.breakdown.waiting, 2 * (T + P) + (2 * T + P))
        XCTAssertEqual(record.breakdown.reacting, 3 * r)
        XCTAssertEqual(record.breakdown.errors, 0)
        XCTAssertEqual(record.misses + record.falseActivations + record.restarts, 0)
    }

    func testResumeCurrentStartsOnThePreviousTargetsUnit() throws {
        let model = try TwoLevelScanningModel(units: [["a"], ["b", "c"], ["d"], ["e"]], task: task(["c", "e"]),
                                              profile: groupProfile(resume: .current, reaction: .fixed(r)))
        // Step 2 starts on the group (paused as the run's first highlight), then d (T), then e.
        let step1 = (T + P + r) + (T + P + r)
        let step2 = (T + P) + T + r
        XCTAssertEqual(replicate(model, count: 1)[0].total, step1 + step2)
    }

    /// Group mode without groups is item scanning: the same events and draws.
    func testWithoutGroupsItMatchesItemScanningReplicationForReplication() throws {
        let base = profile(interval: 0.8, pause: 0.3, loops: 2, resume: .current,
                           reaction: .lognormal(mu: log(0.6), sigma: 0.4), falseActivation: 0.05,
                           activation: .uniform(min: 0, max: 0.5), entryPerCharacter: .fixed(0.5))
        var grouped = base
        grouped.mode = .group
        let positions = [3, 0, 6, 6, 2]
        let item = try SwitchScanningModel(itemCount: 7, steps: steps(positions, characters: [1, 0, 2, 0, 3]),
                                           profile: base)
        let twoLevel = try TwoLevelScanningModel(units: (0..<7).map { ["e\($0)"] },
                                                 task: task(positions.map { "e\($0)" }, characters: [1, 0, 2, 0, 3]),
                                                 profile: grouped)
        let expected = replicate(item, count: 300, seed: 9)
        let actual = replicate(twoLevel, count: 300, seed: 9)
        for (a, b) in zip(actual, expected) {
            XCTAssertEqual(a.total, b.total)
            XCTAssertEqual(a.breakdown, b.breakdown)
            XCTAssertEqual(a.counts, b.counts)
        }
        XCTAssertGreaterThan(expected.map(\.falseActivations).reduce(0, +), 20)
        XCTAssertGreaterThan(expected.map(\.restarts).reduce(0, +), 5)
    }

    // MARK: - Errors at both levels

    /// One group of two members, target the second; T = 1, P = 0, loops 1,
    /// reaction uniform on [0.5, 1.5] (hit chance q = 1/2, mean 0.75 when hit,
    /// mean 1 for the restart press). Top level: each highlight of the group is
    /// hit, or is followed by a stop (1 s) and a restart press (mean 1 s):
    /// E[top] = 0.75 + 1 × 2 = 2.75. Members: a (1 s), then b is hit (1.75 s) or
    /// the back-out highlight follows (1 s), the loop ends at 3 s and the scan
    /// returns to the top level:
    /// E[M] = ½ · 1.75 + ½ (3 + 2.75 + E[M]), so E[M] = 7.5 and E = 10.25;
    /// E[restarts] = 1 per top-level visit × 2 visits, E[misses] = 2 + 1.
    func testMemberLoopsReturnToTheTopLevel() throws {
        let model = try TwoLevelScanningModel(units: [["a", "b"]], task: task(["b"]),
                                              profile: groupProfile(pause: 0, loops: 1,
                                                                    reaction: .uniform(min: 0.5, max: 1.5)))
        let records = replicate(model, count: 40_000, seed: 5)
        let total = meanAndStandardError(records.map(\.total))
        XCTAssertLessThan(abs(total.mean - 10.25), 4 * total.se, "\(total)")
        let restarts = meanAndStandardError(records.map { Double($0.restarts) })
        XCTAssertLessThan(abs(restarts.mean - 2), 4 * restarts.se, "\(restarts)")
        let misses = meanAndStandardError(records.map { Double($0.misses) })
        XCTAssertLessThan(abs(misses.mean - 3), 4 * misses.se, "\(misses)")
        for record in records.prefix(2000) {
            XCTAssertEqual(record.breakdown.total, record.total, accuracy: 1e-9)
        }
    }

    /// A wrong member selected: recovery, then back to the top level.
    func testFalseActivationsAmongMembersKeepTheBreakdownWhole() throws {
        let model = try TwoLevelScanningModel(units: [["a"], ["b", "c", "d", "e"], ["f"]], task: task(["e", "f"]),
                                              profile: groupProfile(loops: 3, resume: .current,
                                                                    reaction: .lognormal(mu: log(0.6), sigma: 0.35),
                                                                    falseActivation: 0.1))
        let records = replicate(model, count: 2000, seed: 4)
        XCTAssertGreaterThan(records.map(\.falseActivations).reduce(0, +), 200)
        for record in records {
            XCTAssertFalse(record.capped)
            XCTAssertEqual(record.breakdown.total, record.total, accuracy: 1e-9)
            if record.falseActivations + record.misses + record.restarts == 0 {
                XCTAssertEqual(record.breakdown.errors, 0)
            } else {
                XCTAssertGreaterThan(record.breakdown.errors, 0)
            }
        }
    }

    func testTimeCapIsRespected() throws {
        let model = try TwoLevelScanningModel(units: [["a"], ["b", "c", "d"]], task: task(["d", "a", "d"]),
                                              profile: groupProfile(loops: 1, reaction: .uniform(min: 0.2, max: 3)))
        for record in replicate(model, count: 200, maxSeconds: 6) {
            XCTAssertLessThanOrEqual(record.total, 6)
            XCTAssertEqual(record.breakdown.total, record.total, accuracy: 1e-9)
        }
    }

    // MARK: - Unreachable targets

    func testMemberThatNeverGetsThePauseIsRefused() {
        // Reaction 1.2 s: member 0 (1.5 s with the pause) can be hit, member 1 (1 s) never.
        XCTAssertThrowsError(try TwoLevelScanningModel(units: [["a", "b"]], task: task(["b"]),
                                                       profile: groupProfile(reaction: .fixed(1.2)))) {
            XCTAssertEqual(($0 as? SimulationError)?.description,
                           "task step 1 ('b') can never be completed: no reaction time is shorter than the longest "
                               + "highlight of it within its unit, 1 s (scanInterval 1 s)")
        }
        XCTAssertNoThrow(try TwoLevelScanningModel(units: [["a", "b"]], task: task(["a"]),
                                                   profile: groupProfile(reaction: .fixed(1.2))))
    }

    func testUnitThatNeverGetsThePauseIsRefused() {
        XCTAssertThrowsError(try TwoLevelScanningModel(units: [["a"], ["b", "c"]], task: task(["b"]),
                                                       profile: groupProfile(reaction: .fixed(1.2)))) {
            XCTAssertEqual(($0 as? SimulationError)?.description,
                           "task step 1 ('b') can never be completed: no reaction time is shorter than the longest "
                               + "highlight of its unit, 1 s (scanInterval 1 s)")
        }
    }
}
