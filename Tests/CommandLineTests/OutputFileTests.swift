import Foundation
import XCTest

/// Output files are written whole or not at all, and the temporary file
/// beside the destination never stays behind.
final class OutputFileTests: XCTestCase {
    private let signup = "scenarios/signup.json"

    private func leftovers(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".tmp") }
    }

    private func freshDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `ulimit -f` makes the write fail part way, as a full disk does.
    func testAWriteOverTheSizeLimitIsARuntimeFailureAndLeavesNothing() throws {
        try assertFailsOverTheSizeLimit(options: "", file: "r.html")
    }

    /// CSV goes to the temporary file a block at a time, and fails as whole.
    func testAStreamedCSVOverTheSizeLimitLeavesNothing() throws {
        try assertFailsOverTheSizeLimit(options: "--format csv", file: "r.csv")
    }

    func testAStreamedCSVFileHoldsTheRowsPrintedOnStdout() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let arguments = ["report", signup, "--replications", "300", "--threads", "2", "--format", "csv",
                         "--users", "ios-switch-control"]
        let printed = try FocusBenchProcess.run(arguments)
        let written = try FocusBenchProcess.run(arguments + ["--output", "\(directory)/r.csv"])
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertEqual(try String(contentsOfFile: "\(directory)/r.csv", encoding: .utf8), printed.stdout)
        // Two orders of one user: 600 rows under the header.
        XCTAssertEqual(printed.stdout.split(separator: "\n").count, 601)
        XCTAssertEqual(try leftovers(in: directory), [])
    }

    private func assertFailsOverTheSizeLimit(options: String, file: String) throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // ulimit -f counts 512-byte blocks: 8 KB is far less than the report.
        process.arguments = ["-c", "ulimit -f 16; exec \"$0\" report scenarios/signup.json --replications 200 "
            + "\(options) --output \"$1/\(file)\"", try FocusBenchProcess.executable().path, directory]
        process.currentDirectoryURL = FocusBenchProcess.packageRoot
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1, stderr)
        XCTAssertEqual(stderr, "focusbench: cannot write \(directory)/\(file): File too large\n")
        XCTAssertEqual(try leftovers(in: directory), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(directory)/\(file)"))
    }

    /// A rename would put a regular file where a device, FIFO or link was:
    /// every command that writes refuses such a destination before its work,
    /// with one line and nothing else printed, and leaves it as it was.
    func testOnlyRegularFilesAreWritten() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = "\(directory)/fifo", link = "\(directory)/link", target = "\(directory)/target"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let capture = "Tests/FocusImportTests/Fixtures/android-signup.xml"
        let times = try FocusBenchProcess.temporaryFile(named: "times.csv", containing: "0.41\n0.52\n0.47\n0.66\n0.39\n")
        let commands: [[String]] = [
            ["import", "android", capture], ["calibrate", times], ["report", signup, "--replications", "20"],
            ["optimize", signup, "--user", "talkback-default", "--write-order", "best"],
        ]
        for (destination, kind) in [("/dev/null", "a character device"), (fifo, "a FIFO"), (link, "a symbolic link"),
                                    ("/proc/self/fd/1", "a symbolic link"), (directory, "a directory")] {
            for command in commands {
                try BadInput.assertRefused(command + ["--output", destination],
                                           startsWith: "focusbench: --output cannot write \(destination): it is \(kind); "
                                               + "only regular files are written")
            }
        }
        var status = stat()
        XCTAssertEqual(lstat(fifo, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO)
        XCTAssertEqual(lstat("/dev/null", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR)
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
    }

    func testAMissingDirectoryIsBadInput() throws {
        try BadInput.assertRefused(["report", signup, "--replications", "200", "--output", "/no/such/dir/r.html"],
                                   startsWith: "focusbench: --output cannot write /no/such/dir/r.html: No such file or directory")
    }

    func testInterruptedRunsLeaveNoTemporaryFile() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for signalNumber in [SIGINT, SIGTERM] {
            let process = Process()
            process.executableURL = try FocusBenchProcess.executable()
            process.arguments = ["report", signup, "--replications", "2000", "--format", "csv",
                                 "--output", "\(directory)/r.csv"]
            process.currentDirectoryURL = FocusBenchProcess.packageRoot
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Wait for the temporary file to appear, then interrupt the write.
            let deadline = Date().addingTimeInterval(60)
            while try leftovers(in: directory).isEmpty, process.isRunning, Date() < deadline { usleep(200) }
            kill(process.processIdentifier, signalNumber)
            process.waitUntilExit()
            XCTAssertEqual(try leftovers(in: directory), [], "after signal \(signalNumber)")
        }
    }
}
