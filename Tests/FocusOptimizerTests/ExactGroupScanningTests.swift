@testable import FocusOptimizer
import FocusCost
import FocusModel
import XCTest

/// Group scanning whose units are all single elements is item scanning, so
/// its mean is separable and the exact program applies; weightless elements
/// go last first, so a large form is exact.
final class ExactGroupScanningTests: XCTestCase {
    private func groupScan() -> SwitchScanningProfile {
        var profile = SwitchScanningProfile.closedFormScan()
        profile.mode = .group
        // Without automatic groups, a form without `groups` has single-element units.
        profile.autoGroup = false
        return profile
    }

    /// A form without groups.
    private func ungrouped(n: Int, targets: [Int]) -> Scenario {
        var scenario = buttonScenario(n: n, targets: targets)
        scenario.groups = []
        scenario.platform = .web
        return scenario
    }

    func testGroupScanningWithSingleElementUnitsIsSeparableAndEqualsItemScanning() throws {
        let scenario = ungrouped(n: 9, targets: [8, 2, 6])
        let ids = scenario.orders[0].elementIDs
        let group = try OrderMeanModel(scenario: scenario, elementIDs: ids, task: scenario.task,
                                       profile: .switchScanning(groupScan()))
        let item = try OrderMeanModel(scenario: scenario, elementIDs: ids, task: scenario.task,
                                      profile: .switchScanning(.closedFormScan()))
        XCTAssertEqual(group.shape, .separable)
        var random = SplitMix64(seed: 9)
        for _ in 0..<20 {
            var order = Array(0..<ids.count)
            for i in stride(from: order.count - 1, to: 0, by: -1) { order.swapAt(i, random.below(i + 1)) }
            XCTAssertEqual(group.mean(order: order), item.mean(order: order), accuracy: 1e-9)
        }
        // With a group, units depend on the order again.
        var grouped = scenario
        grouped.groups = [Group(id: "g", memberIDs: ["e3", "e4", "e5"])]
        let general = try OrderMeanModel(scenario: grouped, elementIDs: ids, task: grouped.task,
                                         profile: .switchScanning(groupScan()))
        XCTAssertEqual(general.shape, .general)
    }

    /// 40 elements, 4 targets: the weightless 36 go last in reference order and
    /// the program proves the optimum: the targets first, the one used most
    /// first of all, then the rest as they were.
    func testLargeFormIsExact() throws {
        let scenario = ungrouped(n: 40, targets: [30, 12, 30, 25, 30, 12, 38])
        let user = NamedProfile(name: "group", profile: .switchScanning(groupScan()))
        let request = OptimizationRequest(scenario: scenario, mix: [(user, 1)], reference: "visual", method: .auto,
                                          timeLimit: 60, seed: 1, verificationReplications: 50)
        let result = try Optimizer.optimize(request)
        XCTAssertTrue(result.provenOptimal)
        XCTAssertEqual(result.method, "exact (dynamic programming over subsets)")
        // Scanning from the first item, a target used k times costs k·f(position):
        // the most used go first; equal use keeps reference order.
        let targets = ["e30", "e12", "e25", "e38"]
        XCTAssertEqual(result.order, targets + (0..<40).map { "e\($0)" }.filter { !targets.contains($0) })
    }
}
