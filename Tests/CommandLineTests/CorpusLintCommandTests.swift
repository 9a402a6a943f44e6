import Foundation
import XCTest

/// `focusbench lint` on pages of the import corpus: a two-column checkout
/// whose basket column comes first in the document is advice at most, at a
/// desktop and a phone size; fields CSS reorders inside one column still fail.
final class CorpusLintCommandTests: XCTestCase {
    let corpus = "Tests/FocusImportTests/Corpus"

    private func importPage(_ name: String, viewport: String) throws -> String {
        let imported = try FocusBenchProcess.run("import", "web", "\(corpus)/\(name)", "--viewport", viewport)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        return try FocusBenchProcess.temporaryFile(named: "\(viewport)-\(name).json", containing: imported.stdout)
    }

    private func lint(_ path: String) throws -> FocusBenchProcess.Result {
        try FocusBenchProcess.run("lint", path, "--users", "keyboard,switch-novice", "--replications", "200")
    }

    func testCheckoutColumnsAreAdviceAtMostOnADesktopAndAPhone() throws {
        let desktop = try lint(try importPage("checkout.html", viewport: "1280x800"))
        XCTAssertEqual(desktop.status, 0, desktop.stdout + desktop.stderr)
        XCTAssertFalse(desktop.stdout.contains("[readingOrder]"), desktop.stdout)
        XCTAssertTrue(desktop.stdout.contains("[regionOrder] (advice: regions read whole) order 'tab' reads the page's regions "
            + "in another sequence than they are drawn"), desktop.stdout)
        // The advice's repair moves the basket column whole: the promo field stays beside its Apply button.
        XCTAssertFalse(desktop.stdout.contains("[inputPurpose]"), "every personal-data field has its token")

        let phone = try lint(try importPage("checkout.html", viewport: "390x844"))
        XCTAssertEqual(phone.status, 0, phone.stdout + phone.stderr)
        XCTAssertFalse(phone.stdout.contains("[readingOrder]"), phone.stdout)
        XCTAssertFalse(phone.stdout.contains("[regionOrder]"), phone.stdout)
    }

    func testFieldsReorderedInsideOneColumnFailAndAutofillIsCosted() throws {
        let result = try lint(try importPage("reordered-signup.html", viewport: "390x844"))
        XCTAssertEqual(result.status, 4, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("[readingOrder] order 'tab' departs from the order the page is drawn in: "
            + "Kendall distance 2 (fullName before mail, phone before mail)"), result.stdout)
        // Name, phone and e-mail without autocomplete: 1.3.5, with the typing autofill spares.
        for field in ["fullName", "phone", "mail"] {
            XCTAssertTrue(result.stdout.contains("[inputPurpose] '\(field)' collects"), result.stdout)
        }
        XCTAssertTrue(result.stdout.contains("switch-novice: saves"), result.stdout)
    }
}
