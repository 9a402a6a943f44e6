import CGSL

/// Minimises a function of several variables with GSL's Nelder–Mead simplex
/// (`gsl_multimin_fminimizer_nmsimplex2`), owning the GSL state and vectors
/// for the call. It needs no derivatives, which suits likelihoods of
/// transformed parameters and simulated objectives alike.
package enum SimplexMinimizer {
    public struct Result: Sendable, Equatable {
        public var x: [Double]
        public var value: Double
        public var iterations: Int
        /// False when `maxIterations` ran out before the simplex shrank to `sizeTolerance`.
        public var converged: Bool
    }

    /// Starts from `start` with an initial simplex of `stepSizes` along each
    /// axis and stops when the simplex's characteristic size is below `sizeTolerance`.
    public static func minimize(
        _ f: ([Double]) -> Double, start: [Double], stepSizes: [Double],
        sizeTolerance: Double = 1e-8, maxIterations: Int = 2000
    ) throws -> Result {
        precondition(!start.isEmpty && start.count == stepSizes.count, "one step size per variable")
        GSLSetup.ensure()
        let n = start.count
        guard let state = gsl_multimin_fminimizer_alloc(focusbench_multimin_nmsimplex2(), n) else {
            throw GSLError(status: Int32(GSL_ENOMEM), context: "simplex minimiser allocation")
        }
        defer { gsl_multimin_fminimizer_free(state) }
        guard let x0 = gsl_vector_alloc(n), let steps = gsl_vector_alloc(n) else {
            throw GSLError(status: Int32(GSL_ENOMEM), context: "simplex minimiser vectors")
        }
        defer {
            gsl_vector_free(x0)
            gsl_vector_free(steps)
        }
        for i in 0..<n {
            gsl_vector_set(x0, i, start[i])
            gsl_vector_set(steps, i, stepSizes[i])
        }
        return try withoutActuallyEscaping(f) { body in
            var box = VectorFunctionBox(body: body, count: n)
            return try withUnsafeMutablePointer(to: &box) { pointer in
                var function = gsl_multimin_function(
                    f: { v, raw in
                        let box = raw!.assumingMemoryBound(to: VectorFunctionBox.self).pointee
                        let x = (0..<box.count).map { gsl_vector_get(v, $0) }
                        let value = box.body(x)
                        // The simplex compares values; NaN would poison every comparison.
                        return value.isNaN ? .greatestFiniteMagnitude : value
                    },
                    n: n, params: UnsafeMutableRawPointer(pointer))
                try check(gsl_multimin_fminimizer_set(state, &function, x0, steps), "simplex minimiser start")
                var iterations = 0
                var converged = false
                while iterations < maxIterations {
                    iterations += 1
                    let status = gsl_multimin_fminimizer_iterate(state)
                    // nmsimplex2 reports GSL_ENOPROG when the simplex cannot move: it has converged as far as it can.
                    if status == GSL_ENOPROG { converged = true; break }
                    try check(status, "simplex minimiser iteration \(iterations)")
                    let test = gsl_multimin_test_size(gsl_multimin_fminimizer_size(state), sizeTolerance)
                    if test == GSL_SUCCESS { converged = true; break }
                    if test != GSL_CONTINUE { try check(test, "simplex minimiser convergence test") }
                }
                let best = gsl_multimin_fminimizer_x(state)!
                return Result(x: (0..<n).map { gsl_vector_get(best, $0) },
                              value: gsl_multimin_fminimizer_minimum(state),
                              iterations: iterations, converged: converged)
            }
        }
    }
}

/// The Swift closure handed to GSL through its `void *params`.
private struct VectorFunctionBox {
    var body: ([Double]) -> Double
    var count: Int
}
