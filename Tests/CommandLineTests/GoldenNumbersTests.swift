import Foundation
import XCTest

/// The numbers every shipped scenario gives today, recorded once and compared
/// on every run, so that a refactoring cannot move a single number unnoticed.
///
/// A change that moves numbers on purpose regenerates the file with
/// `FOCUSBENCH_REGENERATE_GOLDEN=1 swift test --filter GoldenNumbersTests`
/// and says in its commit which model change moved which number.
final class GoldenNumbersTests: XCTestCase {
    static let goldenURL = FocusBenchProcess.packageRoot
        .appendingPathComponent("Tests/CommandLineTests/Golden/golden-numbers.json")

    /// Keys whose values depend on the machine, not on the model.
    static let volatileKeys: Set<String> = ["elapsedSeconds", "threads"]

    func testEveryShippedRunGivesTheRecordedNumbers() throws {
        let runs = try GoldenRuns.all()
        let results = try runAll(runs)
        if ProcessInfo.processInfo.environment["FOCUSBENCH_REGENERATE_GOLDEN"] == "1" {
            try write(results)
            return
        }
        let data = try Data(contentsOf: Self.goldenURL)
        guard let recorded = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            return XCTFail("\(Self.goldenURL.path) is not an array of runs")
        }
        XCTAssertEqual(recorded.count, results.count, "number of recorded runs")
        var recordedByCommand: [String: [String: Any]] = [:]
        for run in recorded {
            recordedByCommand[(run["arguments"] as? [String] ?? []).joined(separator: " ")] = run
        }
        for result in results {
            let command = (result["arguments"] as! [String]).joined(separator: " ")
            guard let stored = recordedByCommand[command] else {
                XCTFail("no recorded result for focusbench \(command)")
                continue
            }
            if let difference = GoldenComparison.firstDifference(stored, result, path: "$") {
                XCTFail("focusbench \(command): \(difference)")
            }
        }
    }

    /// Runs two commands at a time (the machine's cores); results keep the runs' order.
    private func runAll(_ runs: [[String]]) throws -> [[String: Any]] {
        let collected = CollectedRuns(count: runs.count)
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            do {
                let outcome = try FocusBenchProcess.run(runs[index])
                var entry: [String: Any] = ["arguments": runs[index], "status": Int(outcome.status)]
                if !outcome.stdout.isEmpty {
                    let parsed = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8),
                                                                  options: [.fragmentsAllowed])
                    entry["output"] = GoldenComparison.removingVolatileKeys(parsed, Self.volatileKeys)
                } else {
                    entry["stderr"] = outcome.stderr
                }
                collected.store(entry, at: index)
            } catch {
                collected.fail(error)
            }
        }
        return try collected.results()
    }

    private func write(_ results: [[String: Any]]) throws {
        let data = try JSONSerialization.data(withJSONObject: results, options: [.prettyPrinted, .sortedKeys])
        try FileManager.default.createDirectory(at: Self.goldenURL.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try data.write(to: Self.goldenURL, options: .atomic)
    }
}

/// Results written by concurrent runs, each index by one run only.
private final class CollectedRuns: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [[String: Any]?]
    private var failure: Error?

    init(count: Int) { entries = Array(repeating: nil, count: count) }

    func store(_ entry: [String: Any], at index: Int) { lock.withLock { entries[index] = entry } }
    func fail(_ error: Error) { lock.withLock { failure = error } }

    func results() throws -> [[String: Any]] {
        try lock.withLock {
            if let failure { throw failure }
            return entries.map { $0! }
        }
    }
}

/// The command lines whose output is recorded.
enum GoldenRuns {
    static let common = ["--format", "json", "--seed", "1", "--threads", "2"]

    static func all() throws -> [[String]] {
        var runs: [[String]] = []
        for scenario in try shippedScenarios() {
            for order in try orderNames(scenario) {
                for user in try userNames(scenario) {
                    runs.append(["simulate", scenario, "--order", order, "--user", user,
                                 "--replications", "2000"] + common)
                }
            }
        }
        for scenario in ["scenarios/signup.json", "scenarios/checkout.json"] {
            runs.append(["optimize", scenario, "--user", "bench-reference", "--replications", "2000",
                         "--format", "json", "--seed", "1"])
            runs.append(["tune", scenario, "--user", "android-switch-access", "--replications", "500"] + common)
        }
        runs.append(["optimize", "scenarios/signup.json", "--user", "ios-switch-control",
                     "--replications", "2000", "--format", "json", "--seed", "1"])
        for scenario in try shippedScenarios() where scenario.contains("/changing/") {
            runs.append(["lint", scenario, "--users", "ios-switch-control,voiceover-expert,keyboard",
                         "--replications", "2000"] + common)
        }
        return runs
    }

    static func shippedScenarios() throws -> [String] {
        let root = FocusBenchProcess.packageRoot
        var paths: [String] = []
        for folder in ["scenarios", "scenarios/changing"] {
            let names = try FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent(folder).path)
            paths += names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
        }
        return paths
    }

    static func builtInProfiles() -> [String] {
        ["ios-switch-control", "android-switch-access", "switch-novice", "switch-expert", "bench-reference",
         "voiceover-novice", "voiceover-expert", "talkback-default", "keyboard", "switch-point", "switch-step"]
    }

    private static func document(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: FocusBenchProcess.packageRoot.appendingPathComponent(path))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    static func orderNames(_ path: String) throws -> [String] {
        ((try document(path))["orders"] as? [String: Any] ?? [:]).keys.sorted()
    }

    static func userNames(_ path: String) throws -> [String] {
        let own = ((try document(path))["users"] as? [String: Any] ?? [:]).keys.sorted()
        return builtInProfiles() + own.filter { !builtInProfiles().contains($0) }
    }
}

/// Compares two parsed JSON documents and names the first place they differ.
enum GoldenComparison {
    static func removingVolatileKeys(_ value: Any, _ keys: Set<String>) -> Any {
        if let object = value as? [String: Any] {
            var kept: [String: Any] = [:]
            for (key, item) in object where !keys.contains(key) { kept[key] = removingVolatileKeys(item, keys) }
            return kept
        }
        if let array = value as? [Any] { return array.map { removingVolatileKeys($0, keys) } }
        return value
    }

    static func firstDifference(_ expected: Any, _ actual: Any, path: String) -> String? {
        switch (expected, actual) {
        case let (e as [String: Any], a as [String: Any]):
            for key in Set(e.keys).union(a.keys).sorted() {
                guard let ev = e[key] else { return "\(path).\(key) is new" }
                guard let av = a[key] else { return "\(path).\(key) is missing" }
                if let difference = firstDifference(ev, av, path: "\(path).\(key)") { return difference }
            }
            return nil
        case let (e as [Any], a as [Any]):
            if e.count != a.count { return "\(path) has \(a.count) items, recorded \(e.count)" }
            for (index, pair) in zip(e, a).enumerated() {
                if let difference = firstDifference(pair.0, pair.1, path: "\(path)[\(index)]") { return difference }
            }
            return nil
        default:
            let same: Bool
            switch (expected, actual) {
            case let (e as NSNumber, a as NSNumber): same = e.isEqual(to: a)
            case let (e as String, a as String): same = e == a
            case (is NSNull, is NSNull): same = true
            default: same = false
            }
            return same ? nil : "\(path) is \(actual), recorded \(expected)"
        }
    }
}
