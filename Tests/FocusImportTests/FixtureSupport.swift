@testable import FocusImport
import FocusModel
import Foundation
import XCTest

/// The fixtures, written in the formats the capture tools produce.
enum Fixture {
    /// Runs `body` with TMPDIR pointing at a fresh directory, so that only
    /// this test's browser profiles and processes are looked at, whatever
    /// else runs on the machine.
    static func withOwnTemporaryDirectory(_ body: (String) throws -> Void) throws {
        // Short, because the browser puts sockets under it and socket paths are limited to 108 bytes.
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("fb-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let previous = ProcessInfo.processInfo.environment["TMPDIR"]
        setenv("TMPDIR", directory, 1)
        defer {
            if let previous { setenv("TMPDIR", previous, 1) } else { unsetenv("TMPDIR") }
            try? FileManager.default.removeItem(atPath: directory)
        }
        try body(directory)
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Imports a fixture and reads the written scenario back.
    static func importing(_ kind: Platform, _ name: String, density: Double? = nil, task: String? = nil,
                          viewport: ScreenSize = ImportRequest.defaultViewport) throws -> ImportResult {
        try Importer.run(ImportRequest(kind: kind, file: path(name), viewport: viewport, density: density, task: task))
    }

    /// The import error a fixture or text gives.
    static func failure(_ kind: Platform, file: String, density: Double? = nil, task: String? = nil,
                        sourceFile: StaticString = #filePath, line: UInt = #line) -> ImportError? {
        do {
            _ = try Importer.run(ImportRequest(kind: kind, file: file, density: density, task: task))
            XCTFail("expected the import of \(file) to fail", file: sourceFile, line: line)
            return nil
        } catch {
            return error
        }
    }

    /// The directory every temporary capture of this test process goes in;
    /// it is removed when the process exits, so a test run leaves no files behind.
    private static let scratch: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("focusbench-import-tests-\(getpid())")
        atexit { try? FileManager.default.removeItem(at: Fixture.scratch) }
        return url
    }()

    /// Writes `text` to a temporary file and returns its path.
    static func temporary(_ text: String, name: String = "capture.xml") throws -> String {
        let directory = scratch.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

extension Scenario {
    func ids(of order: String) -> [String] { self.order(named: order)?.elementIDs ?? [] }
}
