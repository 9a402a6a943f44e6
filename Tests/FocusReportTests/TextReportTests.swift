import FocusCost
@testable import FocusReport
import FocusStats
import XCTest

final class TextReportTests: XCTestCase {
    func testEstimateTextIsExact() throws {
        let expected = """
            Tiny form: order 'visual', user bench-reference
            seed 42 · 4 replications · 1 thread · cap 3600 s per replication

            Completion time (s)
              mean                          10.50
              sd                             1.25
              95% CI                8.50 to 12.50
              median                        10.50
              p90                           11.70
              p95                           11.85
              min                            9.00
              max                           12.00
              closed form            10.40 ± 1.20

            Where the time goes     mean s    share
              waiting                 6.00    57.1%
              reacting                1.50    14.3%
              errors                  1.00     9.5%
              activation              0.00     0.0%
              entry                   2.00    19.0%
              total                  10.50   100.0%

            Events                  total   per replication
              misses                    2              0.50
              false activations         1              0.25
              restarts                  0              0.00
              capped replications       0              0.00

            Simulation took 0.25 s.

            """
        XCTAssertEqual(try TextFormat().render(.estimate(ReportFixtures.estimate())), expected)
    }

    func testEstimateWithoutClosedFormLeavesItsLineOut() throws {
        let text = try TextFormat().render(.estimate(ReportFixtures.estimate(analytic: nil)))
        XCTAssertFalse(text.contains("closed form"))
        XCTAssertFalse(text.contains("WARNING"))
    }

    func testCappedReplicationsAreFlaggedNearTheTop() throws {
        let lines = try TextFormat().render(.estimate(ReportFixtures.estimate(capped: 1))).split(separator: "\n")
        XCTAssertEqual(lines[2], "WARNING: 1 of 4 replications of order 'visual' (25.0%) reached the 3600 s cap; "
            + "its mean and quantiles are lower bounds (raise the cap with --max-seconds).")
    }

    func testComparisonShowsBothOrdersSideBySide() throws {
        let text = try TextFormat().render(.comparison(ReportFixtures.comparison()))
        XCTAssert(text.hasPrefix("Tiny form: user bench-reference, A = order 'visual', B = order 'alphabetical'\n"
            + "seed 42 · 4 replications · 1 thread · cap 3600 s per replication · common random numbers\n"))
        XCTAssert(text.contains("Completion time (s)         A: visual   B: alphabetical\n"))
        XCTAssert(text.contains("  mean                          10.50             12.50\n"))
        XCTAssert(text.contains("  closed form            10.40 ± 1.20              none\n"))
        XCTAssert(text.contains("  waiting                        6.00              8.00\n"))
        XCTAssert(text.contains("\nA (visual) is 2.00 s faster than B (alphabetical) on average "
            + "(95% CI 1.50 to 2.50 s), p < 0.001; A was faster in 75.0% of replications.\n"))
    }

    func testDifferenceSentenceWhenBIsFaster() {
        let comparison = ReportFixtures.comparison(meanDifference: 12.3, ci95: ClosedInterval(low: 11.8, high: 12.9),
                                                   pValue: 0.042, probabilityAFaster: 0.03)
        XCTAssertEqual(DifferenceSentence.render(comparison),
                       "B (alphabetical) is 12.30 s faster than A (visual) on average (95% CI 11.80 to 12.90 s), "
                           + "p = 0.042; A was faster in 3.0% of replications.")
    }

    func testDifferenceSentenceWhenTheOrdersTie() {
        let comparison = ReportFixtures.comparison(meanDifference: 0, ci95: ClosedInterval(low: 0, high: 0),
                                                   pValue: 1, probabilityAFaster: 0)
        XCTAssertEqual(DifferenceSentence.render(comparison),
                       "A (visual) and B (alphabetical) take the same time on average (95% CI 0.00 to 0.00 s), "
                           + "p = 1.000; A was faster in 0.0% of replications.")
    }

    func testNumbersNeverShowANegativeZero() {
        XCTAssertEqual(NumberText.seconds(-0.001), "0.00")
        XCTAssertEqual(NumberText.seconds(-0.01), "-0.01")
        XCTAssertEqual(NumberText.seconds(.nan), "n/a")
    }
}
