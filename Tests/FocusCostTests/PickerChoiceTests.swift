@testable import FocusCost
import FocusModel
import FocusStats
import XCTest

/// Choosing an option in a picker's list (docs/models.md#pickers).
final class PickerChoiceTests: XCTestCase {
    /// A two-element form: a picker of `optionCount` options, then a button;
    /// the task chooses option `chosen` (0-based) and presses the button.
    private func pickerForm(optionCount: Int, chosen: Int) -> Scenario {
        let options = (1...optionCount).map { "Country \($0)" }
        return Scenario(
            name: "picker form", platform: .web,
            elements: [Element(id: "country", role: .picker, label: "Country", options: PickerOptions(labels: options)),
                       Element(id: "go", role: .button, label: "Continue")],
            orders: [NamedOrder(name: "linear", elementIDs: ["country", "go"])],
            task: [TaskStep(target: "country", choice: chosen), TaskStep(target: "go")])
    }

    /// A switch user who never misses (reactions well inside the 1 s dwell)
    /// waits for the scan to pass every option before the chosen one: the
    /// 200th of 250 is highlighted the first item's pause plus 199 intervals
    /// after the first, and that time is on the picker's own line.
    func testChoosingLaterOptionsCostsTheScanLength() throws {
        let user = switchUser(interval: 1, pause: 0.5, reaction: .uniform(min: 0.3, max: 0.7))
        let first = try CostModel.simulate(scenario: pickerForm(optionCount: 250, chosen: 0), order: "linear",
                                           user: user, settings: settings(replications: 4_000, seed: 3))
        let later = try CostModel.simulate(scenario: pickerForm(optionCount: 250, chosen: 199), order: "linear",
                                           user: user, settings: settings(replications: 4_000, seed: 3))
        let difference = later.breakdown[.picker] - first.breakdown[.picker]
        let se = (pow(first.summary.standardError, 2) + pow(later.summary.standardError, 2)).squareRoot()
        XCTAssertLessThan(abs(difference - (0.5 + 199 * 1)), 4 * se + 1e-9, "picker seconds differ by \(difference)")
        XCTAssertGreaterThan(first.breakdown[.picker], 0)
        XCTAssertTrue(later.model.categories.contains(.picker))
        // Navigation on the screen itself does not depend on the option chosen.
        XCTAssertEqual(later.summary.mean - later.breakdown[.picker],
                       first.summary.mean - first.breakdown[.picker], accuracy: 4 * se)
    }

    /// The closed form of a task that chooses in an item-scanned list (the
    /// screen's scan plus the list's) agrees with the simulation, misses included.
    func testItemScannedListClosedFormAgreesWithSimulation() throws {
        let scenario = pickerForm(optionCount: 40, chosen: 29)
        for (index, user) in [referenceUser,
                              switchUser(resume: .current, reaction: .gamma(shape: 4, scale: 0.2))].enumerated() {
            let estimate = try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                                                  settings: settings(replications: 30_000, seed: 20 + UInt64(index)))
            let analytic = try XCTUnwrap(estimate.analytic)
            XCTAssertEqual(estimate.counts.capped, 0)
            XCTAssertGreaterThan(estimate.breakdown[.picker], 29)
            XCTAssertLessThan(abs(estimate.summary.mean - analytic.mean), 4 * estimate.summary.standardError,
                              "simulated \(estimate.summary.mean) ± \(estimate.summary.standardError), exact \(analytic.mean)")
        }
    }

    /// Two orders compared on common random numbers choose in the same time.
    func testChoosingIsCommonToComparedOrders() throws {
        var scenario = pickerForm(optionCount: 30, chosen: 20)
        scenario.orders.append(NamedOrder(name: "reversed", elementIDs: ["go", "country"]))
        let comparison = try CostModel.compare(scenario: scenario, orders: ("linear", "reversed"),
                                               user: referenceUser, settings: settings(replications: 2_000, seed: 5))
        XCTAssertEqual(comparison.a.breakdown[.picker], comparison.b.breakdown[.picker], accuracy: 1e-9)
    }

    /// Chromium's type-ahead: letters extend a prefix searched from the
    /// selected option; repeating the first letter cycles.
    func testTypeAheadKeyPresses() {
        let countries = ["Afghanistan", "Albania", "Algeria", "Uganda", "Ukraine", "United Kingdom", "United States"]
        XCTAssertEqual(TypeAhead.keyPresses(choosing: 6, among: countries), 4)  // "u" four times
        XCTAssertEqual(TypeAhead.keyPresses(choosing: 6, among: countries + ["Uzbekistan"]), 4)
        XCTAssertEqual(TypeAhead.keyPresses(choosing: 10, among: ["A"] + (1...9).map { "U\($0)" } + ["United Kingdom"]), 2)  // "un"
        XCTAssertEqual(TypeAhead.keyPresses(choosing: 2, among: countries), 2)  // "a", "a": Albania, Algeria
        XCTAssertEqual(TypeAhead.keyPresses(choosing: 3, among: countries), 1)  // "u"
        XCTAssertNil(TypeAhead.keyPresses(choosing: 1, among: ["Blank", " "]))
    }

    /// A keyboard user types ahead when that is shorter than arrowing down.
    func testKeyboardUserTypesAhead() throws {
        var scenario = pickerForm(optionCount: 3, chosen: 0)
        scenario.elements[0].options = PickerOptions(labels: (1...200).map { "Option \($0)" } + ["Zambia"])
        scenario.task[0].choice = 200
        let list = try XCTUnwrap(PickerList.screen(for: scenario.task[0], in: scenario, typesAhead: true))
        XCTAssertEqual(list.task.first?.target, "option2")  // one letter: "z"
        let scanned = try XCTUnwrap(PickerList.screen(for: scenario.task[0], in: scenario, typesAhead: false))
        XCTAssertEqual(scanned.task.first?.target, "option201")
    }
}
