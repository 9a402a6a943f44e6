import FocusModel
import FocusSimulation
import FocusStats

/// Exact mean and variance of the completion time under step scanning.
///
/// A step's navigation time is the sum of its N press times, independent draws
/// with mean μ and variance σ², and N does not depend on them (a slip is
/// decided apart from the press's motor time), so
///   E[T] = E[N] μ,   Var[T] = E[N] σ² + Var[N] μ².
/// Without slips N = m + 1 (m moves from the start item to the target, and the
/// select press). With slips, N is the absorption time of a Markov chain on the
/// distance d from the highlight to the target: a select press (d = 0) ends
/// the step with probability 1 − s and otherwise moves to d = n − 1; a move
/// (d ≥ 1) goes to d − 1, or with probability s to (d − 2) mod n. The first two
/// moments of N solve (I − Q) E = 1 and (I − Q) S = 1 + 2 Q E, with Q the chain
/// among the distances. Every step starts from a fixed item, so steps are
/// independent and their moments add, as do activation and per-character entry.
package enum StepScanClosedForm {
    public static func moments(of model: StepScanningModel) -> AnalyticMoments? {
        let p = model.profile
        let press = p.pressTime
        guard press.mean.isFinite, press.variance.isFinite, p.slip < 1 else { return nil }
        let presses = p.slip > 0 ? pressCountMoments(itemCount: model.itemCount, slip: p.slip) : nil
        var mean = 0.0
        var variance = 0.0
        for (index, step) in model.steps.enumerated() {
            let m = model.moves(forStep: index)
            let countMean = presses?.mean[m] ?? Double(m + 1)
            let countVariance = presses.map { $0.second[m] - countMean * countMean } ?? 0
            mean += countMean * press.mean + p.activationTime.mean
            variance += countMean * press.variance + max(0, countVariance) * press.mean * press.mean
                + p.activationTime.variance
            p.addEntryAndStartPress(characters: step.characters, toMean: &mean, variance: &variance)
        }
        return AnalyticMoments(mean: mean, sd: variance.squareRoot())
    }

    /// E[N] and E[N²] of the number of presses, indexed by the starting distance.
    static func pressCountMoments(itemCount n: Int, slip s: Double) -> (mean: [Double], second: [Double]) {
        // Q[d][d']: transition probabilities among the distances before absorption.
        var q = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        q[0][(n - 1) % n] += s
        for d in 1..<n {
            q[d][d - 1] += 1 - s
            q[d][((d - 2) % n + n) % n] += s
        }
        var system = identityMinus(q)
        let mean = solve(&system, [Double](repeating: 1, count: n))
        var right = [Double](repeating: 1, count: n)
        for d in 0..<n {
            for next in 0..<n { right[d] += 2 * q[d][next] * mean[next] }
        }
        system = identityMinus(q)
        return (mean, solve(&system, right))
    }

    private static func identityMinus(_ q: [[Double]]) -> [[Double]] {
        var a = q
        for row in a.indices {
            for column in a.indices { a[row][column] = (row == column ? 1.0 : 0.0) - q[row][column] }
        }
        return a
    }

    /// Gaussian elimination with partial pivoting; `a` is overwritten.
    private static func solve(_ a: inout [[Double]], _ b: [Double]) -> [Double] {
        let n = b.count
        var b = b
        for column in 0..<n {
            let pivot = (column..<n).max { abs(a[$0][column]) < abs(a[$1][column]) }!
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            for row in (column + 1)..<n {
                let factor = a[row][column] / a[column][column]
                if factor == 0 { continue }
                for k in column..<n { a[row][k] -= factor * a[column][k] }
                b[row] -= factor * b[column]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = b[row]
            for k in (row + 1)..<n { sum -= a[row][k] * x[k] }
            x[row] = sum / a[row][row]
        }
        return x
    }
}
