import FocusCost
import FocusModel
import XCTest

/// On the web a positive tabindex moves an element in the Tab sequence only;
/// a screen reader's virtual cursor reads the document in source order. So
/// with a derived ("geometric") order, tabindex changes keyboard users'
/// times and not swipe users'.
final class WebBrowseOrderTests: XCTestCase {
    private func page(tabindex: Int?, order: String) throws -> Scenario {
        let tab = tabindex.map { #", "tabindex": \#($0)"# } ?? ""
        let text = """
            {"name": "page", "platform": "web", "screen": {"width": 800, "height": 600},
             "elements": [
               {"id": "a", "role": "button", "label": "Alpha", "frame": {"x": 0, "y": 0, "width": 100, "height": 40}},
               {"id": "b", "role": "button", "label": "Bravo", "frame": {"x": 0, "y": 50, "width": 100, "height": 40}},
               {"id": "c", "role": "button", "label": "Charlie", "frame": {"x": 0, "y": 100, "width": 100, "height": 40}},
               {"id": "d", "role": "button", "label": "Delta"\(tab), "frame": {"x": 0, "y": 150, "width": 100, "height": 40}}],
             "orders": {"page": \(order)},
             "task": [{"activate": "c"}]}
            """
        return try ScenarioLoader.decode(text: text, file: "page.json")
    }

    private func mean(_ scenario: Scenario, _ user: String) throws -> Double {
        try CostModel.simulate(scenario: scenario, order: "page", user: ProfileCatalog.builtIn.profile(named: user)!,
                               settings: SimulationSettings(replications: 2000, seed: 5, threads: 1)).summary.mean
    }

    func testTabindexMovesKeyboardUsersOnly() throws {
        let plain = try page(tabindex: nil, order: #""geometric""#)
        let pulled = try page(tabindex: 1, order: #""geometric""#)
        XCTAssertEqual(pulled.orders[0].elementIDs, ["d", "a", "b", "c"])
        // Tab: d comes first, one more Tab before c.
        XCTAssertGreaterThan(try mean(pulled, "keyboard"), try mean(plain, "keyboard"))
        // Screen readers read a, b, c, d either way: the same time to the bit.
        for reader in ["voiceover-expert", "talkback-default", "voiceover-novice"] {
            XCTAssertEqual(try mean(pulled, reader), try mean(plain, reader), reader)
        }
    }

    /// An order written by hand is the order the page is read in, tabindex or not.
    func testHandWrittenOrderIsReadAsWritten() throws {
        let written = try page(tabindex: 1, order: #"["d", "a", "b", "c"]"#)
        let writtenPlain = try page(tabindex: nil, order: #"["d", "a", "b", "c"]"#)
        let plain = try page(tabindex: nil, order: #""geometric""#)
        XCTAssertEqual(try mean(written, "voiceover-expert"), try mean(writtenPlain, "voiceover-expert"))
        XCTAssertNotEqual(try mean(written, "voiceover-expert"), try mean(plain, "voiceover-expert"))
    }
}
