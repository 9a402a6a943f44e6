import FocusModel
import XCTest

/// Rules for profile objects and distributions, checked through a scenario's `users`.
final class ProfileValidationTests: XCTestCase {
    private func assertProfileError(_ key: String, _ value: JSONValue, path suffix: String = "", message: String,
                                    file: StaticString = #filePath, line: UInt = #line) {
        assertScenarioError(replacing: ["users", "slow-scan", .key(key)], with: value,
                            at: #"$.users["slow-scan"].\#(key)\#(suffix)"#, message: message, file: file, line: line)
    }

    func testUnknownProfileKey() {
        assertProfileError("scanSpeed", 2, message: #"unknown key "scanSpeed"; allowed keys: kind, base, scanning, mode, scanInterval"#)
    }

    func testUnknownKind() {
        assertProfileError("kind", "voiceover", message: #"unknown kind "voiceover"; allowed kinds: switch"#)
    }

    func testUnknownBase() {
        assertProfileError("base", "ios", message: #"unknown profile "ios"; available profiles: ios-switch-control"#)
    }

    func testScanIntervalMustBePositive() {
        assertProfileError("scanInterval", 0, message: "must be greater than 0, found 0")
        assertProfileError("scanInterval", -1, message: "must be greater than 0, found -1")
    }

    func testFirstItemPauseMustNotBeNegative() {
        assertProfileError("firstItemPause", -0.5, message: "must not be negative, found -0.5")
    }

    func testLoopsMustBeAPositiveWholeNumberOrNull() {
        assertProfileError("loops", 2.5, message: "must be a whole number, found 2.5")
        assertProfileError("loops", 0, message: "must be between 1 and")
        assertProfileError("loops", -1, message: "must not be negative")
        assertProfileError("loops", "4", message: "expected a number, found a string")
    }

    func testEnumeratedProfileValues() {
        assertProfileError("scanning", "manual", message: "allowed values: auto")
        assertProfileError("mode", "row", message: "allowed values: item")
        assertProfileError("resumeAfterSelection", "last", message: "allowed values: first, current")
    }

    func testFalseActivationIsAProbability() {
        assertProfileError("falseActivation", 1.5, message: "must be a probability in [0, 1], found 1.5")
        assertProfileError("falseActivation", -0.1, message: "must be a probability in [0, 1]")
    }

    // MARK: - Distributions

    func testDistributionNeedsExactlyOneFamily() {
        assertProfileError("reactionTime", [:], message: "exactly one of fixed, uniform, normal, lognormal, gamma, exGaussian; found none")
        assertProfileError("reactionTime", ["fixed": 1, "uniform": ["min": 0, "max": 1]],
                           message: "found fixed, uniform")
    }

    func testUnknownDistributionFamily() {
        assertProfileError("reactionTime", ["poisson": 1], path: ".poisson", message: #"unknown key "poisson"; allowed keys: fixed"#)
    }

    func testDistributionMustBeAnObject() {
        assertProfileError("recoveryTime", 2.0, message: "expected an object, found a number")
    }

    func testFixedMustNotBeNegative() {
        assertProfileError("activationTime", ["fixed": -1], path: ".fixed", message: "must not be negative")
    }

    func testUniformRules() {
        assertProfileError("reactionTime", ["uniform": ["min": 0.5, "max": 0.4]], path: ".uniform.max",
                           message: "must be at least min (0.5), found 0.4")
        assertProfileError("reactionTime", ["uniform": ["min": -0.1, "max": 0.4]], path: ".uniform.min",
                           message: "must not be negative")
        assertProfileError("reactionTime", ["uniform": ["min": 0.1]], path: ".uniform", message: #"missing required key "max""#)
        assertProfileError("reactionTime", ["uniform": ["min": 0.1, "max": 0.2, "mode": 0.15]], path: ".uniform.mode",
                           message: "allowed keys: min, max")
    }

    func testNormalRules() {
        assertProfileError("reactionTime", ["normal": ["mean": 0.6, "sd": -0.1]], path: ".normal.sd", message: "must not be negative")
        assertProfileError("reactionTime", ["normal": ["mean": -0.6, "sd": 0.1]], path: ".normal.mean", message: "must not be negative")
    }

    func testLognormalRules() {
        assertProfileError("reactionTime", ["lognormal": ["mu": -0.5, "sigma": 0]], path: ".lognormal.sigma",
                           message: "must be greater than 0")
        let text = exampleScenario.replacing(["users", "slow-scan", "reactionTime"],
                                             with: ["lognormal": ["mu": 0, "sigma": 0.3]])
            .serialized(pretty: false).replacingOccurrences(of: #""mu":0"#, with: #""mu":-1e400"#)
        assertScenarioError(text: text, path: #"$.users["slow-scan"].reactionTime.lognormal.mu"#, message: "finite")
    }

    func testGammaRules() {
        assertProfileError("reactionTime", ["gamma": ["shape": 0, "scale": 0.2]], path: ".gamma.shape", message: "greater than 0")
        assertProfileError("reactionTime", ["gamma": ["shape": 3, "scale": -0.2]], path: ".gamma.scale", message: "greater than 0")
    }

    func testExGaussianRules() {
        assertProfileError("reactionTime", ["exGaussian": ["mu": 0.4, "sigma": 0.05, "tau": 0]], path: ".exGaussian.tau",
                           message: "greater than 0")
        assertProfileError("reactionTime", ["exGaussian": ["mu": 0.4, "sigma": 0, "tau": 0.2]], path: ".exGaussian.sigma",
                           message: "greater than 0")
        assertProfileError("reactionTime", ["exGaussian": ["mu": 0.4, "tau": 0.2]], path: ".exGaussian",
                           message: #"missing required key "sigma""#)
    }

    /// Moments that doubles cannot hold are not an infinite mean: the
    /// refusal says what went wrong.
    func testExGaussianWhoseMeanCannotBeComputed() {
        assertProfileError("reactionTime", ["exGaussian": ["mu": 0.5, "sigma": 1e-300, "tau": 1e-300]],
                           message: "has a mean that cannot be computed from these parameters")
    }

    func testExGaussianMuMayBeNegative() throws {
        let value = exampleScenario.replacing(["users", "slow-scan", "reactionTime"],
                                              with: ["exGaussian": ["mu": -0.1, "sigma": 0.05, "tau": 0.5]])
        let scenario = try ScenarioLoader.decode(text: value.serialized(pretty: false), file: "t.json")
        guard let profile = scenario.users[0].profile.switchScanning else { return XCTFail() }
        XCTAssertEqual(profile.reactionTime, .exGaussian(mu: -0.1, sigma: 0.05, tau: 0.5))
    }

    func testEmptyProfileName() {
        assertScenarioError(replacing: ["users", ""], with: [:], at: #"$.users[""]"#, message: "must not be empty")
    }
}
