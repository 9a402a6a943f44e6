@testable import FocusImport
import FocusModel
import XCTest

/// The iOS captures of the corpus, each modelled on a real capture named in
/// its first lines; expectations worked out by hand from VoiceOver's rules
/// (accessibility elements, their labels and values, the navigation bar's
/// title read as a heading, content below the fold reached by scrolling).
final class CorpusIOSTests: XCTestCase {
    private func load(_ name: String, task: String? = nil) throws -> ImportResult {
        try Importer.run(ImportRequest(kind: .ios, file: Corpus.path(name), task: task))
    }

    func testRegisterBelowTheFoldIsKeptAndReached() throws {
        let result = try load("ios-register-below-fold.xml")
        let scenario = result.scenario
        XCTAssertEqual(scenario.elements.map(\.id), [
            "backButton", "createAccountHeading", "yourDetailsStaticText", "nameField", "emailField", "passwordField",
            "termsSwitch", "registerButton", "homeButton", "loginButton", "settingsButton",
        ])
        // The title is the bar's Other, read as a heading.
        XCTAssertEqual(scenario.element(id: "createAccountHeading")?.role, .heading)
        // value = placeholder: an empty field labelled by the placeholder; a typed value is what VoiceOver reads.
        XCTAssertEqual(scenario.element(id: "nameField")?.label, "Name")
        XCTAssertEqual(scenario.element(id: "emailField")?.label, "jane@example.com")
        XCTAssertEqual(scenario.element(id: "passwordField")?.label, "Password")
        // Below the fold (visible="false"), with its frame: VoiceOver scrolls to it.
        XCTAssertEqual(scenario.element(id: "registerButton")?.frame, Frame(x: 16, y: 900, width: 358, height: 50))
        // VoiceOver's rows: the tab bar (top 762) comes before the button under the fold (top 900).
        XCTAssertEqual(Array(scenario.ids(of: "visual").suffix(4)), ["homeButton", "loginButton", "settingsButton", "registerButton"])
        XCTAssertEqual(scenario.task, [TaskStep(target: "nameField", characters: 12),
                                       TaskStep(target: "passwordField", characters: 12),
                                       TaskStep(target: "registerButton")])
        XCTAssertTrue(result.guesses.contains { $0.contains("'loginButton' (in a tab, navigation or tool bar)") })
        // The footer text has nothing to read; the keyboard's window is not shown.
        XCTAssertTrue(result.guesses.contains("left out 4 elements of hidden windows, of zero size or with nothing to read"),
                      result.guesses.joined(separator: "\n"))
    }

    func testATaskNamingALeftOutElementSaysWhy() throws {
        XCTAssertNoThrow(try load("ios-register-below-fold.xml", task: "Name=Jane; Register"))
        XCTAssertThrowsError(try load("ios-register-below-fold.xml", task: "Done")) { error in
            XCTAssertEqual((error as? ImportError)?.description,
                           "--task: 'Done' is in the capture (node /0/1) but was left out of the import: "
                               + "its window is not shown (visible=\"false\" on the window)")
        }
        XCTAssertThrowsError(try load("ios-register-below-fold.xml", task: "footerLabel")) { error in
            XCTAssertEqual((error as? ImportError)?.description.hasSuffix(
                "was left out of the import: it has neither a label nor a value, so VoiceOver has nothing to read"), true)
        }
    }

    func testCheckWinsOverSignUp() throws {
        let result = try load("ios-verify-code.xml")
        let scenario = result.scenario
        XCTAssertEqual(scenario.elements.map(\.id), [
            "cancelButton", "verifyHeading", "enterTheCodeWeStaticText", "codeField", "checkButton",
            "noAccountYetStaticText", "signUpButton",
        ])
        XCTAssertEqual(scenario.element(id: "codeField")?.hint, "6-digit code")
        // Tops 20 and 32 are 8 pt or more apart: Cancel, then the title, then the form as listed.
        XCTAssertEqual(scenario.ids(of: "visual"), scenario.ids(of: "hierarchy"))
        XCTAssertEqual(scenario.task, [TaskStep(target: "codeField", characters: 6), TaskStep(target: "checkButton")])
    }

    func testDebugDescriptionWithAButtonsOwnTextAndALinkBelowTheFold() throws {
        let result = try load("ios-enroll-debugDescription.txt")
        let scenario = result.scenario
        // The button's own StaticText is read as the button, not as a stop of its own.
        XCTAssertEqual(scenario.elements.map(\.id), [
            "welcomeMessage", "enterCity", "city", "enrollButton", "debugReset", "termsOfUseLink",
        ])
        XCTAssertEqual(scenario.element(id: "city")?.label, "City")
        XCTAssertEqual(scenario.element(id: "termsOfUseLink")?.frame?.y, 960)
        XCTAssertEqual(scenario.screen, ScreenSize(width: 414, height: 896))
        XCTAssertEqual(scenario.task, [TaskStep(target: "city", characters: 9), TaskStep(target: "enrollButton")])
        XCTAssertTrue(result.guesses.contains { $0.contains("'debugReset' (named like a debugging aid)") })
    }
}
