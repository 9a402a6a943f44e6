import FocusCost
import FocusModel
import FocusReport
import XCTest

final class ReportJSONTests: XCTestCase {
    private static let document = try! HTMLReportFixtures.document(budgetPercent: 5)

    func testSchemaKeys() throws {
        let root = try JSONValue.parse(ReportSchemaJSON.render(Self.document))
        XCTAssertEqual(root["schemaVersion"]?.numberValue, 1)
        XCTAssertEqual(root["kind"]?.stringValue, "focusbench-report")
        for key in ["scenario", "settings", "orders", "users", "baseline", "cells", "comparisons", "stored",
                    "budgetViolations"] {
            XCTAssertNotNil(root[key], "no \(key)")
        }
        XCTAssertEqual(root["settings"]?["seed"]?.numberValue, 3)
        XCTAssertEqual(root["settings"]?["failIfSlowerPercent"]?.numberValue, 5)
        XCTAssertEqual(root["scenario"]?["elements"]?.arrayValue?.count, 8)
        let cells = try XCTUnwrap(root["cells"]?.arrayValue)
        XCTAssertEqual(cells.count, 2)
        for key in ["order", "user", "model", "mean", "sd", "standardError", "ci95", "median", "p90", "p95",
                    "categories", "breakdown", "counts", "targets", "histogram", "percentiles", "timeline"] {
            XCTAssertNotNil(cells[0][key], "no cells[].\(key)")
        }
        XCTAssertEqual(cells[0]["percentiles"]?.arrayValue?.count, 101)
        XCTAssertEqual(cells[0]["histogram"]?["counts"]?.arrayValue?.compactMap(\.numberValue).reduce(0, +), 400)
        XCTAssertEqual(cells[0]["timeline"]?.arrayValue?.count, 4)
        let comparison = try XCTUnwrap(root["comparisons"]?[0])
        XCTAssertEqual(comparison["order"]?.stringValue, "passwordFirst")
        XCTAssertEqual(comparison["baseline"]?.stringValue, "visual")
        XCTAssertEqual(comparison["relative"]?["ci95"]?.arrayValue?.count, 2)
        XCTAssertEqual(comparison["exceedsBudget"]?.boolValue, false)
    }

    /// The last prefix run is the whole task with the same seed and
    /// replications, so the steps add up to the estimate's mean.
    func testTimelineStepsAddUpToTheMean() {
        for cell in Self.document.cells {
            let sum = cell.timeline.map(\.total).reduce(0, +)
            XCTAssertEqual(sum, cell.estimate.summary.mean, accuracy: 1e-9 * cell.estimate.summary.mean)
            for step in cell.timeline { XCTAssertGreaterThan(step.total, 0) }
        }
    }

    func testAStoredReportOfTheSameRunShowsNoChange() throws {
        let stored = ReportSchemaJSON.render(Self.document)
        let comparison = try StoredComparison.compare(Self.document.cells, withStored: stored, file: "old.json",
                                                      budgetPercent: 1)
        XCTAssertEqual(comparison.rows.count, 2)
        for row in comparison.rows {
            XCTAssertEqual(row.relative.estimate, 0, accuracy: 1e-12)
            XCTAssertLessThan(row.relative.ci95.low, 0)
            XCTAssertEqual(row.exceedsBudget, false)
        }
        XCTAssertThrowsError(try StoredComparison.compare(Self.document.cells, withStored: "{\"a\": 1}", file: "x",
                                                          budgetPercent: nil))
    }

    func testPairedRelativeDifference() {
        let base = [10.0, 12, 9, 14, 11]
        let exact = RelativeDifference.paired(base.map { $0 * 1.1 }, over: base)
        XCTAssertEqual(exact.estimate, 0.1, accuracy: 1e-12)
        XCTAssertEqual(exact.ci95.low, 0.1, accuracy: 1e-12)
        XCTAssertTrue(exact.exceeds(percent: 9.9))
        XCTAssertFalse(exact.exceeds(percent: 10.1))
        let noisy = RelativeDifference.paired([11.0, 13, 9, 16, 11], over: base)
        XCTAssertLessThan(noisy.ci95.low, noisy.estimate)
        XCTAssertGreaterThan(noisy.ci95.high, noisy.estimate)
    }
}
