import CGSL

/// Minimises a function of one variable with GSL's Brent minimiser
/// (`gsl_min_fminimizer_brent`), owning the GSL state for the call.
///
/// Brent's method needs a bracket: a guess whose value is below the values at
/// both ends. `minimize(_:over:gridPoints:)` finds one on a grid first, so a
/// caller only gives the interval.
package enum ScalarMinimizer {
    public struct Result: Sendable, Equatable {
        public var x: Double
        public var value: Double
        public var iterations: Int
    }

    /// The minimum of `f` in [lower, upper], bracketed by `guess`:
    /// requires f(guess) < f(lower) and f(guess) < f(upper) (GSL refuses otherwise).
    /// Stops when the bracket is narrower than `absoluteTolerance` + `relativeTolerance` |x|.
    public static func minimize(
        _ f: (Double) -> Double, lower: Double, upper: Double, guess: Double,
        absoluteTolerance: Double = 1e-6, relativeTolerance: Double = 1e-6, maxIterations: Int = 200
    ) throws -> Result {
        GSLSetup.ensure()
        guard let state = gsl_min_fminimizer_alloc(focusbench_min_brent()) else {
            throw GSLError(status: Int32(GSL_ENOMEM), context: "Brent minimiser allocation")
        }
        defer { gsl_min_fminimizer_free(state) }
        return try withoutActuallyEscaping(f) { body in
            var box = ScalarFunctionBox(body: body)
            return try withUnsafeMutablePointer(to: &box) { pointer in
                var function = gsl_function(
                    function: { x, raw in raw!.assumingMemoryBound(to: ScalarFunctionBox.self).pointee.body(x) },
                    params: UnsafeMutableRawPointer(pointer))
                try check(gsl_min_fminimizer_set(state, &function, guess, lower, upper),
                          "Brent minimiser start at \(guess) in [\(lower), \(upper)]")
                var iterations = 0
                while iterations < maxIterations {
                    iterations += 1
                    try check(gsl_min_fminimizer_iterate(state), "Brent minimiser iteration \(iterations)")
                    let low = gsl_min_fminimizer_x_lower(state)
                    let high = gsl_min_fminimizer_x_upper(state)
                    let status = gsl_min_test_interval(low, high, absoluteTolerance, relativeTolerance)
                    if status == GSL_SUCCESS { break }
                    if status != GSL_CONTINUE { try check(status, "Brent minimiser convergence test") }
                }
                return Result(x: gsl_min_fminimizer_x_minimum(state), value: gsl_min_fminimizer_f_minimum(state),
                              iterations: iterations)
            }
        }
    }

    /// The minimum of `f` in [lower, upper]: `f` is evaluated on `gridPoints`
    /// evenly spaced points, the best one is refined by Brent's method between
    /// its neighbours, and an end of the interval is returned as it is when
    /// it is the best grid point (the minimum lies on the boundary).
    public static func minimize(
        _ f: (Double) -> Double, over lower: Double, _ upper: Double, gridPoints: Int = 21,
        absoluteTolerance: Double = 1e-6, relativeTolerance: Double = 1e-6
    ) throws -> Result {
        // A bad interval comes from data (a NaN or a bound too large to move
        // by the grid step), so it is an error the caller can report, not a trap.
        guard gridPoints >= 3, lower.isFinite, upper.isFinite, lower < upper else {
            throw GSLError(status: Int32(GSL_EDOM), context: "minimising over [\(lower), \(upper)] with \(gridPoints) grid points")
        }
        let step = (upper - lower) / Double(gridPoints - 1)
        let xs = (0..<gridPoints).map { $0 == gridPoints - 1 ? upper : lower + Double($0) * step }
        let values = xs.map(f)
        var best = 0
        for index in values.indices where values[index] < values[best] { best = index }
        if best == 0 || best == gridPoints - 1 || !(values[best] < values[best - 1] && values[best] < values[best + 1]) {
            return Result(x: xs[best], value: values[best], iterations: 0)
        }
        let refined = try minimize(f, lower: xs[best - 1], upper: xs[best + 1], guess: xs[best],
                                   absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance)
        return refined.value <= values[best] ? refined : Result(x: xs[best], value: values[best], iterations: 0)
    }
}

/// The Swift closure handed to GSL through its `void *params`.
private struct ScalarFunctionBox {
    var body: (Double) -> Double
}
