import FocusCost
import FocusModel
import FocusReport
import FocusRun
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A real report of the shipped sign-up scenario with a few hundred
/// replications, with a label full of markup characters to test escaping.
enum HTMLReportFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let trickyLabel = "Terms & <Privacy> \"policy\" 'here'"

    static func document(replications: Int = 400, budgetPercent: Double? = nil,
                         users: [String] = ["ios-switch-control"]) throws -> ReportDocument {
        var scenario = try ScenarioLoader.load(contentsOf: packageRoot.appendingPathComponent("scenarios/signup.json").path)
        if let index = scenario.elements.firstIndex(where: { $0.id == "terms" }) {
            scenario.elements[index].label = trickyLabel
        }
        let catalog = try ProfileCatalog.forScenario(scenario)
        let profiles = users.map { catalog.profile(named: $0)! }
        let request = ReportRun.Request(scenario: scenario, scenarioFile: "scenarios/signup.json",
                                        orders: scenario.orders.map(\.name), users: profiles, baseline: "visual",
                                        settings: SimulationSettings(replications: replications, seed: 3, threads: 1),
                                        budgetPercent: budgetPercent)
        return try ReportRun.make(request)
    }
}

/// Collects what the tests look for while an XML parser reads the page.
final class MarkupCollector: NSObject, XMLParserDelegate {
    struct Node {
        var name: String
        var attributes: [String: String]
        var children: [String] = []
    }

    var elements: [Node] = []
    var headings: [String] = []
    private var open: [Int] = []
    private var headingText: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if let parent = open.last { elements[parent].children.append(name) }
        elements.append(Node(name: name, attributes: attributes))
        open.append(elements.count - 1)
        if ["h1", "h2", "h3"].contains(name) { headingText = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if headingText != nil { headingText! += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
        if ["h1", "h2", "h3"].contains(name), let text = headingText {
            headings.append(text)
            headingText = nil
        }
    }

    func named(_ name: String) -> [Node] { elements.filter { $0.name == name } }
}
