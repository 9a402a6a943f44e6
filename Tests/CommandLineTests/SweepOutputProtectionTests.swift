import Foundation
import XCTest

/// `sweep --output` and `merge --output` never replace a file they read: the
/// scenario, the profiles file or a part is refused before any work, and
/// the file is left as it was.
final class SweepOutputProtectionTests: XCTestCase {
    private func assertRefusedAndKept(_ arguments: [String], protected file: String, command: String) throws {
        let before = try String(contentsOfFile: file, encoding: .utf8)
        try BadInput.assertRefused(arguments,
                                   startsWith: "focusbench: --output \(file) is \(file) itself; \(command) never replaces")
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), before, "\(file) was changed")
    }

    func testSweepOutputNamingTheScenarioOrTheProfilesIsRefused() throws {
        let scenario = try FocusBenchProcess.temporaryFile(named: "signup.json", containing: try BadInput.signupText())
        let profiles = try FocusBenchProcess.temporaryFile(named: "profiles.json",
                                                           containing: "{\"slow\": {\"base\": \"switch-novice\"}}")
        let sweep = ["sweep", scenario, "--user", "slow", "--profiles", profiles, "--vary", "scanInterval=1,1.5",
                     "--replications", "20"]
        try assertRefusedAndKept(sweep + ["--output", scenario], protected: scenario, command: "a sweep")
        try assertRefusedAndKept(sweep + ["--output", profiles], protected: profiles, command: "a sweep")
    }

    func testMergeOutputNamingAPartIsRefused() throws {
        let folder = try FocusBenchProcess.temporaryFolder("parts")
        let parts = try (0..<2).map { index in
            let path = folder.appendingPathComponent("part-\(index).json").path
            let result = try FocusBenchProcess.run(["sweep", "scenarios/signup.json", "--user", "switch-novice",
                                                    "--vary", "scanInterval=1,1.5", "--replications", "20",
                                                    "--shard", "\(index)/2", "--output", path])
            XCTAssertEqual(result.status, 0, result.stderr)
            return path
        }
        try assertRefusedAndKept(["merge"] + parts + ["--output", parts[0]], protected: parts[0], command: "merge")
    }
}
