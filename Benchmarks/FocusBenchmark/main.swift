import FocusModel
import Foundation

// Usage: FocusBenchmark [--replications N] [--large N] [--models N] [--scenario FILE]
//                       [--scanning N] [--optimizer off|SIZES]   (SIZES: movable elements, e.g. 8,12,14)
//                       [--population on|off|only] [--typing on|off] [--timeline on|off] [--sweep on|off|only]
//                       [--reference on|off|only] [--levels only]
// Prints one JSON object: the throughput of automatic linear scanning (one
// thread, all threads, peak memory of a large run), that throughput against
// the C+GSL loop of Benchmarks/CReferenceLoop (one thread), the peak memory of a
// large run whose records are streamed as `--format csv` does (measured first,
// so that the process's peak is its own), the cost per event of
// every built-in profile's model, the cost per replication of group scanning
// against item scanning on the checkout form (N replications each), and the
// optimizer's search time by form size, and a population run's cost against
// a one-person run of as many replications, and the per-step timeline's cost by
// task length, and a 400-cell sweep's cost against its cells run alone
// (`--population only`: the population comparison alone; `--reference only`:
// the comparison with the C loop alone, with `--replications` each round;
// `--levels only`: group against item scanning alone, with `--scanning` replications;
// `--typing off`: every profile types at its constant rate there).
// Ends with `targets`: the ratios the project holds itself to, each with its
// target, from the measurements above.
// Exits 1 when a result check fails.

var arguments = Array(CommandLine.arguments.dropFirst())
var replications = 2_000_000
var largeReplications = 10_000_000
var modelReplications = 200_000
var scanningReplications = 1_000_000
var scenarioPath = "scenarios/bench-linear-20.json"
var optimizerSizes = [8, 12, 14, 20, 40, 60]
var population = true
var populationOnly = false
var typing = true
var timeline = true
var sweep = true
var sweepOnly = false
var reference = true
var referenceOnly = false
var levelsOnly = false

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
    case "--scanning": scanningReplications = wholeNumber(value, for: option)
    case "--scenario": scenarioPath = value
    case "--population":
        population = value != "off"
        populationOnly = value == "only"
    case "--typing": typing = value != "off"
    case "--timeline": timeline = value != "off"
    case "--sweep":
        sweep = value != "off"
        sweepOnly = value == "only"
    case "--reference":
        reference = value != "off"
        referenceOnly = value == "only"
    case "--levels":
        guard value == "only" else { fail("--levels takes only 'only', got '\(value)'") }
        levelsOnly = true
    case "--optimizer":
        optimizerSizes = value == "off" ? [] : value.split(separator: ",").map { wholeNumber(String($0), for: option) }
    default: fail("unknown option '\(option)'")
    }
}

do {
    if populationOnly {
        let report: JSONValue = ["populationCost": try PopulationCost(typing: typing).run()]
        print(report.serialized(pretty: true))
        exit(0)
    }
    if referenceOnly {
        let report: JSONValue = ["cReference": try CReferenceComparison(scenarioPath: scenarioPath,
                                                                       replications: replications).run()]
        print(report.serialized(pretty: true))
        exit(0)
    }
    if levelsOnly {
        let report: JSONValue = ["scanningLevels": try ScanningLevels(replications: scanningReplications).run()]
        print(report.serialized(pretty: true))
        exit(0)
    }
    if sweepOnly {
        let report: JSONValue = ["sweepCost": try SweepCost().run()]
        print(report.serialized(pretty: true))
        exit(0)
    }
    let throughput = SimulationThroughput(scenarioPath: scenarioPath, replications: replications,
                                          largeReplications: largeReplications)
    let streaming = try throughput.recordStreaming()
    let models = ModelThroughput(scenarioPath: scenarioPath, replications: modelReplications)
    let levels = ScanningLevels(replications: scanningReplications)
    var report: JSONValue = ["linearScanning": try throughput.run()]
    if reference, case var .object(members) = report {
        members.append(("cReference", try CReferenceComparison(scenarioPath: scenarioPath,
                                                               replications: replications).run()))
        report = .object(members)
    }
    if case var .object(members) = report {
        members += [("perModel", try models.run()), ("scanningLevels", try levels.run()),
                    ("recordStreaming", streaming)]
        report = .object(members)
    }
    if !optimizerSizes.isEmpty, case var .object(members) = report {
        members.append(("optimizerSearchTime", try OptimizerSearchTime(sizes: optimizerSizes).run()))
        report = .object(members)
    }
    if population, case var .object(members) = report {
        members.append(("populationCost", try PopulationCost(typing: typing).run()))
        report = .object(members)
    }
    if timeline, case var .object(members) = report {
        members.append(("timelineCost", try TimelineCost().run()))
        report = .object(members)
    }
    if sweep, case var .object(members) = report {
        members.append(("sweepCost", try SweepCost().run()))
        report = .object(members)
    }
    if case var .object(members) = report {
        members.append(("targets", BenchmarkTargets(report: report).summary))
        report = .object(members)
    }
    print(report.serialized(pretty: true))
} catch {
    FileHandle.standardError.write(Data("FocusBenchmark: \(error)\n".utf8))
    exit(1)
}
