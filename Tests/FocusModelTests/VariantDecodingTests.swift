import FocusModel
import XCTest

/// The `variants` key of a scenario: weighted ways of doing the task.
final class VariantDecodingTests: XCTestCase {
    private func withVariants(_ variants: JSONValue) -> JSONValue {
        exampleScenario.replacing(["variants"], with: variants)
    }

    func testVariantsDecodeAndNormalise() throws {
        let scenario = try decodeScenario(withVariants([
            ["name": "all fields", "weight": 3, "task": [["activate": "email", "enter": 5], ["activate": "submit"]]],
            ["name": "skip email", "weight": 1, "task": [["activate": "submit"]]],
        ]))
        XCTAssertEqual(scenario.variants.map(\.name), ["all fields", "skip email"])
        XCTAssertEqual(scenario.variants[0].task, [TaskStep(target: "email", characters: 5), TaskStep(target: "submit")])
        XCTAssertEqual(scenario.normalizedVariants.map(\.weight), [0.75, 0.25])
    }

    func testWeightsNearTheLargestDoubleKeepTheirShares() throws {
        let scenario = try decodeScenario(withVariants([
            ["name": "all fields", "weight": 1e308, "task": [["activate": "email", "enter": 5], ["activate": "submit"]]],
            ["name": "skip email", "weight": 1e308, "task": [["activate": "submit"]]],
        ]))
        XCTAssertEqual(scenario.normalizedVariants.map(\.weight), [0.5, 0.5])
    }

    func testWithoutVariantsTheTaskIsTheOnlyOne() throws {
        let scenario = try decodeScenario(exampleScenario)
        XCTAssertEqual(scenario.variants, [])
        XCTAssertEqual(scenario.normalizedVariants, [TaskVariant(name: "task", weight: 1, task: scenario.task)])
    }

    func testBadVariantsAreRefused() {
        let step: JSONValue = [["activate": "submit"]]
        assertScenarioError(withVariants([]), path: "$.variants", message: "at least one variant")
        assertScenarioError(withVariants([["name": "a", "weight": 0, "task": step]]), path: "$.variants[0].weight",
                            message: "must be greater than 0")
        assertScenarioError(withVariants([["name": "a", "weight": 1, "task": step], ["name": "a", "weight": 1, "task": step]]),
                            path: "$.variants[1].name", message: #"duplicate variant name "a""#)
        assertScenarioError(withVariants([["name": "a", "weight": 1, "task": [["activate": "nope"]]]]),
                            path: "$.variants[0].task[0].activate", message: #"unknown element id "nope""#)
        assertScenarioError(withVariants([["name": "a", "weight": 1]]), path: "$.variants[0]",
                            message: #"missing required key "task""#)
        assertScenarioError(withVariants([["name": "a", "weight": 1, "task": step, "share": 2]]),
                            path: "$.variants[0].share", message: "allowed keys: name, weight, task")
    }

    func testEveryOrderMustIncludeEveryVariantTarget() {
        // "reported" lists every element, so drop "terms" from it and target it in a variant.
        let value = exampleScenario
            .replacing(["orders", "reported"], with: ["title", "password", "email", "submit"])
            .replacing(["task"], with: [["activate": "email"]])
            .replacing(["variants"], with: [["name": "a", "weight": 1, "task": [["activate": "terms"]]]])
        assertScenarioError(value, path: "$.variants[0].task[0]", message: #"order "reported" does not include "terms""#)
    }
}
