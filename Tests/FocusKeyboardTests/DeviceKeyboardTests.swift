import FocusCost
import FocusKeyboard
import FocusModel
import XCTest

/// A person types on their own device's keyboard whatever the page's
/// platform, in the variant the field's type brings up (docs/keyboards.md#field-types).
final class DeviceKeyboardTests: XCTestCase {
    private func user(_ name: String) throws -> NamedProfile {
        try XCTUnwrap(ProfileCatalog.builtIn.profile(named: name))
    }

    private func layout(_ name: String, on platform: Platform?, field: InputType? = nil) throws -> String {
        try KeyboardSetup(user: user(name), platform: platform, field: field).layout.name
    }

    func testEachUserTypesOnTheirOwnDevice() throws {
        XCTAssertEqual(try layout("voiceover-expert", on: .web), "ios-qwerty")
        XCTAssertEqual(try layout("voiceover-expert", on: .android), "ios-qwerty")
        XCTAssertEqual(try layout("talkback-default", on: .web), "android-qwerty")
        XCTAssertEqual(try layout("talkback-default", on: .ios), "android-qwerty")
        XCTAssertEqual(try layout("ios-switch-control", on: .web), "ios-qwerty")
        XCTAssertEqual(try layout("android-switch-access", on: .web), "android-qwerty")
        // A switch profile without a keyboard of its own: the app's phone, an iPhone for a web page.
        XCTAssertEqual(try layout("switch-novice", on: .web), "ios-qwerty")
        XCTAssertEqual(try layout("switch-novice", on: .android), "android-qwerty")
        XCTAssertEqual(try layout("switch-novice", on: nil), "alphabetic")
        // Keyboard users type on a hardware keyboard wherever they are.
        for platform in Platform.allCases {
            guard case .hardware = try KeyboardSetup(user: user("keyboard"), platform: platform).typist else {
                return XCTFail("keyboard types on hardware on \(platform)")
            }
        }
    }

    func testFieldTypesPickTheKeyboardsVariant() throws {
        XCTAssertEqual(try layout("ios-switch-control", on: .web, field: .email), "ios-email")
        XCTAssertEqual(try layout("android-switch-access", on: .web, field: .email), "android-email")
        XCTAssertEqual(try layout("talkback-default", on: .web, field: .url), "android-url")
        XCTAssertEqual(try layout("voiceover-expert", on: .web, field: .tel), "ios-number-pad")
        XCTAssertEqual(try layout("switch-novice", on: .android, field: .numeric), "android-number-pad")
        XCTAssertEqual(try layout("switch-novice", on: .web, field: .text), "ios-qwerty")
        // A layout given for the run is typed on as it is.
        XCTAssertEqual(try KeyboardSetup(user: user("ios-switch-control"), layoutChoice: "koester-levine",
                                         platform: .web, field: .email).layout.name, "koester-levine")
        // The email keyboards have "@" and "." on the letters layer.
        for name in ["ios-email", "android-email"] {
            let letters = try XCTUnwrap(KeyboardLayout.builtIn(named: name)).layers[0]
            XCTAssertNotNil(letters.place(of: .character("@")), name)
            XCTAssertNotNil(letters.place(of: .character(".")), name)
        }
    }

    /// A web form with an email and a zip field types
    /// `Jane.Doe@example.com` and `94103` for the five users, and the email
    /// field typed as `type=email` costs switch users less than as text.
    func testWebFormTypesForEveryUserAndEmailFieldsAreCheaper() throws {
        func form(email: InputType?) -> Scenario {
            Scenario(name: "contact", platform: .web,
                     elements: [Element(id: "email", role: .textField, label: "Email", inputType: email),
                                Element(id: "zip", role: .textField, label: "Zip"),
                                Element(id: "go", role: .button, label: "Continue")],
                     orders: [NamedOrder(name: "dom", elementIDs: ["email", "zip", "go"])],
                     task: [TaskStep(target: "email", text: "Jane.Doe@example.com"), TaskStep(target: "zip", text: "94103"),
                            TaskStep(target: "go")])
        }
        let settings = SimulationSettings(replications: 300, seed: 5, threads: 2)
        for name in ["voiceover-expert", "talkback-default", "ios-switch-control", "android-switch-access", "switch-novice"] {
            let text = try CostModel.simulate(scenario: form(email: nil), order: "dom", user: user(name), settings: settings)
            XCTAssertGreaterThan(text.breakdown.entry, 0, name)
            guard name.contains("switch") else { continue }
            let email = try CostModel.simulate(scenario: form(email: .email), order: "dom", user: user(name),
                                               settings: settings)
            let se = (pow(text.summary.standardError, 2) + pow(email.summary.standardError, 2)).squareRoot()
            XCTAssertLessThan(email.summary.mean + 3 * se, text.summary.mean,
                              "\(name): email \(email.summary.mean) against text \(text.summary.mean)")
        }
    }

    /// A count typed into a number field types digits on the pad; letters in
    /// a phone field are typed on the text keyboard.
    func testNumberFieldsTypeDigitsOnThePad() throws {
        let settings = SimulationSettings(replications: 100, seed: 2, threads: 1)
        let zip = Element(id: "zip", role: .textField, label: "Zip", inputType: .numeric)
        for step in [TaskStep(target: "zip", characters: 5), TaskStep(target: "zip", text: "call me")] {
            let scenario = Scenario(name: "zip", platform: .android, elements: [zip],
                                    orders: [NamedOrder(name: "only", elementIDs: ["zip"])], task: [step])
            let estimate = try CostModel.simulate(scenario: scenario, order: "only", user: user("android-switch-access"),
                                                  settings: settings)
            XCTAssertGreaterThan(estimate.breakdown.entry, 0)
        }
        XCTAssertTrue(EnglishText.digits(count: 12, seed: 3).allSatisfy(\.isNumber))
        XCTAssertEqual(EnglishText.digits(count: 12, seed: 3).count, 12)
    }
}
