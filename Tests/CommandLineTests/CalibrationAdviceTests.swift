import Foundation
import XCTest

/// `focusbench calibrate` says what the fit means in plain words and warns
/// about millisecond values, small samples and implausible times.
final class CalibrationAdviceTests: XCTestCase {
    private func calibrate(_ text: String, _ extra: [String] = []) throws -> FocusBenchProcess.Result {
        let path = try FocusBenchProcess.temporaryFile(named: "times.csv", containing: text)
        return try FocusBenchProcess.run(["calibrate", path] + extra)
    }

    func testTextOpensWithThePlainSentence() throws {
        let result = try FocusBenchProcess.run("calibrate", "scenarios/reaction-times-example.csv")
        XCTAssertEqual(result.status, 0, result.stderr)
        let first = try XCTUnwrap(result.stdout.split(separator: "\n").first)
        // The example is a lognormal with median 0.7 s and log-sd 0.3: its 90th percentile is
        // 0.7 · exp(1.2816 · 0.3) = 1.03 s; the fit of 200 values lands near both.
        XCTAssertTrue(first.hasPrefix("Typical reaction 0.7"), String(first))
        XCTAssertTrue(first.contains("; 9 presses in 10 within 1.0"), String(first))
        XCTAssertFalse(result.stdout.contains("Warning"), result.stdout)
    }

    func testMillisecondsAreFlaggedAndConverted() throws {
        let times = (0..<30).map { String(600 + 10 * $0) }.joined(separator: "\n") + "\n"
        let raw = try calibrate(times)
        XCTAssertEqual(raw.status, 0, raw.stderr)
        XCTAssertTrue(raw.stdout.contains("Warning: 30 of 30 times are above 20 s (largest 890 s), which looks like "
            + "milliseconds: give --unit ms"), raw.stdout)

        let converted = try calibrate(times, ["--unit", "ms", "--format", "json"])
        XCTAssertEqual(converted.status, 0, converted.stderr)
        let json = try converted.jsonObject()
        XCTAssertEqual(json["warnings"] as? [String], [])
        XCTAssertEqual(json["unit"] as? String, "ms")
        XCTAssertTrue((json["summary"] as? String)?.hasPrefix("typical reaction 0.7") == true, "\(json)")
    }

    func testSmallSampleSaysHowUncertainAndSkipsThreeParameterFits() throws {
        let result = try calibrate("0.61\n0.72\n0.55\n0.80\n0.66\n0.59\n0.91\n0.70\n", ["--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.jsonObject()
        let fits = try XCTUnwrap(json["fits"] as? [[String: Any]])
        XCTAssertEqual(fits.map { $0["family"] as? String }, ["lognormal", "gamma"])
        let warnings = try XCTUnwrap(json["warnings"] as? [String])
        XCTAssertEqual(warnings.count, 1)
        // Mean 0.6925, sd 0.1184, t(0.975, 7) = 2.3646: half-width 0.099.
        XCTAssertTrue(warnings[0].hasPrefix("only 8 times: the mean reaction 0.69 s is known to about ±0.10 s"),
                      warnings[0])
        XCTAssertTrue(warnings[0].contains("not fitted to fewer than 10"), warnings[0])

        let twelve = try calibrate((0..<12).map { "0.\(60 + $0)" }.joined(separator: "\n"), ["--format", "json"])
        let twelveJSON = try twelve.jsonObject()
        XCTAssertEqual((twelveJSON["fits"] as? [[String: Any]])?.count, 3)
        XCTAssertFalse((twelveJSON["warnings"] as? [String])?.first?.contains("not fitted") ?? true)
    }

    func testImplausiblyShortTimesAreFlagged() throws {
        let times = (0..<25).map { "0.\(60 + $0)" } + ["0.02"]
        let result = try calibrate(times.joined(separator: "\n"))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Warning: 1 of 26 times is under 0.05 s (shortest 20.00 ms)"), result.stdout)
    }

    func testBadUnitIsRefused() throws {
        let result = try FocusBenchProcess.run("calibrate", "scenarios/reaction-times-example.csv", "--unit", "min")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines, ["focusbench: --unit expects s or ms, got 'min'"])
    }
}
