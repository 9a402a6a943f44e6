@testable import FocusImport
import FocusModel
import XCTest

/// The Android captures of the corpus (Tests/FocusImportTests/Corpus), each
/// modelled on a real dump named in its first comment. The expected stops,
/// roles, labels and draft tasks are worked out by hand from TalkBack's focus
/// rules (`AccessibilityNodeInfoUtils.shouldFocusNode` and its helpers), not
/// read from the importer's output.
final class CorpusAndroidTests: XCTestCase {
    private func load(_ name: String) throws -> ImportResult {
        try Importer.run(ImportRequest(kind: .android, file: Corpus.path(name), density: 420))
    }

    func testReactNativeLoginOnOneLine() throws {
        let result = try load("android-rn-login-oneline.xml")
        let scenario = result.scenario
        // The scroll view speaks its content description; its content container is a
        // speaking top-level scroll item (the title's text); the tabs are Buttons.
        XCTAssertEqual(scenario.elements.map(\.id), [
            "loginScreenStaticText", "loginSignUpFormStaticText", "emailTextField", "passwordSecureTextField",
            "buttonLoginButton", "forgotPasswordButton", "homeButton", "webviewButton", "loginButton", "formsButton",
            "menuButton",
        ])
        XCTAssertEqual(scenario.elements.map(\.role), [
            .staticText, .staticText, .textField, .secureTextField, .button, .button, .button, .button, .button, .button,
            .button,
        ])
        XCTAssertEqual(scenario.element(id: "loginSignUpFormStaticText")?.label, "Login / Sign up Form")
        XCTAssertEqual(scenario.element(id: "emailTextField")?.label, "Email")
        XCTAssertEqual(scenario.element(id: "loginButton")?.label, "Login")
        // Text equal to the hint is the hint drawn: both fields are empty; the form's own
        // LOGIN button wins over the selected "Login" tab of the tab bar.
        XCTAssertEqual(scenario.task, [TaskStep(target: "emailTextField", characters: 20),
                                       TaskStep(target: "passwordSecureTextField", characters: 12),
                                       TaskStep(target: "buttonLoginButton")])
        XCTAssertTrue(result.guesses.contains { $0.hasPrefix("draft task: 'buttonLoginButton' (\"button-LOGIN\"): the first button "
            + "after the last field whose label reads like a submit, in the fields' container; passed over 'homeButton' (in a tab") },
            result.guesses.joined(separator: "\n"))
        // Guesses name nodes, not "line 1" of the one-line file.
        XCTAssertFalse(result.guesses.contains { $0.contains("line 1") }, result.guesses.joined(separator: "\n"))
        XCTAssertTrue(result.guesses.contains("node /0/0/0/0/0/0/0/1/0: label \"Email\" taken from the hint"),
                      result.guesses.joined(separator: "\n"))
    }

    func testComposeScreen() throws {
        let result = try load("android-compose-library.xml")
        let scenario = result.scenario
        XCTAssertEqual(scenario.elements.map(\.id), [
            "libraryStaticText", "novelUrlTextField", "addButton", "openPdfButton", "theLongRoadHomeStaticText",
            "chapter12StaticText", "expandButton",
        ])
        // The field's label is its child text (TalkBack reads it with the field); the
        // role-only android.widget.Button inside each Compose button is no stop.
        XCTAssertEqual(scenario.element(id: "novelUrlTextField")?.label, "Novel URL")
        XCTAssertEqual(scenario.element(id: "addButton")?.label, "Add")
        XCTAssertEqual(scenario.element(id: "expandButton")?.label, "Expand")
        XCTAssertEqual(scenario.task, [TaskStep(target: "novelUrlTextField", characters: 10), TaskStep(target: "addButton")])
    }

