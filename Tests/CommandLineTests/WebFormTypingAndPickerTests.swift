import Foundation
import XCTest

/// A web checkout form typed on each person's own phone keyboard, with a
/// country chosen from a picker: every built-in screen-reader and switch
/// user can do it, and the picker's time is its own category.
final class WebFormTypingAndPickerTests: XCTestCase {
    private let quick = ["--replications", "50", "--threads", "2", "--format", "json"]

    private func checkout() throws -> String {
        try FocusBenchProcess.temporaryFile(named: "checkout-web.json", containing: """
        {"name": "Web checkout", "platform": "web", "screen": {"width": 390, "height": 844},
         "elements": [
           {"id": "email", "role": "textField", "label": "Email", "inputType": "email",
            "frame": {"x": 16, "y": 60, "width": 358, "height": 44}},
           {"id": "zip", "role": "textField", "label": "Zip", "inputType": "numeric",
            "frame": {"x": 16, "y": 120, "width": 358, "height": 44}},
           {"id": "country", "role": "picker", "label": "Country",
            "options": ["Canada", "Mexico", "United Kingdom", "United States"],
            "frame": {"x": 16, "y": 180, "width": 358, "height": 44}},
           {"id": "pay", "role": "button", "label": "Pay", "frame": {"x": 16, "y": 240, "width": 358, "height": 44}}],
         "orders": {"dom": ["email", "zip", "country", "pay"]},
         "task": [{"activate": "email", "enter": "Jane.Doe@example.com"}, {"activate": "zip", "enter": "94103"},
                  {"activate": "country", "choose": "United States"}, {"activate": "pay"}]}
        """)
    }

    func testEveryUserTypesAndChooses() throws {
        let file = try checkout()
        for user in ["voiceover-expert", "talkback-default", "ios-switch-control", "android-switch-access",
                     "switch-novice", "keyboard"] {
            let run = try FocusBenchProcess.run(["simulate", file, "--user", user] + quick)
            XCTAssertEqual(run.status, 0, "\(user): \(run.stderr)")
            let object = try run.jsonObject()
            let breakdown = try XCTUnwrap(object["breakdown"] as? [String: Double], user)
            XCTAssertGreaterThan(try XCTUnwrap(breakdown["picker"], user), 0, user)
            XCTAssertGreaterThan(try XCTUnwrap(breakdown["entry"], user), 0, user)
        }
    }
}
