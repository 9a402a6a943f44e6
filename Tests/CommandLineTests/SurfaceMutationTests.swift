import Foundation
import XCTest

/// Seeded, bounded mutations of every input surface added after the
/// scenario decoder, each fed to the command line as a user would: Android
/// and iOS captures, debugDescription text, task specs, `enter` texts,
/// keyboard layouts, check configurations and population profiles. Every
/// run must either succeed or refuse with exit 2 and one line naming the
/// file (or option) and the place; never a signal, never a run over its
/// time limit, never a file left behind. `FOCUSBENCH_FUZZ_ITERATIONS` / 8
/// sets the mutants per surface (default 25, a few seconds each).
final class SurfaceMutationTests: XCTestCase {
    private static let root = FocusBenchProcess.packageRoot
    private static var rounds: Int {
        ProcessInfo.processInfo.environment["FOCUSBENCH_FUZZ_ITERATIONS"].flatMap(Int.init).map { max(1, $0 / 8) } ?? 25
    }

    /// Fragments that broke readers before: bytes that are not UTF-8,
    /// encodings, entities, nesting, huge and odd numbers, separators.
    private static let tokens: [[UInt8]] = [
        [0xF3], [0xC0, 0x80], [0xFF, 0xFE], [0xED, 0xA0, 0x80], [0], Array("<!DOCTYPE x [<!ENTITY e \"e\">]>".utf8),
        Array("&e;".utf8), Array("<node><node><node>".utf8), Array("</node>".utf8), Array("[0,0][99999999999,1]".utf8),
        Array("1e308".utf8), Array("-1e308".utf8), Array("nan".utf8), Array("inf".utf8), Array("1e-308".utf8),
        Array("-0".utf8), Array("\u{202E}".utf8), Array("'".utf8), Array("\"".utf8), Array(",".utf8),
        Array(";".utf8), Array("=".utf8), Array("{{".utf8), Array("}}".utf8), Array("\n    ".utf8),
        Array("encoding=\"UTF-7\"".utf8), Array("null".utf8), Array("[]".utf8), Array("{}".utf8),
        Array("0.9999".utf8), Array("100000000".utf8),
    ]

    /// A small deterministic generator (an LCG), seeded per surface.
    private struct Edits {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }

