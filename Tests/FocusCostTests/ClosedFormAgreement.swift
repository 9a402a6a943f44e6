import Foundation
import FocusCost
import XCTest

/// |simulated mean − exact| < 4 SE: the replications are independent, so the
/// sample mean's standard error bounds the distance.
func assertMeanAgrees(_ estimate: Estimate, with analytic: AnalyticMoments, _ label: String,
                      file: StaticString = #filePath, line: UInt = #line) {
    let s = estimate.summary
    XCTAssertLessThan(abs(s.mean - analytic.mean), 4 * s.standardError,
                      "\(label): simulated \(s.mean) ± \(s.standardError), exact \(analytic.mean)",
                      file: file, line: line)
}

/// |simulated sd − exact| < 4 SE(s), the sample sd's standard error from the
/// sample fourth central moment: Var(s²) ≈ (m4 − s⁴)/N and, by the delta
/// method, SE(s) ≈ SE(s²)/(2s). Needs the estimate's records (`keep: true`).
func assertSDAgrees(_ estimate: Estimate, with analytic: AnalyticMoments, _ label: String,
                    file: StaticString = #filePath, line: UInt = #line) throws {
    let s = estimate.summary
    let totals = try XCTUnwrap(estimate.records, file: file, line: line).map(\.total)
    let n = Double(totals.count)
    let m4 = totals.reduce(0) { $0 + pow($1 - s.mean, 4) } / n
    let seSD = (max(m4 - pow(s.sd, 4), 0) / n).squareRoot() / (2 * s.sd)
    XCTAssertLessThan(abs(s.sd - analytic.sd), 4 * seSD,
                      "\(label): simulated sd \(s.sd) ± \(seSD), exact \(analytic.sd)", file: file, line: line)
}
