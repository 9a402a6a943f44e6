import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// The time breakdown of every uncapped replication adds up to its total.
final class BreakdownTests: XCTestCase {
    func testCategoriesSumToTheTotal() throws {
        let profiles = [
            profile(reaction: .lognormal(mu: log(0.6), sigma: 0.35)),
            profile(loops: 1, resume: .current, reaction: .uniform(min: 0.5, max: 1.5),
                    activation: .gamma(shape: 2, scale: 0.1), entryPerCharacter: .uniform(min: 0.5, max: 1.5)),
            profile(loops: 2, reaction: .exGaussian(mu: 0.5, sigma: 0.1, tau: 0.3), falseActivation: 0.08,
                    recovery: .uniform(min: 1, max: 3), entryPerCharacter: .fixed(0.75)),
            profile(pause: 0, resume: .current, reaction: .normal(mean: 0.8, sd: 0.3), falseActivation: 0.05),
        ]
        for (index, p) in profiles.enumerated() {
            let model = try SwitchScanningModel(itemCount: 7, steps: steps([3, 0, 6, 6], characters: [4, 0, 2, 0]),
                                                profile: p)
            let records = replicate(model, count: 2000, seed: UInt64(index))
            XCTAssertFalse(records.contains(where: \.capped))
            for record in records {
                XCTAssertEqual(record.breakdown.total, record.total, accuracy: 1e-9 * record.total, "profile \(index)")
                for (name, seconds) in record.breakdown.listing(TimeCategory.allCases) {
                    XCTAssertGreaterThanOrEqual(seconds, 0, "\(name), profile \(index)")
                }
            }
        }
    }

    /// With no misses, restarts or false presses nothing is charged to errors.
    func testNoErrorsMeansNoErrorTime() throws {
        let model = try SwitchScanningModel(itemCount: 7, steps: steps([3, 0, 6]),
                                            profile: profile(reaction: .uniform(min: 0.2, max: 0.9)))
        for record in replicate(model, count: 500) {
            XCTAssertEqual(record.misses, 0)
            XCTAssertEqual(record.breakdown.errors, 0)
        }
    }

    func testSameStreamGivesTheSameRecord() throws {
        let model = try SwitchScanningModel(itemCount: 7, steps: steps([3, 5]),
                                            profile: profile(loops: 2, reaction: .uniform(min: 0.5, max: 1.5),
                                                             falseActivation: 0.1))
        XCTAssertEqual(replicate(model, count: 300, seed: 9), replicate(model, count: 300, seed: 9))
        XCTAssertNotEqual(replicate(model, count: 300, seed: 9), replicate(model, count: 300, seed: 10))
    }
}
