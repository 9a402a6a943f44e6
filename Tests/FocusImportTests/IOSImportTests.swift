@testable import FocusImport
import FocusModel
import XCTest

final class IOSImportTests: XCTestCase {
    /// VoiceOver and Switch Control read the elements in rows, the derived `visual`.
    func testFollowsSaysVoiceOverAndSwitchControlTakeTheRows() throws {
        let result = try Fixture.importing(.ios, "ios-login.xml")
        let follows = try XCTUnwrap(result.scenario.follows)
        XCTAssertEqual(follows.entries.map(\.entry.order), ["visual", "visual", "visual"])
        XCTAssertTrue(result.scenarioJSON.contains("  \"follows\": {\n    \"keyboard\": {\"order\": \"visual\""),
                      result.scenarioJSON)
    }

    func testPageSourceStops() throws {
        let result = try Fixture.importing(.ios, "ios-login.xml")
        let scenario = result.scenario
        XCTAssertEqual(scenario.elements.map(\.id), [
            "backButton", "signInHeading", "emailField", "passwordField", "rememberSwitch", "signInButton",
            "forgotButton", "offscreenButton", "order1042StaticText", "trackButton", "order1043StaticText", "trackButton2",
            "skipButton",
        ])
        // Off the screen (visible="false") is still a stop, where it is: VoiceOver moves to it.
        XCTAssertEqual(scenario.element(id: "offscreenButton")?.frame, Frame(x: 400, y: 366, width: 100, height: 44))
        XCTAssertEqual(scenario.element(id: "signInHeading")?.role, .heading)
        XCTAssertEqual(scenario.element(id: "emailField")?.label, "Email")
        XCTAssertEqual(scenario.element(id: "passwordField")?.hint, "At least 8 characters")
        XCTAssertEqual(scenario.element(id: "forgotButton")?.disabled, true)
        XCTAssertEqual(scenario.screen, ScreenSize(width: 390, height: 844))
        // The field's value is its placeholder: an empty field, labelled by the placeholder.
        XCTAssertTrue(result.guesses.contains("node /0/0/0/0/1 (emailField): label \"Email\" taken from the placeholder"))
        XCTAssertEqual(scenario.task.first, TaskStep(target: "emailField", characters: 20))
        XCTAssertTrue(result.guesses.contains("left out 1 element of hidden windows, of zero size or with nothing to read"))
    }

    func testCellsAndCollapsedWrappersAreGroups() throws {
        let scenario = try Fixture.importing(.ios, "ios-login.xml").scenario
        XCTAssertEqual(scenario.groups.map(\.memberIDs), [["order1042StaticText", "trackButton"],
                                                          ["order1043StaticText", "trackButton2"]])
    }

    func testVisualOrderIsVoiceOversRows() throws {
        let scenario = try Fixture.importing(.ios, "ios-login.xml").scenario
        XCTAssertEqual(scenario.orders.map(\.name), ["hierarchy", "visual"])
        XCTAssertEqual(scenario.ids(of: "hierarchy").last, "skipButton")
        // Skip sits at the top right, in the title's row (tops 58 and 60).
        XCTAssertEqual(Array(scenario.ids(of: "visual").prefix(3)), ["backButton", "signInHeading", "skipButton"])
    }

    func testDebugDescriptionReadsLikeThePageSource() throws {
        let result = try Fixture.importing(.ios, "ios-login-debugDescription.txt")
        let scenario = result.scenario
        XCTAssertEqual(scenario.elements.map(\.id), [
            "backButton", "signInHeading", "emailField", "passwordField", "rememberSwitch", "signInButton",
            "forgotButton", "order1042ShippedStaticText", "trackButton", "itsOnItsWayStaticText", "trackButton2",
        ])
        XCTAssertEqual(scenario.element(id: "itsOnItsWayStaticText")?.label, "It's on its way")
        XCTAssertEqual(scenario.element(id: "order1042ShippedStaticText")?.label, "Order #1042, shipped")
        XCTAssertEqual(scenario.element(id: "forgotButton")?.disabled, true)
        XCTAssertEqual(scenario.element(id: "signInButton")?.frame, Frame(x: 16, y: 300, width: 358, height: 50))
        XCTAssertEqual(scenario.groups.count, 2)
        XCTAssertEqual(scenario.screen, ScreenSize(width: 390, height: 844))
    }

