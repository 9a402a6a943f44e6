@testable import FocusImport
import FocusModel
import XCTest

/// The web pages of the corpus, loaded in Chromium. Expectations come from
/// the HTML rules (Tab sequence, radio groups, a modal dialog making the rest
/// inert) and from the layout the pages' CSS draws, not from the importer.
final class CorpusWebTests: XCTestCase {
    private func load(_ name: String, width: Double = 390, height: Double = 844) throws -> ImportResult {
        try Importer.run(ImportRequest(kind: .web, file: Corpus.path(name), viewport: ScreenSize(width: width, height: height)))
    }

    private func position(_ id: String, in order: [String]) -> Int { order.firstIndex(of: id) ?? -1 }

    func testCheckoutOnADesktopReadsTheFormColumnWholeThenTheBasket() throws {
        let scenario = try load("checkout.html", width: 1280, height: 800).scenario
        let tab = scenario.ids(of: "tab")
        // The basket is first in the document; the radio group is one Tab stop.
        XCTAssertEqual(tab, ["promo", "applyButton", "firstName", "lastName", "email", "address", "country", "state", "zip",
                             "gift-wrap", "card", "cc-name", "cc-number", "cc-expiration", "cc-cvv", "placeOrderButton",
                             "privacyLink", "returnsLink"])
        let visual = scenario.ids(of: "visual")
        // Drawn: the form column (left) is read whole, the basket (right, order-md-last) after it.
        let formIDs = ["firstName", "lastName", "email", "address", "country", "state", "zip", "gift-wrap", "card",
                       "cc-name", "cc-number", "cc-expiration", "cc-cvv", "placeOrderButton"]
        let formPositions = formIDs.map { position($0, in: visual) }
        XCTAssertEqual(formPositions, formPositions.sorted(), "the form column is read in its own order: \(visual)")
        XCTAssertLessThan(position("placeOrderButton", in: visual), position("promo", in: visual), "\(visual)")
        XCTAssertLessThan(position("promo", in: visual), position("applyButton", in: visual))
        // Nothing of the basket is read between two fields of the form.
        let basket = ["yourBasket3Heading", "promo", "applyButton"].map { position($0, in: visual) }
        XCTAssertTrue(basket.allSatisfy { $0 > position("placeOrderButton", in: visual) }, "\(visual)")
        XCTAssertEqual(scenario.element(id: "email")?.input, FormInput(type: "email", autocomplete: "email"))
        // The draft: the required text fields of the billing form, then its own submit button.
        XCTAssertEqual(scenario.task.map(\.target), ["firstName", "lastName", "email", "address", "zip", "cc-name", "cc-number",
                                                     "cc-expiration", "cc-cvv", "placeOrderButton"])
    }

    func testCheckoutOnAPhoneIsOneColumnInDocumentOrder() throws {
        let scenario = try load("checkout.html").scenario
        let visual = scenario.ids(of: "visual")
        let tab = scenario.ids(of: "tab")
        // Below md the basket is drawn first, as it comes in the document.
        XCTAssertEqual(visual.filter(tab.contains), tab)
    }

    func testFieldsReorderedByCSSInsideOneColumn() throws {
        let scenario = try load("reordered-signup.html").scenario
        XCTAssertEqual(scenario.ids(of: "tab"), ["fullName", "phone", "mail", "news", "signUpButton"])
        let visual = scenario.ids(of: "visual")
        XCTAssertEqual(visual.filter(scenario.ids(of: "tab").contains), ["mail", "fullName", "phone", "news", "signUpButton"])
        XCTAssertEqual(scenario.element(id: "fullName")?.input, FormInput(type: "text", name: "full_name"))
    }

    func testAModalDialogLeavesTheRestOfThePageOut() throws {
        let result = try load("dialog.html")
        let scenario = result.scenario
        // showModal() makes everything outside the dialog inert: no stop, no Tab stop.
        let labels = scenario.elements.map(\.label)
        for outside in ["Our journal", "Read the archive", "Search"] { XCTAssertFalse(labels.contains(outside), "\(labels)") }
        XCTAssertEqual(scenario.element(id: "subscribeTitle")?.role, .heading)
        // The dialog is their container, not a button of its own (WAI-ARIA's window roles),
        // and its text is read as on any page (the field's <label> included).
        XCTAssertNil(scenario.element(id: "subscribe"))
        XCTAssertEqual(scenario.ids(of: "dom"),
                       ["subscribeTitle", "emailStaticText", "subscriberEmail", "subscribeButton", "notNowButton"])
        XCTAssertFalse(result.guesses.contains { $0.contains("<dialog>") }, "\(result.guesses)")
        XCTAssertEqual(scenario.ids(of: "tab"), ["subscriberEmail", "subscribeButton", "notNowButton"])
        XCTAssertEqual(scenario.task.map(\.target), ["subscriberEmail", "subscribeButton"])
    }

    func testSelectsArePickersWithTheirAttributes() throws {
        let scenario = try load("shipping-select.html").scenario
        XCTAssertEqual(scenario.element(id: "country")?.role, .picker)
        XCTAssertEqual(scenario.element(id: "country")?.input, FormInput(name: "country"))
        XCTAssertEqual(scenario.ids(of: "tab"), ["name", "country", "zip", "speed", "continueButton"])
        XCTAssertEqual(scenario.task.map(\.target), ["name", "zip", "continueButton"])
    }
}
