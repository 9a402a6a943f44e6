import FocusStats
import XCTest

/// Maximum-likelihood fits recover the parameters of large synthetic samples
/// within 4 standard errors, and AIC picks the family that made the sample.
/// Standard errors come from the observed information: the inverse of the
/// numerical Hessian of −log L at the estimate, in the file's parameters.
final class FitRecoveryTests: XCTestCase {
    private let count = 20_000

    private func sample(_ distribution: Distribution, seed: UInt64) -> [Double] {
        let stream = RandomStream(seed: seed)
        return (0..<count).map { _ in distribution.sample(stream) }
    }

    private func assertRecovers(_ truth: Distribution, family: FitFamily, seed: UInt64,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        let data = sample(truth, seed: seed)
        let fits = try DistributionFitter.fitAll(data)
        let fit = try XCTUnwrap(fits.first { $0.family == family })
        XCTAssertEqual(fit.distribution.family, truth.family, file: file, line: line)
        let estimate = fit.distribution.parameters.map(\.value)
        let errors = ObservedInformation.standardErrors(at: estimate, data: data) { values in
            Distribution.rebuilt(like: truth, values)
        }
        for (index, parameter) in truth.parameters.enumerated() {
            XCTAssertEqual(estimate[index], parameter.value, accuracy: 4 * errors[index],
                           "\(family) \(parameter.name)", file: file, line: line)
        }
        XCTAssertEqual(DistributionFitter.best(of: fits)?.family, family, "AIC picks the generating family",
                       file: file, line: line)
        // With the right family and n = 20 000, the KS distance is of order 1/sqrt(n) ≈ 0.007.
        XCTAssertLessThan(fit.ks, 0.02, file: file, line: line)
    }

    func testLognormal() throws {
        try assertRecovers(.lognormal(mu: log(0.6), sigma: 0.35), family: .lognormal, seed: 11)
    }

    func testGamma() throws {
        try assertRecovers(.gamma(shape: 3, scale: 0.22), family: .gamma, seed: 12)
    }

    func testExGaussian() throws {
        try assertRecovers(.exGaussian(mu: 0.45, sigma: 0.05, tau: 0.25), family: .exGaussian, seed: 13)
    }

    func testLognormalMatchesItsClosedFormEstimate() throws {
        let data = sample(.lognormal(mu: -0.2, sigma: 0.5), seed: 21)
        let logs = data.map { log($0) }
        let mu = logs.reduce(0, +) / Double(count)
        let sigma = (logs.reduce(0) { $0 + ($1 - mu) * ($1 - mu) } / Double(count)).squareRoot()
        let fit = try DistributionFitter.fit(.lognormal, to: data)
        guard case let .lognormal(fittedMu, fittedSigma) = fit.distribution else { return XCTFail("\(fit)") }
        XCTAssertEqual(fittedMu, mu, accuracy: 1e-5)
        XCTAssertEqual(fittedSigma, sigma, accuracy: 1e-5)
    }

    func testAICAndKSDefinitions() throws {
        let data = [0.5, 0.7, 0.62, 0.9, 0.41, 0.55]
        let fit = try DistributionFitter.fit(.gamma, to: data)
        XCTAssertEqual(fit.aic, 4 - 2 * fit.logLikelihood, accuracy: 1e-12)
        XCTAssertEqual(fit.logLikelihood, data.reduce(0) { $0 + fit.distribution.logDensity($1)! }, accuracy: 1e-9)
        let sorted = data.sorted()
        var ks = 0.0
        for (i, x) in sorted.enumerated() {
            let f = fit.distribution.cdf(x)
            ks = max(ks, abs(Double(i + 1) / 6 - f), abs(f - Double(i) / 6))
        }
        XCTAssertEqual(fit.ks, ks, accuracy: 1e-12)
    }

    func testRefusesUnusableSamples() {
        XCTAssertThrowsError(try DistributionFitter.fitAll([0.5, 0.6])) { XCTAssertEqual($0 as? FitError, .tooFewValues(2)) }
        XCTAssertThrowsError(try DistributionFitter.fitAll([0.5, 0, 0.6])) {
            XCTAssertEqual($0 as? FitError, .notPositive(index: 1, value: 0))
        }
        XCTAssertThrowsError(try DistributionFitter.fitAll([0.5, 0.5, 0.5])) { XCTAssertEqual($0 as? FitError, .noSpread) }
    }
}

extension Distribution {
    /// A distribution of the same family as `template` with `values` as its parameters.
    static func rebuilt(like template: Distribution, _ values: [Double]) -> Distribution {
        switch template {
        case .lognormal: .lognormal(mu: values[0], sigma: values[1])
        case .gamma: .gamma(shape: values[0], scale: values[1])
        case .exGaussian: .exGaussian(mu: values[0], sigma: values[1], tau: values[2])
        default: template
        }
    }
}

/// Asymptotic standard errors from the observed Fisher information.
enum ObservedInformation {
    static func standardErrors(at estimate: [Double], data: [Double],
                               distribution: @escaping ([Double]) -> Distribution) -> [Double] {
        let k = estimate.count
        let negativeLogL = { (p: [Double]) -> Double in
            var total = 0.0
            for x in data { total -= distribution(p).logDensity(x)! }
            return total
        }
        var hessian = [[Double]](repeating: [Double](repeating: 0, count: k), count: k)
        let h = estimate.map { max(abs($0), 0.01) * 1e-3 }
        for i in 0..<k {
            for j in i..<k {
                func shifted(_ si: Double, _ sj: Double) -> Double {
                    var p = estimate
                    p[i] += si * h[i]
                    p[j] += sj * h[j]
                    return negativeLogL(p)
                }
                let value = (shifted(1, 1) - shifted(1, -1) - shifted(-1, 1) + shifted(-1, -1)) / (4 * h[i] * h[j])
                hessian[i][j] = value
                hessian[j][i] = value
            }
        }
        return inverseDiagonal(hessian).map { $0.squareRoot() }
    }

    /// The diagonal of the inverse of a small symmetric positive-definite matrix (Gauss–Jordan).
    private static func inverseDiagonal(_ matrix: [[Double]]) -> [Double] {
        let n = matrix.count
        var a = matrix
        var inverse = (0..<n).map { i in (0..<n).map { $0 == i ? 1.0 : 0.0 } }
        for column in 0..<n {
            let pivot = a[column][column]
            for j in 0..<n {
                a[column][j] /= pivot
                inverse[column][j] /= pivot
            }
            for row in 0..<n where row != column {
                let factor = a[row][column]
                for j in 0..<n {
                    a[row][j] -= factor * a[column][j]
                    inverse[row][j] -= factor * inverse[column][j]
                }
            }
        }
        return (0..<n).map { inverse[$0][$0] }
    }
}
