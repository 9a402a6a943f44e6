import FocusModel
import XCTest

/// The `constraints` key of a scenario: what it decodes to and every rule it is checked against.
final class ConstraintDecodingTests: XCTestCase {
    private func withConstraints(_ constraints: JSONValue) -> JSONValue {
        exampleScenario.replacing(["constraints"], with: constraints)
    }

    func testEveryKindDecodesInFileOrder() throws {
        let scenario = try decodeScenario(withConstraints([
            ["before": ["email", "password", "submit"]],
            ["first": "title"],
            ["last": "submit"],
            ["adjacent": ["email", "password"]],
            ["together": ["email", "password", "terms"]],
            ["maxDisplacement": 2, "from": "visual"],
            ["fixed": ["title"], "from": "reported"],
        ]))
        XCTAssertEqual(scenario.constraints, [
            .before(["email", "password", "submit"]), .first("title"), .last("submit"), .adjacent("email", "password"),
            .together(["email", "password", "terms"]), .maxDisplacement(2, from: "visual"),
            .fixed(["title"], from: "reported"),
        ])
        XCTAssertEqual(scenario.constraints[5].text, #"{"maxDisplacement":2,"from":"visual"}"#)
        XCTAssertEqual(Constraint.path(index: 3), "$.constraints[3]")
    }

    func testNoConstraintsByDefault() throws {
        XCTAssertEqual(try decodeScenario(exampleScenario).constraints, [])
    }

    func testUnknownIDsAreRefusedWithTheirPath() {
        assertScenarioError(withConstraints([["before": ["email", "nope"]]]), path: "$.constraints[0].before[1]",
                            message: #"unknown element id "nope""#)
        assertScenarioError(withConstraints([["first": "nope"]]), path: "$.constraints[0].first",
                            message: #"unknown element id "nope""#)
    }

    func testUnknownOrdersAreRefused() {
        assertScenarioError(withConstraints([["maxDisplacement": 1, "from": "alphabetical"]]),
                            path: "$.constraints[0].from", message: #"unknown order "alphabetical"; orders: visual, reported"#)
        assertScenarioError(withConstraints([["fixed": ["title"]]]), path: "$.constraints[0]",
                            message: #"missing required key "from""#)
    }

    func testMalformedConstraintsAreRefused() {
        assertScenarioError(withConstraints([["after": ["email"]]]), path: "$.constraints[0].after",
                            message: "unknown key \"after\"; allowed keys: before, first, last, adjacent, together")
        assertScenarioError(withConstraints([["first": "title", "last": "submit"]]), path: "$.constraints[0]",
                            message: "exactly one kind; found first, last")
        assertScenarioError(withConstraints([[:]]), path: "$.constraints[0]", message: "a constraint needs one of the keys")
        assertScenarioError(withConstraints([["adjacent": ["email", "password", "terms"]]]),
                            path: "$.constraints[0].adjacent", message: "exactly 2 element ids, found 3")
        assertScenarioError(withConstraints([["before": ["email"]]]), path: "$.constraints[0].before",
                            message: "at least 2 element ids, found 1")
        assertScenarioError(withConstraints([["together": ["email", "email"]]]), path: "$.constraints[0].together[1]",
                            message: "listed twice")
        assertScenarioError(withConstraints([["maxDisplacement": -1, "from": "visual"]]),
                            path: "$.constraints[0].maxDisplacement", message: "must not be negative")
        assertScenarioError(withConstraints([["maxDisplacement": 1.5, "from": "visual"]]),
                            path: "$.constraints[0].maxDisplacement", message: "whole number")
        assertScenarioError(withConstraints([["first": "title", "from": "visual"]]), path: "$.constraints[0].from",
                            message: "applies only to maxDisplacement and fixed")
        assertScenarioError(withConstraints(["first"]), path: "$.constraints[0]", message: "expected an object")
        assertScenarioError(withConstraints(["first": "title"]), path: "$.constraints", message: "expected an array")
    }
}
