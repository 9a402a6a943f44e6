import FocusModel
import Foundation

/// How numbers look in text reports: fixed decimals, so columns line up and
/// nothing claims more precision than a Monte Carlo estimate has.
enum NumberText {
    /// Seconds with two decimals ("52.31").
    static func seconds(_ value: Double) -> String {
        fixed(value, decimals: 2)
    }

    /// A share in [0, 1] as a percentage with one decimal ("57.6%").
    static func percent(_ share: Double) -> String {
        fixed(share * 100, decimals: 1) + "%"
    }

    /// A p-value the way papers report it: "p < 0.001" or "p = 0.042".
    static func pValue(_ p: Double) -> String {
        guard p.isFinite else { return "p not defined" }
        return p < 0.001 ? "p < 0.001" : "p = " + fixed(p, decimals: 3)
    }

    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "n/a" : (value < 0 ? "-inf" : "inf") }
        let text = String(format: "%.\(decimals)f", value)
        // A tiny negative value rounds to "-0.00", which reads as a sign error.
        if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
            return String(text.dropFirst())
        }
        return text
    }

    /// The shortest text that reads back as exactly `value`, without a
    /// needless ".0" on whole numbers ("3600", "0.25").
    static func plain(_ value: Double) -> String {
        if value == value.rounded(), abs(value) <= JSONValue.wholeNumbersExact { return String(Int64(value)) }
        return value.description
    }
}
