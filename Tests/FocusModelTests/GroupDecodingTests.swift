import FocusModel
import XCTest

/// The `groups` key of a scenario: what it decodes to and every rule it is checked against.
final class GroupDecodingTests: XCTestCase {
    private func withGroups(_ groups: JSONValue) -> JSONValue {
        exampleScenario.replacing(["groups"], with: groups)
    }

    func testScenarioWithoutGroupsHasNone() throws {
        XCTAssertEqual(try decodeScenario(exampleScenario).groups, [])
    }

    func testGroupsDecodeInFileOrder() throws {
        let scenario = try decodeScenario(withGroups([
            ["id": "credentials", "members": ["email", "password"]],
            ["id": "consent", "members": ["terms"]],
        ]))
        XCTAssertEqual(scenario.groups, [Group(id: "credentials", memberIDs: ["email", "password"]),
                                         Group(id: "consent", memberIDs: ["terms"])])
        XCTAssertEqual(scenario.group(containing: "password")?.id, "credentials")
        XCTAssertNil(scenario.group(containing: "submit"))
    }

    /// An order may list a group's members apart: "reported" lists password before email.
    func testMembersNeedNotBeContiguousOrInMemberOrder() throws {
        let scenario = try decodeScenario(withGroups([["id": "credentials", "members": ["email", "terms"]]]))
        XCTAssertEqual(scenario.groups.count, 1)
    }

    func testEmptyGroupListIsAllowed() throws {
        XCTAssertEqual(try decodeScenario(withGroups([])).groups, [])
    }

    func testGroupsMustBeAnArray() {
        assertScenarioError(withGroups(["id": "x"]), path: "$.groups", message: "expected an array, found an object")
    }

    func testUnknownKeyInGroup() {
        assertScenarioError(withGroups([["id": "g", "members": ["email"], "label": "G"]]), path: "$.groups[0].label",
                            message: #"unknown key "label"; allowed keys: id, members"#)
    }

    func testMissingKeys() {
        assertScenarioError(withGroups([["members": ["email"]]]), path: "$.groups[0]",
                            message: #"missing required key "id""#)
        assertScenarioError(withGroups([["id": "g"]]), path: "$.groups[0]", message: #"missing required key "members""#)
    }

    func testEmptyGroupIsRefused() {
        assertScenarioError(withGroups([["id": "g", "members": []]]), path: "$.groups[0].members",
                            message: "must list at least one member")
    }

    func testEmptyGroupIDIsRefused() {
        assertScenarioError(withGroups([["id": "", "members": ["email"]]]), path: "$.groups[0].id",
                            message: "must not be empty")
    }

    func testUnknownMemberIsRefused() {
        assertScenarioError(withGroups([["id": "g", "members": ["email", "pasword"]]]), path: "$.groups[0].members[1]",
                            message: #"unknown element id "pasword"; element ids: title, email"#)
    }

    func testElementInTwoGroupsIsRefused() {
        assertScenarioError(withGroups([["id": "a", "members": ["email", "password"]],
                                        ["id": "b", "members": ["terms", "password"]]]),
                            path: "$.groups[1].members[1]",
                            message: #"element "password" is already a member of group "a", at $.groups[0].members[1]"#)
    }

    func testElementTwiceInOneGroupIsRefused() {
        assertScenarioError(withGroups([["id": "a", "members": ["email", "email"]]]), path: "$.groups[0].members[1]",
                            message: #"element "email" is already a member of this group, at $.groups[0].members[0]"#)
    }

    func testDuplicateGroupIDIsRefused() {
        assertScenarioError(withGroups([["id": "a", "members": ["email"]], ["id": "a", "members": ["terms"]]]),
                            path: "$.groups[1].id", message: #"duplicate group id "a"; first used at $.groups[0]"#)
    }

    func testGroupIDClashingWithElementIDIsRefused() {
        assertScenarioError(withGroups([["id": "terms", "members": ["email"]]]), path: "$.groups[0].id",
                            message: #"group id "terms" is also an element id"#)
    }

    /// Groups are checked right after the elements, before the task and the orders.
    func testGroupsAreCheckedBeforeTheTask() {
        let broken = withGroups([["id": "g", "members": ["nope"]]]).replacing(["task"], with: [])
        assertScenarioError(broken, path: "$.groups[0].members[0]", message: "unknown element id")
    }
}
