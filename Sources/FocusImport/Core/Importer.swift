import FocusModel
import Foundation

/// `focusbench import`: reads a capture, names its elements, writes the task
/// (given or drafted) and returns the scenario with every guess made.
public enum Importer {
    public static func run(_ request: ImportRequest) throws(ImportError) -> ImportResult {
        var screen: ImportedScreen
        switch request.kind {
        case .android: screen = try AndroidImporter.read(request)
        case .ios: screen = try IOSImporter.read(request)
        case .web: screen = try WebImporter.read(request)
        }
        if let name = request.name { screen.name = name }
        let ids = ElementNaming.ids(for: screen.elements)
        var guesses = screen.guesses
        let steps: [ImportedStep]
        if let spec = request.task {
            steps = try TaskSpec.parse(spec, elements: screen.elements, ids: ids, leftOut: screen.leftOut)
            try checkTask(steps, screen: screen, ids: ids)
        } else {
            let draft = DraftTask.draft(screen, ids: ids)
            steps = draft.steps
            guesses += draft.guesses
        }
        let built = try ScenarioBuilder.build(screen, ids: ids, steps: steps, outputName: request.file)
        return ImportResult(scenarioJSON: built.json, scenario: built.scenario, guesses: guesses)
    }

    /// A step must name something a person can use and every order reaches.
    static func checkTask(_ steps: [ImportedStep], screen: ImportedScreen, ids: [String]) throws(ImportError) {
        for step in steps {
            let element = screen.elements[step.element]
            if element.disabled { throw .badTask("'\(ids[step.element])' is disabled and cannot be activated") }
            if step.text != nil, !element.role.takesTextOnFocus {
                throw .badTask("'\(ids[step.element])' is a \(element.role.rawValue), not a text field; "
                    + "'=TEXT' goes with fields only")
            }
            for order in screen.orders where !order.indices.contains(step.element) {
                throw .badTask("'\(ids[step.element])' is not in the '\(order.name)' order "
                    + "(\(order.name == "tab" ? "the Tab key never reaches it; a radio group is one Tab stop" : "it is not a stop"))")
            }
        }
    }

    /// "signup.html" → "signup".
    static func defaultName(_ file: String) -> String {
        let base = visibleName(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)
        return base.isEmpty ? "Imported screen" : base
    }

    /// A title or file name as a scenario's name, which may hold nothing
    /// hidden (`InputNode.identifier`): a page title's bidirectional marks
    /// and zero-width spaces are dropped, a control character is a space.
    static func visibleName(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if !MessageText.isHidden(scalar) {
                result.unicodeScalars.append(scalar)
            } else if scalar.properties.generalCategory == .control {
                result += " "
            }
        }
        return result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
