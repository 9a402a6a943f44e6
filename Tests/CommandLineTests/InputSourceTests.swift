import Foundation
import XCTest

/// Inputs that are not plain files (standard input, /dev/stdin, a FIFO as
/// process substitution makes), file names that are not UTF-8, and messages
/// about names that hold invisible characters or go on and on.
final class InputSourceTests: XCTestCase {
    private let signup = "scenarios/signup.json"

    /// Runs focusbench with `input` on standard input.
    private func run(_ arguments: [String], input: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = try FocusBenchProcess.executable()
        process.arguments = arguments
        process.currentDirectoryURL = FocusBenchProcess.packageRoot
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, out, err)
    }

    func testScenarioFromStandardInput() throws {
        let text = try BadInput.signupText()
        for name in ["-", "/dev/stdin"] {
            let result = try run(["validate", name], input: text)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stdout, "\(name): valid (8 elements, orders: visual, passwordFirst; task of 4 steps)\n")
        }
    }

    func testProfilesAndReactionTimesFromStandardInput() throws {
        let profiles = try run(["simulate", signup, "--profiles", "-", "--user", "piped", "--replications", "100"],
                               input: #"{"piped": {"kind": "switch", "scanInterval": 1.5}}"#)
        XCTAssertEqual(profiles.status, 0, profiles.stderr)
        XCTAssert(profiles.stdout.contains("user piped"), profiles.stdout)
        let times = try run(["calibrate", "-"], input: "0.41\n0.52\n0.47\n0.66\n0.39\n")
        XCTAssertEqual(times.status, 0, times.stderr)
        XCTAssert(times.stdout.contains("\nReaction times: - (5 values)\n"), times.stdout)
    }

    func testASweepReadsAPipedScenarioAndProfilesOnceAndHashesWhatItRead() throws {
        let sweep = ["sweep", "--user", "piped", "--vary", "firstItemPause=0.5", "--replications", "20"]
        let profiles = #"{"piped": {"kind": "switch", "scanInterval": 1.5}}"#
        let profilesFile = try FocusBenchProcess.temporaryFile(named: "profiles.json", containing: profiles)
        let fromFiles = try FocusBenchProcess.run(sweep + [signup, "--profiles", profilesFile])
        XCTAssertEqual(fromFiles.status, 0, fromFiles.stderr)
        let pipedProfiles = try run(sweep + [signup, "--profiles", "/dev/stdin"], input: profiles)
        XCTAssertEqual(pipedProfiles.status, 0, pipedProfiles.stderr)
        XCTAssertEqual(pipedProfiles.stdout, fromFiles.stdout)
        let pipedScenario = try run(sweep + ["/dev/stdin", "--profiles", profilesFile], input: try BadInput.signupText())
        XCTAssertEqual(pipedScenario.status, 0, pipedScenario.stderr)
        XCTAssertEqual(pipedScenario.stdout, fromFiles.stdout, "the scenario's hash is of the bytes read")
    }

    func testFIFOLikeProcessSubstitution() throws {
        let (fifo, directory) = try temporaryFIFO(named: "scenario")
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try BadInput.signupText()
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                handle.write(Data(text.utf8))
                try? handle.close()
            }
        }
        writer.start()
        let result = try FocusBenchProcess.run("validate", fifo)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testNonUTF8FileNameOpens() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // "café.json" in Latin-1: the é is the single byte 0xE9, not UTF-8.
        var name = Array(directory.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".json".utf8)
        let text = try BadInput.signupText()
        name.append(0)
        let descriptor = name.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o600) }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        // Process passes arguments as UTF-8, so the raw name goes through a shell.
        let script = "exec \"$0\" validate \"$(printf '%s/caf\\351.json' \"$1\")\""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, try FocusBenchProcess.executable().path, directory.path]
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let out = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, err)
        XCTAssert(out.contains(": valid (8 elements"), out)
    }

    func testInvisibleCharactersAreEscapedInMessages() throws {
        try BadInput.assertRefused(["simulate", signup, "--order", "vis\u{200B}ual"],
                                   startsWith: "focusbench: \(signup): no order named 'vis\\u{200B}ual'")
        let path = try BadInput.scenario(replacing: "\"email\", \"password\", \"passwordHint\"",
                                         with: "\"email\", \"pass\u{202E}word\", \"passwordHint\"")
        try BadInput.assertRefused(["validate", path],
                                   startsWith: "focusbench: \(path): $.orders.visual[3]: unknown element id \"pass\\u{202E}word\"")
    }

    func testLongIdsAreShortened() throws {
        let long = String(repeating: "x", count: 5000)
        let path = try BadInput.scenario(replacing: "\"email\", \"password\", \"passwordHint\"",
                                         with: "\"email\", \"\(long)\", \"passwordHint\"")
        let result = try FocusBenchProcess.run("validate", path)
        XCTAssertEqual(result.status, 2)
        XCTAssert(result.stderr.contains("… (5000 characters)\""), result.stderr)
        XCTAssertLessThan(result.stderr.count, 400)
    }

    /// The ids a message lists are shortened like the id it names.
    func testLongIdsAreShortenedInListsOfIds() throws {
        let long = String(repeating: "e", count: 200)
        let path = try BadInput.scenario(replacing: "{\"id\": \"title\"", with: "{\"id\": \"\(long)\"")
        let result = try FocusBenchProcess.run("validate", path)
        XCTAssertEqual(result.status, 2)
        XCTAssert(result.stderr.contains("unknown element id \"title\"; element ids: "), result.stderr)
        XCTAssert(result.stderr.contains("… (200 characters), subtitle"), result.stderr)
        XCTAssertFalse(result.stderr.contains(long), result.stderr)
    }

    func testMissingFileHasNoJSONPath() throws {
        try BadInput.assertRefused(["validate", "scenarios/none.json"],
                                   startsWith: "focusbench: scenarios/none.json: no such file")
        try BadInput.assertRefused(["calibrate", "none.csv"], startsWith: "focusbench: none.csv: no such file")
    }
}

