@testable import FocusImport
import FocusModel
import Foundation
import XCTest

/// The browser is the oracle: these tests load the fixtures in Chromium and
/// check that what it does agrees with the HTML rules. They are skipped
/// where Chromium is not installed (`make deps` installs it).
final class WebImportTests: XCTestCase {
    override func setUpWithError() throws {
        if (try? BrowserLocator.locate(nil)) == nil { throw XCTSkip("Chromium is not installed") }
    }

    func testTabOrderFollowsTheTabindexRules() throws {
        let result = try Fixture.importing(.web, "tabindex.html", task: "Zero")
        let scenario = result.scenario
        // Positive tabindex first by value (ties in document order; " 2x" parses as 2), then 0 or
        // none in document order; -1, "-5" and non-focusable text left out; "abc" ignored.
        XCTAssertEqual(scenario.ids(of: "tab"), ["one", "spaced", "three", "threeAgain", "plain", "zero", "invalid",
                                                 "focusableDiv"])
        XCTAssertEqual(scenario.ids(of: "tab"), try ReadingOrder.derive(
            elements: scenario.elements.filter(\.role.isActionable), groups: [], platform: .web))
        XCTAssertEqual(scenario.element(id: "veryNegative")?.tabindex, -1)
        XCTAssertEqual(scenario.element(id: "spaced")?.tabindex, 2)
        XCTAssertNil(scenario.element(id: "invalid")?.tabindex)
        XCTAssertTrue(result.guesses.contains("tabindex \"abc\" on <button> \"Invalid\" is not a number; ignored, as the browser does"))
        XCTAssertEqual(scenario.ids(of: "dom").first, "tabindexRulesHeading")
        XCTAssertEqual(scenario.name, "Tabindex rules")
    }

    /// The landmarks (nav, main, footer) become groups, so group scanning follows them.
    func testLandmarksAreGroups() throws {
        let scenario = try Fixture.importing(.web, "inline-links.html", task: "Place order").scenario
        XCTAssertEqual(scenario.groups.map(\.memberIDs), [
            ["home", "orders"],
            ["summary", "byPlacingTheOrderStaticText", "termsLink", "privacyLink", "continue", "place"],
            ["imprint", "staticText", "cookies"],
        ])
    }

    /// Keyboard users follow the Tab sequence; screen readers and switch users the document.
    func testFollowsPutsKeyboardOnTabAndTheOthersOnTheDocument() throws {
        let scenario = try Fixture.importing(.web, "tabindex.html", task: "Zero").scenario
        let follows = try XCTUnwrap(scenario.follows)
        XCTAssertEqual(follows.entries.map(\.follower), [.keyboard, .screenReader, .switchUser])
        XCTAssertEqual(follows.entries.map(\.entry.order), ["tab", "dom", "dom"])
    }

    func testHiddenInertAndDisabledAreLeftOutAndRadiosAreOneStop() throws {
        let result = try Fixture.importing(.web, "signup.html")
        let scenario = result.scenario
        let labels = scenario.elements.map(\.label)
        for absent in ["Hidden", "Aria hidden", "Inert", "Apply promo"] { XCTAssertFalse(labels.contains(absent), absent) }
        XCTAssertTrue(result.guesses.contains {
            $0.hasPrefix("left out disabled <button> \"Apply promo\"")
        })
        XCTAssertTrue(result.guesses.contains("left out 3 hidden, aria-hidden or inert elements"), "\(result.guesses)")
        XCTAssertEqual(scenario.element(id: "country")?.role, .picker)
        XCTAssertEqual(scenario.element(id: "password")?.role, .secureTextField)
        XCTAssertEqual(scenario.element(id: "nickname")?.hint, "optional")
        // The radios are one group; the form around the other stops is another (WebContainers).
        XCTAssertEqual(scenario.groups.map(\.memberIDs), [
            ["emailStaticText", "email", "passwordStaticText", "password", "nicknameStaticText", "nickname",
             "countryStaticText", "country", "terms", "submit", "cancel", "help"],
            ["free", "pro"],
        ])
        let tab = scenario.ids(of: "tab")
        XCTAssertTrue(tab.contains("free"))
        XCTAssertFalse(tab.contains("pro"))
        XCTAssertTrue(scenario.ids(of: "dom").contains("pro"))
        XCTAssertEqual(scenario.task, [TaskStep(target: "email", characters: 20), TaskStep(target: "password", characters: 12),
                                       TaskStep(target: "submit")])
        XCTAssertTrue(result.guesses.contains("blocked a request to https://cdn.example.com/style.css: imports load only the files in the page's folder"))
    }

