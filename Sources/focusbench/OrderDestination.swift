import FocusModel
import FocusReport
import FocusRun
import Foundation

/// Where `--write-order` puts the scenario copy with the new order, checked
/// before the search: the name must be new and the copy must never replace
/// the input file.
struct OrderDestination {
    let name: String
    let scenarioPath: String
    let outputPath: String

    init(name: String, scenarioPath: String, output: String?, scenario: Scenario) throws {
        if scenario.order(named: name) != nil {
            throw CommandLineFailure.badInput("\(scenarioPath): --write-order: the scenario already has an order "
                + "named '\(name)'; choose another name")
        }
        self.name = name
        self.scenarioPath = scenarioPath
        outputPath = output ?? Self.defaultOutput(for: scenarioPath)
        if AtomicFileWriter.sameFile(outputPath, scenarioPath) {
            throw CommandLineFailure.badInput("--output \(outputPath) is the scenario file itself; "
                + "optimize writes a copy and never replaces its input")
        }
    }

    /// "scenarios/signup.json" → "scenarios/signup.optimized.json".
    static func defaultOutput(for scenarioPath: String) -> String {
        let stem = scenarioPath.hasSuffix(".json") ? String(scenarioPath.dropLast(5)) : scenarioPath
        return stem + ".optimized.json"
    }

    /// Writes the copy through a temporary file renamed into place, so a
    /// reader never sees half a file, after checking that it loads as a scenario.
    func write(_ order: [String]) throws -> OptimizationReport.WrittenOrder {
        let original: String
        do {
            original = try String(contentsOfFile: scenarioPath, encoding: .utf8)
        } catch {
            throw CommandLineFailure.runtime("cannot read \(scenarioPath) again to copy it: \(error.localizedDescription)")
        }
        let text: String
        do {
            text = try ScenarioWriter.addingOrder(named: name, ids: order, to: original)
            _ = try ScenarioLoader.decode(text: text, file: outputPath)
        } catch {
            throw CommandLineFailure.runtime("the copy of \(scenarioPath) with order '\(name)' does not load: \(error)")
        }
        try OutputFile.write(text, to: outputPath)
        return .init(name: name, file: outputPath)
    }
}
