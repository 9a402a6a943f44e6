import Foundation
import FocusModel

/// One `--vary KEY=LO:HI:STEP` or `--vary KEY=V1,V2,…`: a profile key
/// (dotted for a distribution's parameter, such as `reactionTime.median`)
/// and the values the sweep gives it, in order.
public struct VariedKey: Sendable, Equatable {
    public var key: String
    public var values: [JSONValue]

    /// More values than this in one key is a typo in STEP, not a plan.
    package static let maxValues = 10_000

    public init(key: String, values: [JSONValue]) {
        self.key = key
        self.values = values
    }

    /// Reads the text after `--vary`. A range runs from LO up to HI
    /// inclusive in steps of STEP; each value is rounded to 12 significant
    /// digits, so `0.1:0.3:0.1` gives 0.1, 0.2, 0.3 and not 0.30000000000000004.
    /// A list's items are numbers where they read as decimals, `true`/`false`,
    /// else names (a keyboard layout, a mode).
    package static func parse(_ text: String) throws(SweepError) -> VariedKey {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw SweepError("--vary expects KEY=LO:HI:STEP or KEY=V1,V2,..., got '\(text)'")
        }
        let key = String(text[..<equals])
        let spec = String(text[text.index(after: equals)...])
        let parts = spec.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 3 {
            return VariedKey(key: key, values: try range(parts, text: text).map(JSONValue.number))
        }
        let items = spec.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !spec.isEmpty, items.allSatisfy({ !$0.isEmpty }) else {
            throw SweepError("--vary \(key) expects LO:HI:STEP or values separated by commas, got '\(spec)'")
        }
        let values = try items.map { item throws(SweepError) in try value(item, key: key) }
        if let repeated = values.indices.first(where: { i in values[..<i].contains(values[i]) }) {
            throw SweepError("--vary \(key) names '\(items[repeated])' more than once")
        }
        return VariedKey(key: key, values: values)
    }

    private static func range(_ parts: [String], text: String) throws(SweepError) -> [Double] {
        guard let low = DecimalNumber.parse(parts[0]), let high = DecimalNumber.parse(parts[1]),
              let step = DecimalNumber.parse(parts[2]),
              low.isFinite, high.isFinite, step.isFinite, step > 0, high >= low else {
            throw SweepError("--vary expects LO:HI:STEP with LO <= HI and STEP > 0, got '\(text)'")
        }
        // Each value is rounded at 12 significant digits of the range's largest magnitude, not at its
        // own: -0.3 + 3 × 0.1 is 5.55e-17, which its own 12 digits would keep instead of giving 0.
        let quantum = pow(10, log10(max(abs(low), abs(high), step)).rounded(.down) - 11)
        let value = { (index: Double) in rounded(((low + index * step) / quantum).rounded() * quantum) }
        let top = rounded((high / quantum).rounded() * quantum)
        // The division lands either side of a whole number when STEP divides the range (more so far
        // from 0: 1000:1000.000001:0.0000001 gives 9.99999997); the rounded values decide whether HI is one.
        var steps = ((high - low) / step).rounded(.down)
        if value(steps + 1) <= top {
            steps += 1
        } else if steps > 0, value(steps) > top {
            steps -= 1
        }
        guard steps < Double(maxValues) else {
            throw SweepError("--vary '\(text)' gives more than \(maxValues) values")
        }
        let values = (0...Int(steps)).map { value(Double($0)) }
        if let index = values.indices.dropFirst().first(where: { values[$0] == values[$0 - 1] }) {
            throw SweepError("--vary '\(text)' gives \(SweepCell.text(.number(values[index]))) twice: STEP is below the "
                + "12 significant digits values are rounded to")
        }
        return values
    }

    /// `value` at 12 significant digits, and 0 for -0, which would print
    /// as "-0" and so seed its cell apart from 0.
    package static func rounded(_ value: Double) -> Double {
        let rounded = Double(String(format: "%.12g", value)) ?? value
        return rounded == 0 ? 0 : rounded
    }

    /// Numbers are read as `--max-seconds` and the other options read them. Text
    /// Swift alone takes for one ("0x10", "inf") is refused here, by name, rather
    /// than passed on as a name the profile then calls "a string".
    private static func value(_ item: String, key: String) throws(SweepError) -> JSONValue {
        if let number = DecimalNumber.parse(item) {
            guard number.isFinite else { throw SweepError("--vary \(key) value '\(item)' is too large to be a number") }
            return .number(rounded(number))
        }
        if Double(item) != nil { throw SweepError("--vary \(key) value '\(item)' is not a decimal number") }
        if item == "true" { return .bool(true) }
        if item == "false" { return .bool(false) }
        return .string(item)
    }
}
