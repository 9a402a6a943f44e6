import FocusModel
import Foundation

// Usage: FocusBenchmark [--replications N] [--large N] [--models N] [--scenario FILE]
// Prints one JSON object: the throughput of automatic linear scanning (one
// thread, all threads, peak memory of a large run) and the cost per event of
// every built-in profile's model. Exits 1 when a result check fails.

var arguments = Array(CommandLine.arguments.dropFirst())
var replications = 2_000_000
var largeReplications = 10_000_000
var modelReplications = 200_000
var scenarioPath = "scenarios/bench-linear-20.json"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("FocusBenchmark: \(message)\n".utf8))
    exit(2)
}

func wholeNumber(_ text: String, for option: String) -> Int {
    guard let value = Int(text), value >= 2 else { fail("\(option) expects a whole number >= 2, got '\(text)'") }
    return value
}

while !arguments.isEmpty {
    let option = arguments.removeFirst()
    guard let value = arguments.first else { fail("\(option) needs a value") }
    arguments.removeFirst()
    switch option {
    case "--replications": replications = wholeNumber(value, for: option)
    case "--large": largeReplications = wholeNumber(value, for: option)
    case "--models": modelReplications = wholeNumber(value, for: option)
    case "--scenario": scenarioPath = value
    default: fail("unknown option '\(option)'")
    }
}

do {
    let throughput = SimulationThroughput(scenarioPath: scenarioPath, replications: replications,
                                          largeReplications: largeReplications)
    let models = ModelThroughput(scenarioPath: scenarioPath, replications: modelReplications)
    let report: JSONValue = ["linearScanning": try throughput.run(), "perModel": try models.run()]
    print(report.serialized(pretty: true))
} catch {
    FileHandle.standardError.write(Data("FocusBenchmark: \(error)\n".utf8))
    exit(1)
}
