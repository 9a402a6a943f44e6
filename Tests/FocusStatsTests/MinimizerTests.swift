import FocusStats
import XCTest

/// GSL's Brent and Nelder–Mead minimisers behind their Swift wrappers.
final class MinimizerTests: XCTestCase {
    /// A function with a known minimum and a kink-free but asymmetric shape.
    private func skewedBowl(_ x: Double) -> Double { exp(x - 1.3) - x + 0.2 * (x - 1) * (x - 1) }

    func testBrentAgreesWithADenseGridSearch() throws {
        let result = try ScalarMinimizer.minimize(skewedBowl, over: 0, 4, gridPoints: 11)
        let gridStep = 1e-5
        var bestX = 0.0
        var bestValue = Double.infinity
        for i in 0...400_000 {
            let x = Double(i) * gridStep
            if skewedBowl(x) < bestValue { (bestX, bestValue) = (x, skewedBowl(x)) }
        }
        // The grid's answer is within half a step of the true minimum; Brent's within its tolerance (1e-6 relative).
        XCTAssertEqual(result.x, bestX, accuracy: gridStep)
        XCTAssertLessThanOrEqual(result.value, bestValue + 1e-12)
        XCTAssertGreaterThan(result.iterations, 0)
    }

    func testMinimumOnTheBoundaryIsReturnedAsTheBoundary() throws {
        let result = try ScalarMinimizer.minimize({ ($0 - 5) * ($0 - 5) }, over: 0, 2)
        XCTAssertEqual(result.x, 2)
        XCTAssertEqual(result.iterations, 0)
    }

    func testGuessThatDoesNotBracketIsAGSLError() {
        XCTAssertThrowsError(try ScalarMinimizer.minimize({ $0 * $0 }, lower: 1, upper: 3, guess: 2)) { error in
            XCTAssertTrue(error is GSLError, "\(error)")
        }
    }

    func testSimplexFindsTheRosenbrockMinimum() throws {
        let rosenbrock = { (p: [Double]) in
            let (x, y) = (p[0], p[1])
            return (1 - x) * (1 - x) + 100 * (y - x * x) * (y - x * x)
        }
        let result = try SimplexMinimizer.minimize(rosenbrock, start: [-1.2, 1], stepSizes: [0.5, 0.5],
                                                   sizeTolerance: 1e-10, maxIterations: 5000)
        XCTAssertTrue(result.converged)
        XCTAssertEqual(result.x[0], 1, accuracy: 1e-4)
        XCTAssertEqual(result.x[1], 1, accuracy: 1e-4)
        XCTAssertLessThan(result.value, 1e-8)
    }
}