    func testDebugDescriptionWithoutSubtreeIsRefused() throws {
        let path = try Fixture.temporary("Button, 0x1, {{0, 0}, {10, 10}}\n", name: "source.txt")
        XCTAssertEqual(Fixture.failure(.ios, file: path)?.description.hasPrefix("\(path): line 1: neither XML nor"), true)
        let broken = try Fixture.temporary("Element subtree:\n →Application, 0x1, pid: 2\n    not an element\n", name: "b.txt")
        XCTAssertEqual(Fixture.failure(.ios, file: broken),
                       .badInput(file: broken, place: "line 3",
                                 message: "not an element line: expected 'Type, 0x…, {{x, y}, {w, h}}, …'"))
    }

    /// A stop whose frame is missing or cut off is a damaged capture: refused
    /// at its line, not dropped without a word (the field would vanish from the draft task).
    func testAStopWithoutAFrameIsRefused() throws {
        // Lines as in the corpus's ios-enroll-debugDescription.txt (swift-man/XCUITest_study, README.md,
        // commit 33b96a406a4a8735cec4da5bb9e94970d085904e), the field's frame cut off or missing.
        for field in ["TextField, 0x1475053b0, {{40.0, 422.5}, {334.0, identifier: 'city', placeholderValue: 'City'",
                      "TextField, 0x1475053b0, identifier: 'city', placeholderValue: 'City'"] {
            let path = try Fixture.temporary("""
                Element subtree:
                 →Application, 0x147504a20, pid: 8736, label: 'Course'
                    Window (Main), 0x147504d30, {{0.0, 0.0}, {414.0, 896.0}}
                      \(field)
                      Button, 0x14980ba20, {{25.0, 542.0}, {364.0, 41.0}}, identifier: 'enrollButton', label: 'Enroll'

                """, name: "source.txt")
            XCTAssertEqual(Fixture.failure(.ios, file: path),
                           .badInput(file: path, place: "line 4, node /0/0/0 (city)",
                                     message: "TextField has no frame (x, y, width, height missing), "
                                        + "though VoiceOver would stop on it"))
        }
        // A WebDriverAgent element (as in ios-login.xml) without its x and width.
        let source = try Fixture.temporary("""
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Back" label="Back" enabled="true" visible="true" accessible="true" y="47" height="44" index="0"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """)
        XCTAssertEqual(Fixture.failure(.ios, file: source),
                       .badInput(file: source, place: "line 4, node /0/0 (Back)",
                                 message: "Button has no frame (x, width missing), though VoiceOver would stop on it"))
    }

    /// debugDescription frames are decimals like every coordinate: a hexadecimal one is refused.
    func testADebugDescriptionFrameIsReadAsDecimals() throws {
        let path = try Fixture.temporary("""
            Element subtree:
             →Application, 0x147504a20, pid: 8736, label: 'Course'
                Button, 0x14980ba20, {{25.0, 542.0}, {0x10, 41.0}}, identifier: 'enrollButton', label: 'Enroll'

            """, name: "source.txt")
        XCTAssertEqual(Fixture.failure(.ios, file: path)?.description,
                       "\(path): line 3, node /0/0 (enrollButton): x, y, width and height must be numbers within "
                        + "1000000 points of the screen's corner")
    }

    func testSourceWithoutElementsIsRefused() throws {
        let path = try Fixture.temporary("<AppiumAUT></AppiumAUT>")
        XCTAssertEqual(Fixture.failure(.ios, file: path)?.description.hasPrefix("\(path): line 1: no XCUIElementType elements"),
                       true)
    }
}
