import Foundation
import XCTest

/// The built `focusbench`, run from the package root, as the tests compare
/// what an app gets from the library with what the command line prints.
enum CommandLineRun {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What `focusbench arguments…` writes on stdout; fails the test unless it exits with status 0.
    static func stdout(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [UInt8] {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let output = Pipe()
        process.standardOutput = output
        // Guesses and notes on stderr are not compared; dropping them keeps that pipe from filling.
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Read before waiting: the child may block on a full pipe until it is read.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, arguments.joined(separator: " "), file: file, line: line)
        return Array(data)
    }

    /// The built executable, next to this test bundle or in the debug build folder.
    private static func executable() throws -> URL {
        let folders = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
            + [packageRoot.appendingPathComponent(".build/debug")]
        let found = folders.map { $0.appendingPathComponent("focusbench") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return try XCTUnwrap(found, "focusbench is built with the tests")
    }
}
