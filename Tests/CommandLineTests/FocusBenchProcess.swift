import Foundation
import XCTest

/// Runs the built `focusbench` executable from the package root, so that
/// relative scenario paths and the messages that quote them look exactly as
/// a user would see them.
struct FocusBenchProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// The lines of stderr; a usage or input error must be exactly one.
        var stderrLines: [Substring] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }

        /// Stdout read as a JSON object (`--format json` and SARIF output).
        func jsonObject(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
            try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any],
                          "stdout is not a JSON object", file: file, line: line)
        }
    }

    /// Tests/CommandLineTests/<this file> → the package root.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ arguments: String...) throws -> Result {
        try run(arguments)
    }

    static func run(_ arguments: [String]) throws -> Result {
        try run(program: try executable(), arguments)
    }

    /// Runs any program the same way, from the package root unless told otherwise,
    /// in this process's environment or the one given.
    static func run(program: URL, _ arguments: [String], in directory: URL = packageRoot,
                    environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        // Files rather than pipes: a pipe fills up on large CSV output and
        // would block the child until someone reads it.
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("focusbench-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("stdout")
        let errURL = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(status: process.terminationStatus,
                      stdout: try String(contentsOf: outURL, encoding: .utf8),
                      stderr: try String(contentsOf: errURL, encoding: .utf8))
    }

    /// A program found on PATH, as a shell would find it; nil when it is not installed.
    static func onPath(_ program: String) -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { URL(fileURLWithPath: "\($0)/\(program)") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The executable sits in the build products directory, next to the
    /// test bundle; walking up from this file covers other layouts.
    static func executable() throws -> URL {
        var directories = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        directories.append(Bundle.main.bundleURL)
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        for directory in directories {
            let candidate = directory.appendingPathComponent("focusbench")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw ExecutableNotFound(searched: directories.map(\.path))
    }

    /// The folder every temporary folder and file of this test process goes
    /// in; it is removed when the process exits, so a test run leaves no files behind.
    private static let scratch: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("focusbench-tests-\(getpid())")
        atexit { try? FileManager.default.removeItem(at: FocusBenchProcess.scratch) }
        return url
    }()

    /// A fresh, empty temporary folder.
    static func temporaryFolder(_ prefix: String) throws -> URL {
        let folder = scratch.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `text` to a fresh temporary file and returns its path.
    static func temporaryFile(named name: String, containing text: String) throws -> String {
        let directory = try temporaryFolder("input")
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

struct ExecutableNotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String { "focusbench executable not found in \(searched.joined(separator: ", "))" }
}
