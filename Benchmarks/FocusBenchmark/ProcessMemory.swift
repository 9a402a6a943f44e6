import Foundation

/// The process's peak resident memory so far, in megabytes (getrusage's ru_maxrss is in KiB on Linux).
func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// The commit the benchmark was built from, or "unknown" outside a git checkout.
func currentCommit() -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "rev-parse", "--short", "HEAD"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "unknown" }
    process.waitUntilExit()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let commit = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return process.terminationStatus == 0 && !commit.isEmpty ? commit : "unknown"
}
