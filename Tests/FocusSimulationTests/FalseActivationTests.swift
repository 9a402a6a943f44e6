import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// Presses on non-target highlights cost a recovery and a fresh scan.
final class FalseActivationTests: XCTestCase {
    private func model(falseActivation: Double, resume: SwitchScanningProfile.Resume = .first) throws
        -> SwitchScanningModel {
        try SwitchScanningModel(itemCount: 6, steps: steps([4, 2]),
                                profile: profile(resume: resume, reaction: .lognormal(mu: log(0.6), sigma: 0.35),
                                                 falseActivation: falseActivation, recovery: .fixed(2)))
    }

    func testFalseActivationsHappenAndCostTime() throws {
        for resume in SwitchScanningProfile.Resume.allCases {
            let clean = replicate(try model(falseActivation: 0, resume: resume), count: 4000, seed: 3)
            let sloppy = replicate(try model(falseActivation: 0.1, resume: resume), count: 4000, seed: 4)
            XCTAssertEqual(clean.map(\.falseActivations).reduce(0, +), 0)
            XCTAssertGreaterThan(sloppy.map(\.falseActivations).reduce(0, +), 0)
            let a = meanAndStandardError(sloppy.map(\.total))
            let b = meanAndStandardError(clean.map(\.total))
            XCTAssertGreaterThan(a.mean - b.mean, 4 * (a.se * a.se + b.se * b.se).squareRoot(), "\(resume)")
            // Every false activation is charged to errors.
            for record in sloppy where record.falseActivations > 0 {
                XCTAssertGreaterThan(record.breakdown.errors, 0)
            }
        }
    }

    /// Three items, target at position 2, a reaction that never misses and resume-first:
    /// each attempt from item 0 passes two non-target highlights, each pressed with
    /// probability p, so an attempt reaches the target with s = (1 - p)^2 and the false
    /// activations are geometric failures with mean (1 - s)/s.
    func testFalseActivationCountIsGeometric() throws {
        for p in [0.05, 0.2] {
            let model = try SwitchScanningModel(itemCount: 3, steps: steps([2]),
                                                profile: profile(reaction: .fixed(0.25), falseActivation: p))
            let records = replicate(model, count: 4000, seed: 6)
            let s = (1 - p) * (1 - p)
            let (mean, se) = meanAndStandardError(records.map { Double($0.falseActivations) })
            XCTAssertLessThan(abs(mean - (1 - s) / s), 4 * se, "p \(p)")
            XCTAssertEqual(records.map(\.misses).reduce(0, +), 0)
        }
    }
}
