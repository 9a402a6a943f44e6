import Foundation
import XCTest

final class CompareCommandTests: XCTestCase {
    private let signup = "scenarios/signup.json"

    func testCompareOnSignupPrintsBothOrdersAndTheDifference() throws {
        let result = try FocusBenchProcess.run("compare", signup, "--replications", "2000")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssert(result.stdout.hasPrefix("Sign-up form: user ios-switch-control, "
            + "A = order 'visual', B = order 'passwordFirst'\nseed 1 · 2000 replications · "), result.stdout)
        XCTAssert(result.stdout.contains("A: visual"))
        XCTAssert(result.stdout.contains("B: passwordFirst"))
        let verdict = try XCTUnwrap(result.stdout.split(separator: "\n").first { $0.contains(" faster ") })
        XCTAssert(verdict.contains("95% CI"), String(verdict))
        XCTAssert(verdict.contains("of replications."), String(verdict))
    }

    func testJSONHasBothEstimatesAndTheDifference() throws {
        let result = try FocusBenchProcess.run("compare", signup, "--orders", "passwordFirst,visual",
                                               "--replications", "2000", "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try result.jsonObject()
        XCTAssertEqual(Set(object.keys), ["a", "b", "difference"])
        XCTAssertEqual((object["a"] as? [String: Any])?["order"] as? String, "passwordFirst")
        XCTAssertEqual((object["b"] as? [String: Any])?["order"] as? String, "visual")
        let difference = try XCTUnwrap(object["difference"] as? [String: Any])
        XCTAssertEqual(Set(difference.keys), ["mean", "ci95", "pValue", "probabilityAFaster"])
        XCTAssertEqual((difference["ci95"] as? [Double])?.count, 2)
    }

    func testCSVListsBothOrders() throws {
        let result = try FocusBenchProcess.run("compare", signup, "--replications", "2000", "--format", "csv")
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 1 + 2 * 2000)
        XCTAssertEqual(lines.filter { $0.split(separator: ",")[1] == "visual" }.count, 2000)
        XCTAssertEqual(lines.filter { $0.split(separator: ",")[1] == "passwordFirst" }.count, 2000)
    }

    func testScenarioWithOneOrderNeedsOrdersSpelledOut() throws {
        try BadInput.assertRefused(["compare", "scenarios/bench-linear-20.json"],
                                   startsWith: "focusbench: scenarios/bench-linear-20.json: compare needs two orders")
    }
}
