import FocusModel
import FocusStats
import Foundation
import XCTest

/// Seeded mutations of the corpus in Tests/FuzzCorpus fed to the scenario
/// and profile decoders: every result must be accepted within the
/// documented ranges or refused with one line, never a trap or a hang.
final class DecoderMutationTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("FuzzCorpus")

    static var iterations: Int {
        ProcessInfo.processInfo.environment["FOCUSBENCH_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 200
    }

    private func seeds(_ folder: String) throws -> [(name: String, bytes: [UInt8])] {
        let directory = Self.corpus.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map {
            ($0, [UInt8](try Data(contentsOf: directory.appendingPathComponent($0))))
        }
    }

    private func assertOneLine(_ error: InputError, _ context: String) {
        XCTAssertFalse(error.description.contains("\n"), "\(context): \(error.description)")
        XCTAssertFalse(error.message.isEmpty, context)
    }

    /// Runs `check` on every mutant of every seed file in `folder`; a mutant
    /// that `check` refuses must be refused in one line.
    private func forEachMutant(of folder: String, mutatorSeed: UInt64,
                               _ check: (_ text: String, _ context: String) throws(InputError) -> Void) throws {
        for seed in try seeds(folder) {
            var mutator = Mutator(seed: mutatorSeed)
            for round in 0..<Self.iterations {
                let text = String(decoding: mutator.mutate(seed.bytes), as: UTF8.self)
                let context = "\(seed.name) round \(round)"
                do {
                    try check(text, context)
                } catch {
                    assertOneLine(error, context)
                }
            }
        }
    }

    func testMutatedScenarios() throws {
        try forEachMutant(of: "scenarios", mutatorSeed: 1) { text, context throws(InputError) in
            let scenario = try ScenarioLoader.decode(text: text, file: "fuzz.json")
            for element in scenario.allElements {
                guard let frame = element.frame else { continue }
                for value in [frame.x, frame.y, frame.width, frame.height] {
                    XCTAssertLessThanOrEqual(abs(value), PlausibleRange.largestLength, "\(context) accepted \(value)")
                }
                XCTAssertGreaterThan(frame.width, 0)
                XCTAssertGreaterThan(frame.height, 0)
            }
            XCTAssertFalse(scenario.orders.isEmpty, context)
        }
    }

    func testMutatedProfiles() throws {
        try forEachMutant(of: "profiles", mutatorSeed: 2) { text, context throws(InputError) in
            let profiles = try ProfileCatalog.decodeProfiles(text: text, file: "fuzz.json", over: .builtIn)
            for named in profiles {
                guard let profile = named.profile.switchScanning else { continue }
                XCTAssertLessThanOrEqual(profile.scanInterval, PlausibleRange.longestDuration)
                XCTAssertLessThanOrEqual(profile.reactionTime.mean, PlausibleRange.longestDuration, context)
                XCTAssertLessThanOrEqual(profile.sweepSpeed, PlausibleRange.fastestSweep)
            }
        }
    }
}

/// Deterministic mutations of a byte string (a small xorshift generator, so
/// the same seed gives the same mutations everywhere).
struct Mutator {
    private var state: UInt64

    /// Values and fragments that broke decoders or the arithmetic after them.
    static let tokens = ["1e400", "-1e400", "1e19", "1e308", "-0", "0", "-5", "1e-300", "null", "true", "[]", "{}",
                         "\"\"", "\"\u{202E}x\"", "\"\u{200B}\"", "\"\u{FFFE}\"", "9007199254740993", "0.001",
                         "\"\\u0000\"", "\"\\ud800\"", ",", ":", "[", "{", "\"", "\\"]
        .map { Array($0.utf8) }

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(max(bound, 1)))
    }

    /// One to four edits of `bytes`.
    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for _ in 0...next(4) {
            let at = next(result.count + 1)
            switch next(6) {
            case 0 where !result.isEmpty: result[min(at, result.count - 1)] ^= UInt8(1 << next(8))
            case 1: result.insert(contentsOf: Self.tokens[next(Self.tokens.count)], at: at)
            case 2 where at < result.count:
                result.removeSubrange(at..<min(result.count, at + 1 + next(16)))
            case 3 where at < result.count:
                let end = min(result.count, at + 1 + next(64))
                result.insert(contentsOf: result[at..<end], at: end)
            case 4:
                // Replace the number that starts nearest `at` with a token.
                if let start = result[min(at, result.count)...].firstIndex(where: { (48...57).contains($0) }) {
                    var end = start
                    while end < result.count, "0123456789.eE+-".utf8.contains(result[end]) { end += 1 }
                    result.replaceSubrange(start..<end, with: Self.tokens[next(10)])
                }
            default: result = Array(result.prefix(at))
            }
        }
        return result
    }
}
