import Foundation
import XCTest

/// Seeded line edits of the reaction-time files in Tests/FuzzCorpus, fed to
/// `focusbench calibrate`: each run either fits or refuses with exit 2 and
/// one line, never a crash. Every run starts a process, so there are fewer
/// rounds than for the in-process decoders.
final class ReactionTimeMutationTests: XCTestCase {
    private static let corpus = FocusBenchProcess.packageRoot.appendingPathComponent("Tests/FuzzCorpus/reaction-times")
    private static let lines = ["1e-300", "1e300", "1e400", "-0", "0", "nan", "inf", "0x1p-1074", "3600", "3600.0001",
                                "", ",", "\"0.4\"", "0.4,0.5", "rt", "\u{202E}0.4", "1_000", "4e-324", " 0.5 "]

    func testMutatedReactionTimeFiles() throws {
        let rounds = ProcessInfo.processInfo.environment["FOCUSBENCH_FUZZ_ITERATIONS"].flatMap(Int.init).map { $0 / 5 } ?? 40
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted() {
            let original = try String(contentsOf: Self.corpus.appendingPathComponent(name), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for round in 0..<rounds {
                var lines = original
                for _ in 0...next(3) {
                    let at = next(lines.count)
                    switch next(3) {
                    case 0: lines[at] = Self.lines[next(Self.lines.count)]
                    case 1: lines.insert(Self.lines[next(Self.lines.count)], at: at)
                    default: lines.remove(at: at)
                    }
                    if lines.isEmpty { lines = [""] }
                }
                let path = try FocusBenchProcess.temporaryFile(named: name, containing: lines.joined(separator: "\n"))
                let result = try FocusBenchProcess.run("calibrate", path, "--format", "json")
                XCTAssert([0, 2].contains(result.status), "\(name) round \(round): \(result.status) \(result.stderr)")
                if result.status == 2 {
                    XCTAssertEqual(result.stderrLines.count, 1, "\(name) round \(round): \(result.stderr)")
                }
            }
        }
    }
}
