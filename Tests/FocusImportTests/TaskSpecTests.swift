@testable import FocusImport
import FocusModel
import XCTest

final class TaskSpecTests: XCTestCase {
    func testStepsByLabelOrIdWithTypedText() throws {
        let result = try Fixture.importing(.android, "android-signup.xml", density: 420,
                                           task: "Email=jane@example.com; password=secret12; I ACCEPT  the terms; Sign up;")
        XCTAssertEqual(result.scenario.task, [
            TaskStep(target: "email", text: "jane@example.com"), TaskStep(target: "password", text: "secret12"),
            TaskStep(target: "terms_row"), TaskStep(target: "submit"),
        ])
        XCTAssertFalse(result.guesses.contains { $0.hasPrefix("draft task") })
    }

    func testUnknownNameListsCloseMatches() {
        XCTAssertEqual(Fixture.failure(.android, file: Fixture.path("android-signup.xml"), density: 420, task: "Emial=x; Sign up"),
                       .badTask("no element has the id or label 'Emial'; close matches: email, Email"))
    }

    func testAmbiguousLabelAsksForAnId() {
        XCTAssertEqual(Fixture.failure(.android, file: Fixture.path("android-signup.xml"), density: 420, task: "Shop now"),
                       .badTask("'Shop now' is the label of 2 elements (shopNowButton, shopNowButton2); name one by its id"))
    }

    func testDisabledTextIntoAButtonAndEmptyStepsAreRefused() {
        let file = Fixture.path("android-signup.xml")
        XCTAssertEqual(Fixture.failure(.android, file: file, density: 420, task: "help"),
                       .badTask("'help' is disabled and cannot be activated"))
        XCTAssertEqual(Fixture.failure(.android, file: file, density: 420, task: "submit=abc"),
                       .badTask("'submit' is a button, not a text field; '=TEXT' goes with fields only"))
        XCTAssertEqual(Fixture.failure(.android, file: file, density: 420, task: "email;; submit"),
                       .badTask("step 2 is empty"))
        XCTAssertEqual(Fixture.failure(.android, file: file, density: 420, task: " ; "), .badTask("names no step"))
        // Blank text would be written as "enter": "" (nothing typed) without a word.
        XCTAssertEqual(Fixture.failure(.android, file: file, density: 420, task: "Email=   ; Sign up"),
                       .badTask("step 1 gives no text after 'Email='; write 'Email' without '=' to only activate it"))
        XCTAssertEqual(Fixture.failure(.android, file: file, density: 420, task: "Email=\t"),
                       .badTask("step 1 gives no text after 'Email='; write 'Email' without '=' to only activate it"))
    }

    func testDraftTaskTakesEmptyFieldsThenTheSubmitButton() throws {
        let result = try Fixture.importing(.android, "android-signup.xml", density: 420)
        XCTAssertEqual(result.scenario.task, [TaskStep(target: "email", characters: 20),
                                              TaskStep(target: "password", characters: 12), TaskStep(target: "submit")])
        XCTAssertEqual(result.guesses.last, "draft task (no --task given; empty text fields, then the submit-like button): "
            + "email (20 characters), password (12 characters), submit; edit it or pass --task")
    }

    func testALabelSharedWithTextMeansTheControl() throws {
        let frame = Frame(x: 0, y: 0, width: 1, height: 1)
        let elements = [
            ImportedElement(role: .staticText, label: "Email", frame: frame),
            ImportedElement(role: .textField, label: "Email", frame: frame),
            ImportedElement(role: .button, label: "Email", frame: frame),
        ]
        let ids = ["emailText", "email", "emailHelp"]
        XCTAssertEqual(try TaskSpec.parse("Email=jane@example.com", elements: elements, ids: ids),
                       [ImportedStep(element: 1, text: "jane@example.com")])
        XCTAssertThrowsError(try TaskSpec.parse(" EMAIL ", elements: elements, ids: ids)) { error in
            XCTAssertEqual(error as? ImportError,
                           .badTask("'EMAIL' is the label of 2 elements (email, emailHelp); name one by its id"))
        }
    }

    func testGeneratedIdsComeFromRoleAndLabel() {
        XCTAssertEqual(ElementNaming.generated(role: .button, label: "Sign up"), "signUpButton")
        XCTAssertEqual(ElementNaming.generated(role: .staticText, label: "It’s 3 o'clock now, really"), "its3OclockNowStaticText")
        XCTAssertEqual(ElementNaming.generated(role: .image, label: "  "), "image")
        XCTAssertEqual(ElementNaming.generated(role: .link, label: "2 items"), "n2ItemsLink")
        // Accented Latin letters lose their accents instead of splitting the word.
        XCTAssertEqual(ElementNaming.generated(role: .button, label: "Novo Usuário"), "novoUsuarioButton")
        XCTAssertEqual(ElementNaming.generated(role: .button, label: "Straße wählen"), "strasseWahlenButton")
        XCTAssertEqual(ElementNaming.generated(role: .button, label: "Ça marche"), "caMarcheButton")
        // Another script is not spelt in ASCII: the role alone.
        XCTAssertEqual(ElementNaming.generated(role: .button, label: "Войти"), "button")
        // A label of one huge "word" (a field's content) keeps its first 32 letters.
        XCTAssertEqual(ElementNaming.generated(role: .textField, label: String(repeating: "ab", count: 1_000_000) + " x"),
                       String(repeating: "ab", count: 16) + "XTextField")
        let frame = Frame(x: 0, y: 0, width: 1, height: 1)
        let elements = [
            ImportedElement(role: .button, label: "OK", frame: frame, sourceID: "okButton"),
            ImportedElement(role: .button, label: "OK", frame: frame),
            ImportedElement(role: .button, label: "Track", frame: frame, sourceID: "row"),
            ImportedElement(role: .button, label: "Track", frame: frame, sourceID: "row"),
        ]
        XCTAssertEqual(ElementNaming.ids(for: elements), ["okButton", "okButton2", "trackButton", "trackButton2"])
        // A captured id with a hidden character (a scenario refuses it) gives way to a generated one.
        let hostile = [ImportedElement(role: .button, label: "Pay", frame: frame, sourceID: "pay\u{1B}[2J")]
        XCTAssertEqual(ElementNaming.ids(for: hostile), ["payButton"])
    }

    /// A page title or file name becomes a scenario name with nothing hidden in it.
    func testImportedNamesDropHiddenCharacters() {
        XCTAssertEqual(Importer.visibleName("\u{200F}Checkout\u{200B} \u{1B}[31m step\t2 "), "Checkout [31m step 2")
        XCTAssertEqual(Importer.defaultName("/tmp/\u{7}.xml"), "Imported screen")
    }
}