    func testSettingsListRowsAndScrollContainers() throws {
        let result = try load("android-settings-list.xml")
        let scenario = result.scenario
        // Neither scroll view, the focusable homepage container nor the RecyclerView
        // has anything of its own to speak: none is a stop. The header row is a
        // speaking top-level item of the list; each clickable row reads its title and summary.
        XCTAssertEqual(scenario.elements.map(\.id), [
            "app_bar", "searchSettingsButton", "suggestionsStaticText", "networkInternetWiFiButton",
            "connectedDevicesBluetoothPairingButton", "appsRecentAppsDefaultButton", "battery72About9Button",
        ])
        XCTAssertEqual(scenario.element(id: "app_bar")?.role, .staticText)
        XCTAssertEqual(scenario.element(id: "app_bar")?.label, "Settings")
        XCTAssertEqual(scenario.element(id: "networkInternetWiFiButton")?.label, "Network & internet, Wi-Fi, mobile network, hotspot")
        XCTAssertFalse(scenario.elements.contains { $0.frame?.height ?? 0 > 600 }, "no full-screen container is a stop")
        // No field to fill; "Search settings" sits in the search action bar (a bar: it leads
        // elsewhere), so no label reads like a submit and the draft ends on the last button.
        XCTAssertEqual(scenario.task, [TaskStep(target: "battery72About9Button")])
        XCTAssertTrue(result.guesses.contains { $0.contains("'searchSettingsButton' (in a tab, navigation or tool bar)") })
    }

    func testPortugueseLoginEndsOnEntrar() throws {
        let result = try load("android-login-pt.xml")
        let scenario = result.scenario
        XCTAssertEqual(scenario.elements.map(\.id), ["loginStaticText", "form", "et_email", "et_senha", "btn_entrar",
                                                     "btn_novo", "btn_debug"])
        XCTAssertEqual(scenario.element(id: "form")?.label, "Logo")
        // One column, top to bottom: TalkBack's order is the hierarchy's.
        XCTAssertEqual(scenario.ids(of: "visual"), scenario.ids(of: "hierarchy"))
        XCTAssertEqual(scenario.element(id: "et_email")?.label, "E-mail")
        XCTAssertEqual(scenario.task, [TaskStep(target: "et_email", characters: 20), TaskStep(target: "et_senha", characters: 10),
                                       TaskStep(target: "btn_entrar")])
        XCTAssertTrue(result.guesses.contains { $0.contains("'btn_debug' (named like a debugging aid)") }, result.guesses.joined(separator: "\n"))
        XCTAssertEqual(ElementNaming.generated(role: .button, label: "Novo Usuário"), "novoUsuarioButton")
    }

    func testAppiumShopListWithAHorizontalScroller() throws {
        let result = try load("android-appium-shop.xml")
        let scenario = result.scenario
        // The horizontal scroller, its strip and the RecyclerView speak nothing of their own;
        // each product row is a speaking top-level item of the list, its button a stop of its own;
        // the chip scrolled out of view (displayed="false") is no stop until scrolled to.
        XCTAssertEqual(scenario.elements.map(\.id), [
            "title", "greenCheckbox", "blackCheckbox", "herbalCheckbox", "jasminePearls14StaticText",
            "addToCartButton", "sencha9StaticText", "addToCartButton2", "chamomile7StaticText", "addToCartButton3", "basket",
        ])
        XCTAssertEqual(scenario.element(id: "jasminePearls14StaticText")?.label, "Jasmine pearls, $14")
        // The toolbar and the row of filter checkboxes are view groups holding two or more stops.
        XCTAssertEqual(scenario.groups.map(\.memberIDs), [["title", "basket"],
                                                          ["greenCheckbox", "blackCheckbox", "herbalCheckbox"],
                                                          ["jasminePearls14StaticText", "addToCartButton"],
                                                          ["sencha9StaticText", "addToCartButton2"],
                                                          ["chamomile7StaticText", "addToCartButton3"]])
        XCTAssertEqual(scenario.screen, ScreenSize(width: 411.43, height: 795.43))
        XCTAssertTrue(result.guesses.contains("left out 1 invisible or zero-size view"), result.guesses.joined(separator: "\n"))
        XCTAssertEqual(scenario.task, [TaskStep(target: "basket")])
    }
}

enum Corpus {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}