/// Inputs that never end are refused at once: a FIFO nobody writes to, a
/// device that never stops (directly or through a link), a file over the size limit.
final class EndlessInputTests: XCTestCase {
    func testFIFONobodyWritesToIsRefused() throws {
        let (fifo, directory) = try temporaryFIFO(named: "scenario.json")
        defer { try? FileManager.default.removeItem(at: directory) }
        try BadInput.assertRefused(["validate", fifo], startsWith: "focusbench: \(fifo): is a FIFO that nobody wrote to within 1 s")
        try BadInput.assertRefused(["import", "android", fifo],
                                   startsWith: "focusbench: \(fifo): line 1: is a FIFO that nobody wrote to within 1 s")
    }

    func testDevZeroAndLinksToItAreRefusedBySize() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zero-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("layout.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        let message = "holds more than 67108864 bytes, more than the 64 MiB an input file may hold"
        try BadInput.assertRefused(["validate", "/dev/zero"], startsWith: "focusbench: /dev/zero: \(message)")
        try BadInput.assertRefused(["keyboard", "--user", "ios-switch-control", "--layout", link], startsWith: "focusbench: \(link): \(message)")
        try BadInput.assertRefused(["keyboard", "--user", "ios-switch-control", "--text-file", link], startsWith: "focusbench: \(link): \(message)")
        let big = directory.appendingPathComponent("big.json").path
        XCTAssert(FileManager.default.createFile(atPath: big, contents: nil))
        XCTAssertEqual(truncate(big, 65 << 20), 0)
        try BadInput.assertRefused(["check", "--config", big],
                                   startsWith: "focusbench: \(big): is \(65 << 20) bytes, more than the 64 MiB")
    }
}

/// A new FIFO in a new temporary folder, which the caller removes.
private func temporaryFIFO(named name: String) throws -> (path: String, directory: URL) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let fifo = directory.appendingPathComponent(name).path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0, "mkfifo \(fifo)")
    return (fifo, directory)
}
