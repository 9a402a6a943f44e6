import Foundation
import XCTest

/// `focusbench calibrate`: reports, the profiles file, and refusals with line numbers.
final class CalibrateCommandTests: XCTestCase {
    private let example = "scenarios/reaction-times-example.csv"

    private func assertRefused(_ text: String, _ expected: String, column: String? = nil, unit: String? = nil,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let path = try FocusBenchProcess.temporaryFile(named: "times.csv", containing: text)
        let result = try FocusBenchProcess.run(["calibrate", path] + (column.map { ["--column", $0] } ?? [])
                                               + (unit.map { ["--unit", $0] } ?? []))
        XCTAssertEqual(result.status, 2, file: file, line: line)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.hasPrefix("focusbench: \(path): \(expected)"), result.stderr, file: file, line: line)
    }

    func testBadFilesAreRefusedWithTheLineNumber() throws {
        try assertRefused("", "no reaction times")
        try assertRefused("reactionTime\n", "no reaction times")
        try assertRefused("0.5\n0.6\nabc\n0.7\n", "line 3: 'abc' is not a decimal number of seconds")
        try assertRefused("rt\n0.5\n-0.2\n", "line 3: -0.2 is negative")
        try assertRefused("0.5\n0\n0.6\n", "line 2: 0 is not a reaction time")
        try assertRefused("id,rt\n1,0.5\n2,x\n", "line 3: 'x' is not a decimal number", column: "rt")
        try assertRefused("id,rt\n1,0.5\n", "line 1: no column 'time'", column: "time")
        try assertRefused("id,rt\n1,0.5\n", "line 1: 2 columns; choose one with --column")
    }

    /// A blank line is a missing measurement, in either form of the file;
    /// only the newline that ends the last line is not one.
    func testBlankMeasurementsAndNonDecimalNumbersAreRefused() throws {
        try assertRefused("rt\n0.5\n\n0.6\n0.7\n", "line 3: blank")
        try assertRefused("rt\n0.5\n  \n0.6\n0.7\n", "line 3: blank")
        try assertRefused("rt\n0.5\n0.6\n0.7\n\n", "line 5: blank")
        try assertRefused("id,rt\n1,0.5\n2,\n3,0.7\n", "line 3: no measurement", column: "rt")
        try assertRefused("rt\n0x1p-1\n0.6\n0.7\n", "line 2: '0x1p-1' is not a decimal number of seconds")
        try assertRefused("rt\n0.5\ninf\n0.7\n", "line 3: 'inf' is not a decimal number of seconds")
        try assertRefused("person,rt\nann,0.5\n\nann,0.6\n", "line 3: blank")
    }

    /// Times in milliseconds are bounded and worded in milliseconds.
    func testMillisecondsAreNamedAsSuch() throws {
        try assertRefused("rt\n3600001\n3600\n3000\n", "line 2: 3600001 milliseconds is longer than any reaction "
                          + "(at most 3600000 ms)", unit: "ms")
        try assertRefused("rt\n500\n0x10\n3000\n", "line 3: '0x10' is not a decimal number of milliseconds", unit: "ms")
        let path = try FocusBenchProcess.temporaryFile(named: "times.csv", containing: "rt\n5000\n600\n700\n")
        XCTAssertEqual(try FocusBenchProcess.run("calibrate", path, "--unit", "ms").status, 0)
    }

    func testJSONHasTheDocumentedShapeAndTheProfileLoads() throws {
        let output = try FocusBenchProcess.temporaryFolder("calibrate").appendingPathComponent("me.json").path
        let result = try FocusBenchProcess.run("calibrate", example, "--format", "json", "--output", output, "--name", "me")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.jsonObject()
        // The example was drawn from a lognormal (median 0.7 s, log-sd 0.3).
        XCTAssertEqual(json["best"] as? String, "lognormal")
        let fits = try XCTUnwrap(json["fits"] as? [[String: Any]])
        XCTAssertEqual(fits.map { $0["family"] as? String }, ["lognormal", "gamma", "exGaussian"])
        XCTAssertEqual(Set(fits[2].keys), ["family", "parameters", "logLikelihood", "aic", "ks"])
        XCTAssertEqual(Set((fits[2]["parameters"] as? [String: Double])?.keys ?? [:].keys), ["mu", "sigma", "tau"])
        XCTAssertNotNil((json["profile"] as? [String: Any])?["reactionTime"])
        let simulate = try FocusBenchProcess.run("simulate", "scenarios/signup.json", "--profiles", output,
                                                 "--user", "me", "--replications", "200")
        XCTAssertEqual(simulate.status, 0, simulate.stderr)
    }

    func testNeverOverwritesTheInput() throws {
        let path = try FocusBenchProcess.temporaryFile(named: "times.csv", containing: "0.5\n0.6\n0.7\n0.55\n")
        let result = try FocusBenchProcess.run("calibrate", path, "--output", path)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "0.5\n0.6\n0.7\n0.55\n")
    }

    func testAPersonColumnKeepsTheSameBoundOnTimes() throws {
        let path = try FocusBenchProcess.temporaryFile(named: "people.csv",
                                                       containing: "person,rt\nann,0.5\nann,0.6\nbob,3600.5\nbob,0.7\n")
        try BadInput.assertRefused(["calibrate", path],
                                   startsWith: "focusbench: \(path): line 4: 3600.5 seconds is longer than any reaction "
                                       + "(at most 3600 s); are the times in seconds?")
    }
}
