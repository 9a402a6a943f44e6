import FocusModel
import FocusStats
import Foundation
import XCTest

final class ScenarioLoaderTests: XCTestCase {
    func testDecodesTheFullExample() throws {
        let scenario = try ScenarioLoader.decode(text: exampleScenarioText, file: "example.json")
        XCTAssertEqual(scenario.name, "Sign-up form")
        XCTAssertEqual(scenario.platform, .ios)
        XCTAssertEqual(scenario.screen, ScreenSize(width: 390, height: 844))
        XCTAssertEqual(scenario.elements.map(\.id), ["title", "email", "password", "terms", "submit"])
        XCTAssertEqual(scenario.elements[2].role, .secureTextField)
        XCTAssertEqual(scenario.elements[1].label, "Email address")
        XCTAssertEqual(scenario.elements[1].frame, Frame(x: 16, y: 120, width: 358, height: 44))
        XCTAssertNil(scenario.elements[4].frame)
        XCTAssertEqual(scenario.orders.map(\.name), ["visual", "reported"])
        XCTAssertEqual(scenario.order(named: "reported")?.elementIDs, ["title", "password", "email", "terms", "submit"])
        XCTAssertEqual(scenario.task, [
            TaskStep(target: "email", characters: 24), TaskStep(target: "password", characters: 12),
            TaskStep(target: "terms"), TaskStep(target: "submit"),
        ])
        var expectedSlowScan = SwitchScanningProfile()
        expectedSlowScan.scanInterval = 1.5
        XCTAssertEqual(scenario.users, [NamedProfile(name: "slow-scan", profile: .switchScanning(expectedSlowScan))])
    }

    func testOptionalPartsMayBeLeftOut() throws {
        let minimal = """
        {"name": "One button", "platform": "web",
         "elements": [{"id": "ok", "role": "button", "label": "OK"}],
         "orders": {"dom": ["ok"]}, "task": [{"activate": "ok"}]}
        """
        let scenario = try ScenarioLoader.decode(text: minimal, file: "m.json")
        XCTAssertNil(scenario.screen)
        XCTAssertEqual(scenario.users, [])
        XCTAssertEqual(scenario.task, [TaskStep(target: "ok", characters: 0)])
        XCTAssertEqual(scenario.platform, .web)
    }

    func testEveryRoleAndPlatformIsAccepted() throws {
        for role in Role.allCases {
            let value = exampleScenario.replacing(["elements", 0, "role"], with: .string(role.rawValue))
            let scenario = try ScenarioLoader.decode(text: value.serialized(pretty: false), file: "r.json")
            XCTAssertEqual(scenario.elements[0].role, role)
        }
        for platform in Platform.allCases {
            let value = exampleScenario.replacing(["platform"], with: .string(platform.rawValue))
            XCTAssertEqual(try ScenarioLoader.decode(text: value.serialized(pretty: false), file: "p.json").platform, platform)
        }
    }

    func testLoadsFromFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("focusmodel-\(UUID().uuidString).json")
        try exampleScenarioText.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertEqual(try ScenarioLoader.load(contentsOf: url.path).orders.count, 2)
    }

    /// A file that cannot be opened has no place in it: no JSON path.
    func testMissingFileIsAnInputErrorWithoutAPath() {
        let path = "/nonexistent/\(UUID().uuidString).json"
        XCTAssertThrowsError(try ScenarioLoader.load(contentsOf: path)) { error in
            let inputError = error as? InputError
            XCTAssertEqual(inputError?.file, path)
            XCTAssertEqual(inputError?.path, "")
            XCTAssertEqual(inputError?.message, "no such file")
            XCTAssertEqual(inputError?.description, "\(path): no such file")
        }
    }

    func testDirectoryIsAnInputError() {
        XCTAssertThrowsError(try ScenarioLoader.load(contentsOf: NSTemporaryDirectory())) { error in
            XCTAssertEqual((error as? InputError)?.path, "")
            XCTAssertTrue((error as? InputError)?.message.contains("directory") ?? false)
        }
    }

    func testSyntaxErrorsCarryLineAndColumn() {
        assertScenarioError(text: "{\n  \"name\": \"x\",\n  \"platform\" \"ios\"\n}", path: "line 3, column 14",
                            message: "expected ':'")
    }

    func testShippedScenariosDecode() throws {
        // The package root is three levels above this file.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let directory = root.appendingPathComponent("scenarios")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?
            .filter { $0.hasSuffix(".json") } ?? []
        try XCTSkipIf(files.isEmpty, "no shipped scenarios yet")
        for file in files {
            XCTAssertNoThrow(try ScenarioLoader.load(contentsOf: directory.appendingPathComponent(file).path), file)
        }
    }
}

final class InputErrorTests: XCTestCase {
    func testDescriptionIsFilePathMessage() {
        let error = InputError(file: "form.json", path: "$.elements[2].frame.width", message: "must be greater than 0")
        XCTAssertEqual(error.description, "form.json: $.elements[2].frame.width: must be greater than 0")
    }

    func testDescriptionStaysOnOneLine() {
        let error = InputError(file: "a\nb.json", path: "$", message: "bad\r\nthing")
        XCTAssertFalse(error.description.contains("\n"))
        XCTAssertFalse(error.description.contains("\r"))
        XCTAssertEqual(error.description, #"a\nb.json: $: bad\r\nthing"#)
    }

    func testKeysThatAreNotPlainNamesAreBracketed() {
        let profile = exampleScenario.replacing(["users", "slow-scan", "scanInterval"], with: 0)
        assertScenarioError(profile, path: #"$.users["slow-scan"].scanInterval"#, message: "greater than 0")
    }
}
