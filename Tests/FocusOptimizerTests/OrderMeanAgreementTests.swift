@testable import FocusOptimizer
import FocusCost
import FocusModel
import XCTest

/// `OrderMeanModel`'s fast means against the closed forms the cost model reports for the same order.
final class OrderMeanAgreementTests: XCTestCase {
    private func profiles() -> [UserProfile] {
        var group = SwitchScanningProfile.closedFormScan()
        group.mode = .group
        var rows = SwitchScanningProfile.closedFormScan(resume: .current)
        rows.mode = .rowColumn
        var step = SwitchScanningProfile.switchStep
        step.resumeAfterSelection = .current
        var swipe = SwipeProfile.voiceoverExpert
        swipe.overshoot = 0
        var rotor = SwipeProfile.voiceoverNovice
        rotor.overshoot = 0
        rotor.navigation = .formControls
        var shortest = KeyboardProfile.keyboardDefault
        shortest.navigation = .shortest
        return [.switchScanning(.closedFormScan()), .switchScanning(.closedFormScan(resume: .current)),
                .switchScanning(group), .switchScanning(rows), .switchScanning(.switchStep), .switchScanning(step),
                .swipe(swipe), .swipe(rotor), .keyboard(.keyboardDefault), .keyboard(shortest)]
    }

    func testFastMeansEqualTheClosedForms() throws {
        let base = buttonScenario(n: 8, targets: [4, 7, 1, 4])
        let ids = base.orders[0].elementIDs
        var random = SplitMix64(seed: 11)
        for (k, profile) in profiles().enumerated() {
            let model = try OrderMeanModel(scenario: base, elementIDs: ids, task: base.task, profile: profile)
            XCTAssertTrue(model.isExact, "profile \(k)")
            for _ in 0..<5 {
                var order = Array(0..<8)
                for i in stride(from: 7, to: 0, by: -1) { order.swapAt(i, random.below(i + 1)) }
                var scenario = base
                scenario.orders.append(NamedOrder(name: "shuffled", elementIDs: order.map { ids[$0] }))
                // The optimizer ranks orders with typing at the constant rate (typing is the same in every order).
                var settings = SimulationSettings(replications: 2, threads: 1)
                settings.taskTyping = .constantRate
                let estimate = try CostModel.simulate(scenario: scenario, order: "shuffled",
                                                      user: NamedProfile(name: "u", profile: profile),
                                                      settings: settings)
                let analytic = try XCTUnwrap(estimate.analytic, "profile \(k)")
                XCTAssertEqual(model.mean(order: order), analytic.mean, accuracy: 1e-9 * analytic.mean,
                               "profile \(k) order \(order)")
            }
        }
    }

    func testShapes() throws {
        let scenario = buttonScenario(n: 6, targets: [4])
        let ids = scenario.orders[0].elementIDs
        func shape(_ profile: UserProfile) throws -> OrderMeanModel.Shape {
            try OrderMeanModel(scenario: scenario, elementIDs: ids, task: scenario.task, profile: profile).shape
        }
        XCTAssertEqual(try shape(.switchScanning(.closedFormScan())), .separable)
        XCTAssertEqual(try shape(.switchScanning(.closedFormScan(resume: .current))), .general)
        // Step scanning skips the headings here, so a target's cost depends on
        // the stops before it, not on its position; scanning every element it is separable.
        XCTAssertEqual(try shape(.switchScanning(.switchStep)), .general)
        var everyElement = SwitchScanningProfile.switchStep
        everyElement.scanNonActionable = true
        XCTAssertEqual(try shape(.switchScanning(everyElement)), .separable)
        XCTAssertEqual(try shape(.switchScanning(.switchPoint)), .constant)
        XCTAssertEqual(try shape(.swipe(.voiceoverExpert)), .general)
        XCTAssertFalse(try OrderMeanModel(scenario: scenario, elementIDs: ids, task: scenario.task,
                                          profile: .swipe(.voiceoverExpert)).isExact)
    }
}