    /// `hidden` hides by a user-agent style rule the page's CSS can override
    /// (HTML § 6.1): a button the page draws anyway is read and focused.
    func testAHiddenElementThePageDrawsIsAStop() throws {
        let result = try Fixture.importing(.web, "hidden-shown.html", task: "Continue")
        let scenario = result.scenario
        XCTAssertEqual(scenario.ids(of: "tab"), ["standard", "express", "continue"])
        XCTAssertEqual(scenario.ids(of: "dom"), ["deliveryHeading", "standard", "express", "continue"])
        XCTAssertFalse(result.guesses.contains { $0.hasPrefix("Tab reached") }, "\(result.guesses)")
    }

    /// Tab moves through an iframe's document where the iframe is (HTML,
    /// sequential navigation search algorithm), and a screen reader reads it there.
    func testFramesAreReadAndWalkedWithTabWhereTheyAre() throws {
        let result = try Fixture.importing(.web, "frames.html", task: "Pay now")
        let scenario = result.scenario
        // tabindex="-1" takes the offers frame out of the Tab sequence, not out of the document.
        XCTAssertEqual(scenario.ids(of: "tab"), ["back", "termsLink", "cardNumber", "expiry", "pay"])
        XCTAssertEqual(scenario.ids(of: "dom"), ["payHeading", "back", "termsLink", "cardNumber", "expiry", "offersLink", "pay"])
        // Page coordinates: the frame sits at the body's 16 px margin, the card page has none.
        XCTAssertEqual(scenario.element(id: "cardNumber")?.frame?.x, 16)
        XCTAssertEqual(scenario.element(id: "cardNumber")?.input, FormInput(autocomplete: "cc-number"))
        XCTAssertFalse(result.guesses.contains { $0.hasPrefix("left out") || $0.hasPrefix("Tab reached") }, "\(result.guesses)")
    }

    /// A sandboxed frame runs apart from the page: its elements cannot be
    /// read, which is said, and Tab passing through it does not end the walk.
    func testAFrameRunApartIsSaidAndTabGoesOnPastIt() throws {
        // The shape of the ACT rule akn7bn's examples (see frames.html), sandboxed.
        let page = try Fixture.temporary("""
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Sandbox</title></head>
            <body><button id="before">Before</button>
            <iframe sandbox srcdoc="<button>Inside one</button><button>Inside two</button>"></iframe>
            <button id="after">After</button></body></html>
            """, name: "sandbox.html")
        let result = try Importer.run(ImportRequest(kind: .web, file: page, task: "After"))
        XCTAssertEqual(result.scenario.ids(of: "tab"), ["before", "after"])
        XCTAssertTrue(result.guesses.contains("left out what the <iframe> \"srcdoc\" shows: the browser runs it apart "
                                              + "from the page (a sandbox or another origin), so its elements are in no order"),
                      "\(result.guesses)")
    }