        mutating func apply(to bytes: [UInt8]) -> [UInt8] {
            var result = bytes
            for _ in 0...next(3) {
                let at = next(result.count + 1)
                switch next(5) {
                case 0 where at < result.count: result[at] ^= UInt8(1 << next(8))
                case 1: result.insert(contentsOf: SurfaceMutationTests.tokens[next(SurfaceMutationTests.tokens.count)], at: at)
                case 2 where at < result.count: result.removeSubrange(at..<min(result.count, at + 1 + next(12)))
                case 3 where at < result.count:
                    let end = min(result.count, at + 1 + next(48))
                    result.insert(contentsOf: result[at..<end], at: end)
                default:
                    // A number near `at` replaced by a token.
                    if let start = result[min(at, result.count)...].firstIndex(where: { (48...57).contains($0) }) {
                        var end = start
                        while end < result.count, "0123456789.eE+-".utf8.contains(result[end]) { end += 1 }
                        result.replaceSubrange(start..<end, with: SurfaceMutationTests.tokens[9 + next(7)])
                    }
                }
            }
            return result
        }
    }

    /// Runs the mutants of `seed`: `arguments` gets the mutated file's path
    /// (or, for an option's text, the mutated text) and must end within
    /// `seconds`, by exit 0 or `accepted`, or by exit 2 with one line that
    /// starts with `named` (defaults to the file) — and leave its folder as it found it.
    private func fuzz(_ seed: String, surface: UInt64, name: String, seconds: Double = 20, accepted: Set<Int32> = [0],
                      named: ((String) -> String)? = nil, orRefused others: [String] = [],
                      completing: ([UInt8]) -> [UInt8] = { $0 },
                      _ arguments: (String) -> [String]) throws {
        let seedURL = seed.hasPrefix("/") ? URL(fileURLWithPath: seed) : Self.root.appendingPathComponent(seed)
        let original = [UInt8](try Data(contentsOf: seedURL))
        var edits = Edits(state: surface &* 0x9E37_79B9_7F4A_7C15)
        for round in 0..<Self.rounds {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent(name).path
            let mutated = completing(edits.apply(to: original))
            try Data(mutated).write(to: URL(fileURLWithPath: path))
            let context = "\(seed) round \(round)"
            let result = try Self.run(arguments(path), in: directory, seconds: seconds, context: context)
            guard let result else { continue }
            XCTAssertEqual(result.reason, .exit, "\(context): ended by signal \(result.status)")
            if result.status == 2 {
                let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                XCTAssertEqual(lines.count, 1, "\(context): \(result.stderr)")
                let prefix = "focusbench: " + (named?(path) ?? path)
                XCTAssert(([prefix] + others).contains { result.stderr.hasPrefix($0) }, "\(context): \(result.stderr)")
                // The place follows the file: a line, a JSON path.
                if result.stderr.hasPrefix(prefix), named == nil {
                    let rest = result.stderr.dropFirst(prefix.count)
                    XCTAssert(rest.hasPrefix(": line ") || rest.hasPrefix(": $"), "\(context): no place in \(result.stderr)")
                }
            } else {
                XCTAssert(accepted.contains(result.status), "\(context): exit \(result.status) \(result.stderr)")
            }
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [name], context)
        }
    }

    private struct Outcome {
        var status: Int32
        var reason: Process.TerminationReason
        var stderr: String
    }

    /// Runs focusbench in `directory`; a run still going after `seconds` is
    /// ended and reported as a failure (nil).
    private static func run(_ arguments: [String], in directory: URL, seconds: Double, context: String) throws -> Outcome? {
        let process = Process()
        process.executableURL = try FocusBenchProcess.executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let handle = try FileHandle(forWritingTo: errorFile)
        process.standardError = handle
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("\(context): still running after \(seconds) s: \(arguments)")
            return nil
        }
        try handle.close()
        return Outcome(status: process.terminationStatus, reason: process.terminationReason,
                       stderr: try String(contentsOf: errorFile, encoding: .utf8))
    }

    private let fixtures = "Tests/FocusImportTests/Fixtures/"

    func testAndroidCaptures() throws {
        try fuzz(fixtures + "android-signup.xml", surface: 1, name: "dump.xml") { ["import", "android", $0] }
    }

    func testIOSPageSources() throws {
        try fuzz(fixtures + "ios-login.xml", surface: 2, name: "source.xml") { ["import", "ios", $0] }
    }

    func testDebugDescriptionText() throws {
        try fuzz(fixtures + "ios-login-debugDescription.txt", surface: 3, name: "tree.txt") { ["import", "ios", $0] }
    }

    /// The task spec is an option's text: its refusals name `--task`.
    func testTaskSpecs() throws {
        let capture = Self.root.appendingPathComponent(fixtures + "android-signup.xml").path
        try fuzz("Tests/FuzzCorpus/tasks/signup-task.txt", surface: 4, name: "task.txt",
                 named: { _ in "--task" }) { path in
            let spec = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return ["import", "android", capture, "--task", spec]
        }
    }

    func testEnterTexts() throws {
        try fuzz("Tests/FuzzCorpus/texts/signup-texts.json", surface: 5, name: "texts.json") {
            ["simulate", $0, "--user", "ios-switch-control", "--replications", "2"]
        }
    }

    func testKeyboardLayouts() throws {
        // A mutant that drops a key leaves the --text naming a character it lacks.
        try fuzz("Tests/FuzzCorpus/layouts/tiny.json", surface: 6, name: "layout.json",
                 orRefused: ["focusbench: --text: line 1, column "]) {
            ["keyboard", "--user", "ios-switch-control", "--layout", $0, "--text", "hi ab", "--replications", "2"]
        }
    }

    func testPopulationProfiles() throws {
        // A mutant that renames the profile leaves --user naming none; one
        // whose people (all but one, or all alike) cannot finish the typing is
        // refused at the scenario's task with the first person's reason.
        let task = "focusbench: \(Self.root.path)/scenarios/signup.json: $.task["
        try fuzz("Tests/FuzzCorpus/populations/crowd.json", surface: 7, name: "crowd.json",
                 orRefused: ["focusbench: unknown profile \"crowd\"", task]) {
            ["simulate", "\(Self.root.path)/scenarios/signup.json", "--profiles", $0, "--user", "crowd",
             "--people", "3", "--replications", "2"]
        }
    }

    /// The template is mutated, then its ROOT becomes the package's absolute
    /// path, so that the mutants in their own folders still find the scenario
    /// and are the same mutants wherever the package is checked out.
    func testCheckConfigurations() throws {
        let root = Array(Self.root.path.utf8)
        // Budgets broken (3) and lint errors (4) are answers too.
        try fuzz("Tests/FuzzCorpus/configs/check.json", surface: 8, name: "focusbench.json", accepted: [0, 3, 4],
                 completing: { Self.replacing(Array("ROOT".utf8), with: root, in: $0) }) { ["check", "--config", $0] }
    }

    private static func replacing(_ target: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: target) {
                result += replacement
                index += target.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }
}
