import Foundation
import XCTest

/// Broken inputs, written to temporary files from the shipped sign-up scenario.
enum BadInput {
    static func signupText() throws -> String {
        try String(contentsOf: FocusBenchProcess.packageRoot.appendingPathComponent("scenarios/signup.json"),
                   encoding: .utf8)
    }

    /// The sign-up scenario with the first occurrence of `original` replaced.
    static func scenario(replacing original: String, with replacement: String) throws -> String {
        let text = try signupText()
        guard let range = text.range(of: original) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSDebugDescriptionErrorKey: "no \(original) in signup.json"])
        }
        return try FocusBenchProcess.temporaryFile(named: "signup-broken.json",
                                                   containing: text.replacingCharacters(in: range, with: replacement))
    }

    /// Asserts the failure contract: the exit status, nothing on stdout and
    /// exactly one line on stderr starting with `prefix`.
    static func assertRefused(_ arguments: [String], status: Int32 = 2, startsWith prefix: String,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try FocusBenchProcess.run(arguments)
        XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        XCTAssertEqual(result.stderrLines.count, 1, "stderr: \(result.stderr)", file: file, line: line)
        XCTAssert(result.stderr.hasPrefix(prefix), "stderr: \(result.stderr)\nexpected: \(prefix)", file: file, line: line)
    }
}
