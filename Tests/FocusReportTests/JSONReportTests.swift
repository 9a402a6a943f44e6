import FocusCost
import FocusModel
import FocusReport
import XCTest

final class JSONReportTests: XCTestCase {
    private static let estimateKeys = [
        "scenario", "order", "user", "replications", "seed", "threads", "maxSeconds", "mean", "sd", "variance",
        "standardError", "ci95", "median", "p90", "p95", "min", "max", "model", "breakdown", "entryBreakdown", "counts", "targets",
        "analytic", "elapsedSeconds",
    ]

    func testEstimateParsesBackWithEveryField() throws {
        let text = try JSONFormat().render(.estimate(ReportFixtures.estimate()))
        XCTAssert(text.hasSuffix("}\n"))
        let json = try JSONValue.parse(text)
        XCTAssertEqual(json.objectValue?.map(\.key), Self.estimateKeys)
        XCTAssertEqual(json["scenario"], "Tiny form")
        XCTAssertEqual(json["order"], "visual")
        XCTAssertEqual(json["user"], "bench-reference")
        XCTAssertEqual(json["replications"], 4)
        XCTAssertEqual(json["seed"], 42)
        XCTAssertEqual(json["threads"], 1)
        XCTAssertEqual(json["mean"], 10.5)
        XCTAssertEqual(json["sd"], 1.25)
        XCTAssertEqual(json["variance"], 1.5625)
        XCTAssertEqual(json["ci95"], [8.5, 12.5])
        XCTAssertEqual(json["p95"], 11.85)
        XCTAssertEqual(json["breakdown"], ["waiting": 6, "reacting": 1.5, "errors": 1, "activation": 0, "entry": 2])
        XCTAssertEqual(json["counts"], ["misses": 2, "falseActivations": 1, "restarts": 0, "capped": 0])
        XCTAssertEqual(json["analytic"], ["mean": 10.4, "sd": 1.2])
        XCTAssertEqual(json["elapsedSeconds"], 0.25)
    }

    func testMissingClosedFormIsNull() throws {
        let json = try JSONValue.parse(try JSONFormat().render(.estimate(ReportFixtures.estimate(analytic: nil))))
        XCTAssertEqual(json["analytic"], .null)
    }

    func testComparisonHasBothEstimatesAndTheDifference() throws {
        let json = try JSONValue.parse(try JSONFormat().render(.comparison(ReportFixtures.comparison())))
        XCTAssertEqual(json.objectValue?.map(\.key), ["a", "b", "difference"])
        XCTAssertEqual(json["a"]?.objectValue?.map(\.key), Self.estimateKeys)
        XCTAssertEqual(json["b"]?["order"], "alphabetical")
        XCTAssertEqual(json["difference"], [
            "mean": -2, "ci95": [-2.5, -1.5], "pValue": 0.0004, "probabilityAFaster": 0.75,
        ])
    }
}
