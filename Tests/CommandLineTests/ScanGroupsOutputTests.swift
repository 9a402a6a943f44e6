import Foundation
import XCTest

/// Group scanning names the groups it used, in text and in JSON, so that a
/// reader can tell why two orders tie.
final class ScanGroupsOutputTests: XCTestCase {
    private let quick = ["--replications", "50", "--threads", "2"]

    func testSimulateNamesTheAutomaticGroups() throws {
        let text = try FocusBenchProcess.run(["simulate", "scenarios/settings.json", "--order", "visual",
                                              "--user", "ios-switch-control"] + quick)
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.contains("groups (automatic): section Alerts [push, emailAlerts, sms]; "
            + "section Sounds and badges [sounds, vibration, badges]"), text.stdout)
        let json = try FocusBenchProcess.run(["simulate", "scenarios/settings.json", "--order", "visual",
                                              "--user", "ios-switch-control", "--format", "json"] + quick)
        let object = try json.jsonObject()
        let groups = try XCTUnwrap(object["groups"] as? [[String: Any]])
        XCTAssertEqual(groups.first?["id"] as? String, "section Alerts")
        XCTAssertEqual(groups.first?["members"] as? [String], ["push", "emailAlerts", "sms"])
        XCTAssertEqual(groups.first?["automatic"] as? Bool, true)
    }

    func testCompareNamesEachSidesGroupsAndOtherUsersHaveNone() throws {
        let compared = try FocusBenchProcess.run(["compare", "scenarios/settings.json", "--orders", "visual,alphabetical",
                                                  "--user", "ios-switch-control"] + quick)
        XCTAssertEqual(compared.status, 0, compared.stderr)
        XCTAssertTrue(compared.stdout.contains("\nA groups (automatic): section Alerts"), compared.stdout)
        XCTAssertTrue(compared.stdout.contains("\nB groups (automatic): "), compared.stdout)
        let item = try FocusBenchProcess.run(["simulate", "scenarios/settings.json", "--order", "visual",
                                              "--user", "android-switch-access", "--format", "json"] + quick)
        let object = try item.jsonObject()
        XCTAssertNil(object["groups"])
    }
}
