import FocusModel
import FocusReport
import XCTest

final class OptimizationScenarioWriterTests: XCTestCase {
    private let scenario = """
        {"name": "Tiny", "platform": "web",
         "elements": [{"id": "a", "role": "button", "label": "A"}, {"id": "b", "role": "button", "label": "B"}],
         "orders": {"visual": ["a", "b"]},
         "task": [{"activate": "b"}],
         "users": {"slow": {"kind": "switch", "scanInterval": 1.5}}}
        """

    func testAddsTheOrderLastAndKeepsEverythingElse() throws {
        let text = try ScenarioWriter.addingOrder(named: "fast", ids: ["b", "a"], to: scenario)
        XCTAssert(text.hasSuffix("}\n"))
        let written = try JSONValue.parse(text)
        guard case var .object(members) = try JSONValue.parse(scenario) else { return XCTFail("not an object") }
        members[3].value = ["visual": ["a", "b"], "fast": ["b", "a"]]
        XCTAssertEqual(written, .object(members))
        let loaded = try ScenarioLoader.decode(text: text, file: "tiny.optimized.json")
        XCTAssertEqual(loaded.orders.map(\.name), ["visual", "fast"])
        XCTAssertEqual(loaded.order(named: "fast")?.elementIDs, ["b", "a"])
        XCTAssertEqual(loaded.users.map(\.name), ["slow"])
    }

    func testRefusesAnExistingNameAndTextThatIsNoScenario() {
        XCTAssertThrowsError(try ScenarioWriter.addingOrder(named: "visual", ids: ["b", "a"], to: scenario)) {
            XCTAssertEqual($0 as? ScenarioWriter.Refusal, .orderExists("visual"))
            XCTAssertEqual("\($0)", "the scenario already has an order named 'visual'")
        }
        XCTAssertThrowsError(try ScenarioWriter.addingOrder(named: "x", ids: ["a"], to: "[1, 2]")) {
            XCTAssertEqual($0 as? ScenarioWriter.Refusal, .noOrdersObject)
        }
        XCTAssertThrowsError(try ScenarioWriter.addingOrder(named: "x", ids: ["a"], to: "{\"orders\": ")) {
            guard case .notJSON = $0 as? ScenarioWriter.Refusal else { return XCTFail("\($0)") }
        }
    }
}
