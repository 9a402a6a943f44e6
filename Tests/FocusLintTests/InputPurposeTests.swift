import FocusCost
@testable import FocusLint
import FocusModel
import XCTest

/// WCAG 1.3.5: personal-data fields without the matching autocomplete token,
/// with the typing autofill would spare.
final class InputPurposeTests: XCTestCase {
    /// A switch user who takes 2 s a character (the fixture user types for nothing).
    private let user: NamedProfile = {
        var named = switchUser(reaction: .fixed(0.5))
        if var profile = named.profile.switchScanning {
            profile.entryTimePerCharacter = .fixed(2)
            named.profile = .switchScanning(profile)
        }
        return named
    }()

    private func form(name: FormInput, email: FormInput, promo: FormInput = FormInput(type: "text", name: "promo")) -> Scenario {
        Scenario(
            name: "signup", platform: .web,
            elements: [
                Element(id: "fullName", role: .textField, label: "Your name", frame: Frame(x: 0, y: 0, width: 300, height: 40),
                        input: name),
                Element(id: "mail", role: .textField, label: "Where we write to", frame: Frame(x: 0, y: 60, width: 300, height: 40),
                        input: email),
                Element(id: "promo", role: .textField, label: "Promo code", frame: Frame(x: 0, y: 120, width: 300, height: 40),
                        input: promo),
                Element(id: "send", role: .button, label: "Send", frame: Frame(x: 0, y: 180, width: 100, height: 40)),
            ],
            orders: [NamedOrder(name: "tab", elementIDs: ["fullName", "mail", "promo", "send"])],
            task: [TaskStep(target: "fullName", characters: 12), TaskStep(target: "mail", text: "jane@example.com"),
                   TaskStep(target: "promo", characters: 6), TaskStep(target: "send")])
    }

    /// Typing at the profile's constant rate, so that the saving is the hand sum below.
    private func lint(_ scenario: Scenario) throws -> LintResult {
        var constantRate = settings(replications: 100)
        constantRate.taskTyping = .constantRate
        return try Linter.lint(LintRequest(scenario: scenario, order: "tab", users: [user], settings: constantRate))
    }

    func testNameAndEmailWithoutTokensAreFoundWithTheTypingSpared() throws {
        let result = try lint(form(name: FormInput(type: "text", name: "full_name"), email: FormInput(type: "email")))
        let findings = result.findings.filter { $0.kind == .inputPurpose }
        XCTAssertEqual(Set(findings.map(\.elementIDs)), [["fullName"], ["mail"]], "the promo code is no personal data")
        let email = try XCTUnwrap(findings.first { $0.elementIDs == ["mail"] })
        XCTAssertEqual(email.explanation, "'mail' collects an e-mail address (type=\"email\") but has no autocomplete, not "
            + "\"email\" (WCAG 1.3.5 Identify Input Purpose): autofill would spare typing its 16 characters")
        XCTAssertEqual(email.repair, .autofill(element: "mail"))
        let name = try XCTUnwrap(findings.first { $0.elementIDs == ["fullName"] })
        XCTAssertTrue(name.explanation.contains("collects a name (name \"full_name\")"), name.explanation)
        // At 2 s a character, sparing 16 and 12 characters saves 32 and 24 s.
        XCTAssertEqual(try XCTUnwrap(email.costs.first?.comparison?.difference.mean), 32, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(name.costs.first?.comparison?.difference.mean), 24, accuracy: 1e-9)
    }

    func testTheRightTokensLeaveNothingToReport() throws {
        let result = try lint(form(name: FormInput(type: "text", name: "full_name", autocomplete: "name"),
                                   email: FormInput(type: "email", autocomplete: "section-a shipping email")))
        XCTAssertEqual(result.findings.filter { $0.kind == .inputPurpose }, [])
    }

    func testAWrongTokenIsReported() throws {
        let result = try lint(form(name: FormInput(type: "text", name: "full_name", autocomplete: "off"),
                                   email: FormInput(type: "email", autocomplete: "email")))
        XCTAssertEqual(result.findings.filter { $0.kind == .inputPurpose }.map(\.elementIDs), [["fullName"]])
        XCTAssertTrue(result.findings.contains { $0.explanation.contains("has autocomplete=\"off\", not \"name\"") })
    }

    func testPurposesAreReadFromNamesIdsAndLabels() throws {
        func purpose(_ id: String, label: String, name: String? = nil, type: String = "text") -> String? {
            let element = Element(id: id, role: .textField, label: label)
            return InputPurposeCheck.purpose(of: element, input: FormInput(type: type, name: name))?.0.tokens[0]
        }
        XCTAssertEqual(purpose("billingFirstName", label: "First"), "given-name")
        XCTAssertEqual(purpose("x", label: "Address 2 (Optional)"), "address-line2")
        XCTAssertEqual(purpose("address", label: "Address"), "street-address")
        XCTAssertEqual(purpose("cc-number", label: "Credit card number"), "cc-number")
        XCTAssertEqual(purpose("cc-name", label: "Name on card"), "cc-name")
        XCTAssertEqual(purpose("zip", label: "Zip"), "postal-code")
        XCTAssertEqual(purpose("phone", label: "Phone", type: "tel"), "tel")
        XCTAssertEqual(purpose("username", label: "Username"), "username")
        XCTAssertNil(purpose("promo", label: "Promo code"))
        XCTAssertNil(purpose("pw", label: "Password", type: "password"))
    }
}
