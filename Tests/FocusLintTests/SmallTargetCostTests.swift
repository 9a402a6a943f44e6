import FocusCost
import FocusLint
import FocusModel
import XCTest

/// A small target's saving is the target's size alone. Growing it around its
/// centre also moves its frame's edges; on this sign-in screen (laid out as
/// Tests/FocusImportTests/Fixtures/ios-login.xml) the Skip button's top rises
/// above the heading, which moves it out of the heading's automatic scan
/// group. A group-scanning user selects whatever is highlighted, whatever its
/// size, so that move is no saving of the repair.
final class SmallTargetCostTests: XCTestCase {
    private func signIn(task: [String]) -> Scenario {
        func element(_ id: String, _ role: Role, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Element {
            Element(id: id, role: role, label: id, frame: Frame(x: x, y: y, width: width, height: height))
        }
        let elements = [
            element("backButton", .button, 0, 47, 72, 44),
            element("signInHeading", .heading, 164, 58, 62, 21),
            element("skipButton", .button, 300, 60, 74, 30),
            element("emailField", .textField, 16, 120, 358, 44),
            element("passwordField", .secureTextField, 16, 180, 358, 44),
            element("signInButton", .button, 16, 300, 358, 50),
        ]
        return Scenario(name: "sign-in", platform: .ios, elements: elements,
                        orders: [NamedOrder(name: "visual", elementIDs: elements.map(\.id))],
                        task: task.map { TaskStep(target: $0) }, screen: ScreenSize(width: 390, height: 844))
    }

    private func skipButtonCosts(task: [String], users: [String]) throws -> [String: ScenarioComparison] {
        let profiles = users.map { ProfileCatalog.builtIn.profile(named: $0)! }
        let result = try Linter.lint(LintRequest(scenario: signIn(task: task), order: "visual", users: profiles,
                                                 settings: settings(replications: 2000)))
        let finding = try XCTUnwrap(result.findings.first { $0.kind == .smallTarget })
        XCTAssertEqual(finding.elementIDs, ["skipButton"])
        var costs: [String: ScenarioComparison] = [:]
        for cost in finding.costs { costs[cost.user] = try XCTUnwrap(cost.comparison, cost.user) }
        return costs
    }

    /// The repair moves the Skip button into another automatic group, which
    /// shortens the group holding the task's targets; neither scanning user
    /// gains from the size, so neither saves anything.
    func testScanningUsersSaveNothingFromAGrownTargetThatChangesItsGroup() throws {
        let users = ["ios-switch-control", "android-switch-access", "voiceover-expert"]
        let costs = try skipButtonCosts(task: ["signInButton"], users: users)
        for user in users {
            let cost = try XCTUnwrap(costs[user], user)
            XCTAssertEqual(cost.meanA, cost.meanB, user)
            XCTAssertEqual(cost.difference.mean, 0, user)
        }
        // The screen as it is still costs its time: the comparison is simulated, not left out.
        XCTAssertGreaterThan(try XCTUnwrap(costs["ios-switch-control"]).meanA, 0)
    }

    /// A point-scanning user's lines must stop on the target, so a taller
    /// Skip button is hit more often: the saving is there, and positive.
    func testPointScanningUsersSaveFromTheTargetsSize() throws {
        let costs = try skipButtonCosts(task: ["skipButton"], users: ["switch-point", "ios-switch-control"])
        XCTAssertGreaterThan(try XCTUnwrap(costs["switch-point"]).difference.ci95.low, 0)
        XCTAssertEqual(try XCTUnwrap(costs["ios-switch-control"]).difference.mean, 0)
    }
}
