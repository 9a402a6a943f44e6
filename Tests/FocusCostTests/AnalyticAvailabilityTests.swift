import FocusCost
import FocusModel
import FocusStats
import XCTest

/// The closed form is reported exactly where it applies.
final class AnalyticAvailabilityTests: XCTestCase {
    private let scenario = linearForm(elementCount: 5, task: [(3, 0), (1, 2)])
    private let reaction = Distribution.lognormal(mu: -0.51, sigma: 0.35)

    private func analytic(_ user: NamedProfile) throws -> AnalyticMoments? {
        try CostModel.simulate(scenario: scenario, order: "linear", user: user,
                               settings: settings(replications: 200)).analytic
    }

    func testPresentWithoutFalseActivationsOrLoopLimit() throws {
        XCTAssertNotNil(try analytic(switchUser(reaction: reaction)))
        XCTAssertNotNil(try analytic(switchUser(resume: .current, reaction: reaction)))
    }

    func testAbsentWithFalseActivations() throws {
        XCTAssertNil(try analytic(switchUser(reaction: reaction, falseActivation: 0.01)))
    }

    func testAbsentWithALoopLimit() throws {
        XCTAssertNil(try analytic(switchUser(loops: 4, reaction: reaction)))
    }

    /// Never-missing fixed reaction: the closed form is the hand sum with sd 0.
    /// Step 1: item 3 at 3T + P; step 2: item 1 at T + P; each plus the reaction,
    /// and step 2 adds two characters of entry.
    func testDeterministicCaseIsTheHandSum() throws {
        let user = switchUser(reaction: .fixed(0.25), entryPerCharacter: .fixed(0.5))
        let moments = try XCTUnwrap(try analytic(user))
        XCTAssertEqual(moments.mean, (3 + 0.5 + 0.25) + (1 + 0.5 + 0.25) + 2 * 0.5, accuracy: 1e-12)
        XCTAssertEqual(moments.sd, 0, accuracy: 1e-9)
    }
}
