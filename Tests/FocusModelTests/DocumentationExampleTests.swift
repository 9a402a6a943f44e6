import FocusModel
import Foundation
import XCTest

/// The examples in docs/ are meant to be copied; these tests keep them valid.
final class DocumentationExampleTests: XCTestCase {
    private func firstJSONBlock(in document: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs").appendingPathComponent(document), encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "```json\n"), "no json block in \(document)")
        let end = try XCTUnwrap(text.range(of: "```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    func testScenarioFormatExampleDecodes() throws {
        let scenario = try ScenarioLoader.decode(text: firstJSONBlock(in: "scenario-format.md"), file: "scenario-format.md")
        XCTAssertEqual(scenario.orders.map(\.name), ["visual", "reported"])
        XCTAssertEqual(scenario.users.map(\.name), ["slow-scan", "tired-expert"])
        guard let tired = scenario.users[1].profile.switchScanning else { return XCTFail() }
        XCTAssertEqual(tired.scanInterval, SwitchScanningProfile.switchExpert.scanInterval)
        XCTAssertEqual(tired.falseActivation, 0.02)
    }

    func testProfilesExampleDecodes() throws {
        let profiles = try ProfileCatalog.decodeProfiles(text: firstJSONBlock(in: "profiles.md"), file: "profiles.md",
                                                         over: .builtIn)
        XCTAssertEqual(profiles.map(\.name), ["slow-scan", "ios-switch-control", "clinic-client-7", "android-no-loop-limit"])
        guard let android = profiles[3].profile.switchScanning else { return XCTFail() }
        XCTAssertNil(android.loops)
        XCTAssertEqual(android.firstItemPause, 0.7)
    }
}