    /// A `select` lists its options, and `Label=OPTION` on it chooses one
    /// (matched ignoring case, written as the page spells it).
    func testSelectOptionsAreReadAndChosenFrom() throws {
        let result = try Fixture.importing(.web, "signup.html", task: "Email=jane@example.com; Country=norway; Sign up")
        XCTAssertEqual(result.scenario.element(id: "country")?.options, PickerOptions(labels: ["Sweden", "Norway"]))
        // The field's type is recorded for the keyboard it brings up.
        XCTAssertEqual(result.scenario.element(id: "email")?.inputType, .email)
        XCTAssertNil(result.scenario.element(id: "nickname")?.inputType)
        XCTAssertEqual(result.scenario.task[1], TaskStep(target: "country", choice: 1))
        XCTAssertTrue(result.scenarioJSON.contains(#"{"activate": "country", "choose": "Norway"}"#))
        XCTAssertEqual(Fixture.failure(.web, file: Fixture.path("signup.html"), task: "Country=Denmark"),
                       .badTask("picker 'country' has no option 'Denmark'; its options: Sweden, Norway"))
    }

    func testFramesArePageCoordinatesAtTheViewport() throws {
        let phone = try Fixture.importing(.web, "signup.html").scenario
        let help = try XCTUnwrap(phone.element(id: "help")?.frame)
        XCTAssertGreaterThan(help.y, 844, "content below the fold keeps its place")
        // A skip link moved off the screen keeps its place left of it, and is the first Tab stop.
        XCTAssertLessThan(try XCTUnwrap(phone.element(id: "skip")?.frame).x, -9000)
        XCTAssertEqual(phone.ids(of: "tab").first, "skip")
        XCTAssertEqual(phone.screen, ScreenSize(width: 390, height: 844))
        XCTAssertEqual(phone.source, ScenarioSource(kind: .web, file: Fixture.path("signup.html"),
                                                    viewport: ScreenSize(width: 390, height: 844)))
        let desktop = try Fixture.importing(.web, "signup.html", viewport: ScreenSize(width: 1280, height: 800)).scenario
        XCTAssertEqual(desktop.screen, ScreenSize(width: 1280, height: 800))
        XCTAssertEqual(desktop.element(id: "createAccountHeading")?.frame?.width, 1280 - 32)
    }

    func testCSSReorderingChangesOnlyTheVisualOrder() throws {
        let scenario = try Fixture.importing(.web, "css-order.html", task: "Pay").scenario
        let document = ["first", "second", "third", "pay", "back", "gridA", "gridB", "gridC"]
        XCTAssertEqual(scenario.ids(of: "tab"), document)
        XCTAssertEqual(scenario.ids(of: "dom"), document)
        XCTAssertEqual(scenario.ids(of: "visual"), ["second", "third", "first", "back", "pay", "gridC", "gridA", "gridB"])
    }

    func testShadowDOMAndDisplayContentsAreInTheTabOrder() throws {
        let scenario = try Fixture.importing(.web, "shadow.html", task: "Search query=shoes; Go").scenario
        XCTAssertEqual(scenario.ids(of: "tab"), ["before", "query", "go", "inContents", "after"])
        XCTAssertEqual(scenario.element(id: "query")?.role, .searchField)
        XCTAssertEqual(scenario.task, [TaskStep(target: "query", text: "shoes"), TaskStep(target: "go")])
    }

    func testAutofocusAndScriptDialogsDoNotChangeTheTabOrder() throws {
        let scenario = try Fixture.importing(.web, "autofocus.html", task: "Go").scenario
        XCTAssertEqual(scenario.ids(of: "tab"), ["name", "query", "go"])
    }

    /// Elements Tab reaches that are no stops have no id in the scenario, so
    /// the warning names them by their text and HTML id.
    func testTabStopsThatAreNoStopsAreNamed() throws {
        let result = try Fixture.importing(.web, "tab-non-stops.html", task: "Continue")
        let warnings = result.guesses.filter { $0.hasPrefix("Tab reached") }
        XCTAssertEqual(warnings, [
            "Tab reached <button> \"Close dialog\" (id \"close\"), which is not a screen-reader stop; left out of the 'tab' order",
            "Tab reached <div> \"Scroll area\", which is not a screen-reader stop; left out of the 'tab' order",
            "Tab reached <a> \"Back to top\", which is not a screen-reader stop; left out of the 'tab' order",
        ])
        XCTAssertEqual(result.scenario.ids(of: "tab"), ["continueButton"])
    }

    func testNonHTMLIsRefusedBeforeAnyBrowserStarts() throws {
        let empty = try Fixture.temporary("  \n", name: "empty.html")
        XCTAssertEqual(Fixture.failure(.web, file: empty),
                       .badInput(file: empty, place: "line 1", message: "the file is empty; expected an HTML page"))
        let text = try Fixture.temporary("just words\n", name: "words.html")
        XCTAssertEqual(Fixture.failure(.web, file: text),
                       .badInput(file: text, place: "line 1", message: "not HTML: the file has no tag"))
    }

    /// Chromium types a `file:` URL by its ending: an Android dump given to
    /// `import web` is shown as an XML tree, which is no page to import.
    func testAFileTheBrowserDoesNotOpenAsHTMLIsRefused() throws {
        let dump = Fixture.path("android-signup.xml")
        XCTAssertEqual(Fixture.failure(.web, file: dump),
                       .badInput(file: dump, place: "line 1", message: "not HTML: the browser opened it as text/xml "
                                    + "(it goes by the file's name ending); save the page as .html"))
        let page = try String(contentsOfFile: Fixture.path("tabindex.html"), encoding: .utf8)
        let text = try Fixture.temporary(page, name: "page.txt")
        XCTAssertEqual(Fixture.failure(.web, file: text)?.description.hasSuffix(
            "not HTML: the browser opened it as text/plain (it goes by the file's name ending); save the page as .html"),
            true)
    }

    func testMissingChromiumNamesThePackage() {
        XCTAssertThrowsError(try BrowserLocator.locate(nil, searchPath: "/nonexistent")) { error in
            XCTAssertEqual(error as? ImportError, .runtime(
                "importing a web page needs Chromium, which is not installed: install the Debian package 'chromium' "
                    + "(sudo apt-get install chromium, or 'make deps')"))
            XCTAssertEqual((error as? ImportError)?.isBadInput, false)
        }
    }

    func testNoBrowserIsLeftRunning() throws {
        try Fixture.withOwnTemporaryDirectory { directory in
            _ = try Fixture.importing(.web, "tabindex.html", task: "Zero")
            XCTAssertEqual(BrowserProcess.processes(mentioning: "\(directory)/focusbench-browser-"), [])
            let left = try FileManager.default.contentsOfDirectory(atPath: directory)
            XCTAssertEqual(left.filter { $0.hasPrefix("focusbench-browser-") }, [])
        }
    }

    func testBrowserThatFailsToStartIsReported() throws {
        let fake = try Fixture.temporary("#!/bin/sh\necho 'no display' >&2\nexit 3\n", name: "chromium")
        chmod(fake, 0o755)
        try Fixture.withOwnTemporaryDirectory { directory in
            XCTAssertThrowsError(try Importer.run(ImportRequest(kind: .web, file: Fixture.path("tabindex.html"),
                                                                browser: fake))) {
                XCTAssertEqual($0 as? ImportError, .runtime("the browser closed the DevTools pipe: no display"))
            }
            XCTAssertEqual(BrowserProcess.processes(mentioning: "\(directory)/focusbench-browser-"), [])
        }
    }
}

/// WCAG 2.5.8's inline exception, as the importer reads it from the page's layout.
final class InlineLinkImportTests: XCTestCase {
    override func setUpWithError() throws {
        if (try? BrowserLocator.locate(nil)) == nil { throw XCTSkip("Chromium is not installed") }
    }

    func testLinksInASentenceAreInlineAndNavigationLinksAreNot() throws {
        let scenario = try Fixture.importing(.web, "inline-links.html").scenario
        func inline(_ id: String) throws -> Bool { try XCTUnwrap(scenario.element(id: id)).inline }
        // In the sentence of a paragraph, display inline.
        XCTAssertTrue(try inline("termsLink"))
        XCTAssertTrue(try inline("privacyLink"))
        // Alone in a list item; made a block of its own; separated only by "|".
        XCTAssertFalse(try inline("home"))
        XCTAssertFalse(try inline("orders"))
        XCTAssertFalse(try inline("continue"))
        XCTAssertFalse(try inline("imprint"))
        XCTAssertFalse(try inline("cookies"))
        XCTAssertFalse(try inline("place"))
    }
}
