import FocusModel
import FocusReport
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
        if Self.sameFile(outputPath, scenarioPath) {
            throw CommandLineFailure.badInput("--output \(outputPath) is the scenario file itself; "
                + "optimize writes a copy and never replaces its input")
        }
    }

    /// "scenarios/signup.json" → "scenarios/signup.optimized.json".
    static func defaultOutput(for scenarioPath: String) -> String {
        let stem = scenarioPath.hasSuffix(".json") ? String(scenarioPath.dropLast(5)) : scenarioPath
        return stem + ".optimized.json"
    }

    /// Both paths name one file: the same path once symbolic links are
    /// resolved, or the same file on disk (a hard link).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        let resolved = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        if resolved(a) == resolved(b) { return true }
        let manager = FileManager.default
        guard let first = try? manager.attributesOfItem(atPath: a), let second = try? manager.attributesOfItem(atPath: b)
        else { return false }
        return first[.systemNumber] as? Int == second[.systemNumber] as? Int
            && first[.systemFileNumber] as? Int == second[.systemFileNumber] as? Int
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
        do {
            try AtomicFileWriter.write(text, to: outputPath)
        } catch {
            throw CommandLineFailure.writing(error)
        }
        return .init(name: name, file: outputPath)
    }
}
