/// Round tick values for a chart axis: steps of 1, 2 or 5 times a power of ten.
enum AxisTicks {
    static func ticks(from low: Double, to high: Double, about count: Int = 6) -> [Double] {
        guard high > low, low.isFinite, high.isFinite else { return [low] }
        let step = niceStep((high - low) / Double(max(count, 1)))
        var value = (low / step).rounded(.up) * step
        var ticks: [Double] = []
        while value <= high + step * 1e-9 {
            ticks.append(abs(value) < step * 1e-9 ? 0 : value)
            value += step
        }
        return ticks
    }

    static func niceStep(_ raw: Double) -> Double {
        let power = pow10((raw).log10Floor)
        let fraction = raw / power
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        return nice * power
    }

    private static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        if exponent >= 0 { for _ in 0..<exponent { result *= 10 } } else { for _ in 0..<(-exponent) { result /= 10 } }
        return result
    }

    /// A tick label without needless decimals.
    static func label(_ value: Double) -> String {
        value == value.rounded() ? NumberText.fixed(value, decimals: 0)
            : abs(value * 10 - (value * 10).rounded()) < 1e-9 ? NumberText.fixed(value, decimals: 1)
            : NumberText.fixed(value, decimals: 2)
    }
}

private extension Double {
    var log10Floor: Int {
        var exponent = 0
        var value = self
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 && value > 0 { value *= 10; exponent -= 1 }
        return exponent
    }
}
