import FocusCost
import FocusModel

/// The answer a report opens with, in words: which order is fastest for
/// whom, and how much slower or faster each other order is than the
/// baseline, with the paired 95% CI — before any table or chart.
enum ReportVerdict {
    static func sentence(_ document: ReportDocument) -> String {
        if let shipped = document.shipped { return asShipped(document, shipped) }
        var parts = [fastest(document)]
        for comparison in document.comparisons {
            if sameOrder(comparison.order, document.baseline, in: document) {
                parts.append("'\(comparison.order)' is the same order as '\(document.baseline)'")
                continue
            }
            let difference = comparison.difference
            let ci = "95% CI \(NumberText.seconds(difference.ci95.low)) to \(NumberText.seconds(difference.ci95.high)) s"
            // "Faster by" reads as a magnitude, so its interval is turned around with it, as in DifferenceSentence.
            let fasterCI = "95% CI \(NumberText.seconds(-difference.ci95.high)) to \(NumberText.seconds(-difference.ci95.low)) s"
            let who = "for \(comparison.user)"
            if let bounded = lowerBound(among: [document.baseline, comparison.order], for: comparison.user, in: document),
               difference.ci95.low > 0 || difference.ci95.high < 0 {
                // Its mean is lower by order − baseline when it is the baseline, else by baseline − order.
                let isBaseline = bounded == document.baseline
                let other = isBaseline ? comparison.order : document.baseline
                let lower = isBaseline ? difference.mean : -difference.mean
                let lowerCI = isBaseline ? ci : fasterCI
                parts.append("'\(bounded)' cannot be called faster than '\(other)' \(who): its mean, "
                    + "\(NumberText.seconds(lower)) s lower (\(lowerCI)), is a lower bound, as replications reached the time cap")
            } else if difference.ci95.low == 0, difference.ci95.high == 0 {
                parts.append("'\(comparison.order)' takes the same time as '\(document.baseline)' \(who)")
            } else if difference.ci95.low > 0 {
                parts.append("'\(comparison.order)' is \(NumberText.seconds(difference.mean)) s "
                    + "(\(NumberText.percent(comparison.relative.estimate))) slower than '\(document.baseline)' \(who), \(ci)")
            } else if difference.ci95.high < 0 {
                parts.append("'\(comparison.order)' is \(NumberText.seconds(-difference.mean)) s "
                    + "(\(NumberText.percent(-comparison.relative.estimate))) faster than '\(document.baseline)' \(who), \(fasterCI)")
            } else {
                parts.append("'\(comparison.order)' and '\(document.baseline)' do not differ clearly \(who) "
                    + "(\(NumberText.seconds(difference.mean)) s, \(ci))")
            }
        }
        return parts.joined(separator: "; ") + "."
    }

    /// Each user on their own order: what each takes, and which order and
    /// why; orders that different people follow are not compared.
    private static func asShipped(_ document: ReportDocument, _ shipped: [String: ShippedOrderChoice]) -> String {
        "As shipped: " + document.cells.map { cell in
            "\(shipped[cell.user]?.sentence ?? cell.user) (\(NumberText.seconds(cell.estimate.summary.mean)) s on average)"
        }.joined(separator: "; ") + "."
    }

    /// "'visual' is fastest for every user", or the fastest order per user;
    /// a user whose lowest mean is a lower bound has none (`LowestMean`).
    private static func fastest(_ document: ReportDocument) -> String {
        let perUser = document.users.compactMap { user -> (user: String, order: String, exact: Bool)? in
            let cells = document.cells.filter { $0.user == user }
            guard let lowest = LowestMean.of(cells.map(\.estimate)) else { return nil }
            return (user, cells[lowest.lowest].order, lowest.fastest != nil)
        }
        // Orders that list the same elements the same way are one order under several names.
        if document.orders.count == 1 || document.orders.allSatisfy({ sameOrder($0, document.orders[0], in: document) }) {
            let names = document.orders.map { "'\($0)'" }
            let subject = names.count == 1 ? names[0]
                : names.dropLast().joined(separator: ", ") + " and \(names.last!) are the same order, which"
            let first = document.cells.filter { $0.order == document.orders[0] }
            return subject + " takes " + first.map {
                "\(NumberText.seconds($0.estimate.summary.mean)) s on average for \($0.user)"
            }.joined(separator: ", ")
        }
        let named = perUser.filter(\.exact)
        let bounded = perUser.filter { !$0.exact }
        var parts: [String] = []
        let orders = Set(named.map(\.order))
        if orders.count == 1, let order = orders.first {
            parts.append("'\(order)' is fastest for "
                + (bounded.isEmpty && document.users.count > 1 ? "every user" : named.map(\.user).joined(separator: ", ")))
        } else if !named.isEmpty {
            parts.append("the fastest order depends on the user: "
                + named.map { "'\($0.order)' for \($0.user)" }.joined(separator: ", "))
        }
        if !bounded.isEmpty {
            parts.append("no order can be named fastest for " + bounded.map { "\($0.user) (its lowest mean, that of '\($0.order)', "
                + "is a lower bound)" }.joined(separator: ", ") + ", as replications reached the time cap")
        }
        return parts.joined(separator: "; ")
    }

    /// Of `orders` for `user`, the one with the lowest mean when that mean is
    /// a lower bound, so none of them can be called faster; nil otherwise.
    private static func lowerBound(among orders: [String], for user: String, in document: ReportDocument) -> String? {
        let cells = orders.compactMap { order in document.cells.first { $0.order == order && $0.user == user } }
        guard case let .lowerBound(index)? = LowestMean.of(cells.map(\.estimate)) else { return nil }
        return cells[index].order
    }

    static func sameOrder(_ a: String, _ b: String, in document: ReportDocument) -> Bool {
        guard let first = document.scenario.order(named: a), let second = document.scenario.order(named: b) else { return false }
        return first.elementIDs == second.elementIDs
    }
}
