import FocusCost

/// Whether a performance budget holds. A replication stopped at the time cap
/// (`--max-seconds`) counts the cap, not its true time, so a mean with capped
/// replications is only a lower bound. A lower bound over the limit is over
/// it for certain; one within the limit proves nothing, and a gate must not
/// pass on it. Such a budget is `unjudged`, and fails like a broken one.
public enum BudgetVerdict: Sendable, Equatable {
    case within
    case over
    case unjudged(String)

    /// The budget is not shown to hold: over it, or not judged.
    public var fails: Bool { self != .within }

    public var isUnjudged: Bool {
        if case .unjudged = self { true } else { false }
    }

    /// How a budget's sentence ends: "is within the 5% budget", "is more
    /// than the 5% budget" (`over` says how), or why it cannot be judged.
    func judgement(limit: String, over: String = "more than", remedy: String? = nil) -> String {
        switch self {
        case .within: "is within the \(limit) budget"
        case .over: "is \(over) the \(limit) budget"
        case let .unjudged(reason): Self.unjudgedClause(reason, limit: limit, remedy: remedy)
        }
    }

    /// "within", "over" or "unjudged", as JSON names it.
    public var name: String {
        switch self {
        case .within: "within"
        case .over: "over"
        case .unjudged: "unjudged"
        }
    }

    /// How a table marks the row: "over budget", "budget not judged", or nothing.
    public var mark: String? {
        switch self {
        case .within: nil
        case .over: "over budget"
        case .unjudged: "budget not judged"
        }
    }

    /// A mean against a limit in seconds: over when the mean is above it.
    public static func mean(_ estimate: Estimate, limit: Double) -> BudgetVerdict {
        if estimate.summary.mean > limit { return .over }
        return estimate.counts.capped > 0 ? .unjudged(capReason([estimate])) : .within
    }

    /// One mean over a reference mean (`relative` is this / reference − 1)
    /// against `percent`: over when the whole 95% interval lies above it.
    /// Capping this side can only raise the true ratio, capping the
    /// reference only lower it, so each undoes one of the two answers.
    public static func relative(_ relative: RelativeDifference, percent: Double,
                                this: Estimate, reference: Estimate) -> BudgetVerdict {
        Self.relative(relative, percent: percent, thisCapped: this.counts.capped, referenceCapped: reference.counts.capped,
                 reason: capReason([this, reference]))
    }

    /// The same with the capped counts alone (a stored report keeps no estimate).
    static func relative(_ relative: RelativeDifference, percent: Double, thisCapped: Int, referenceCapped: Int,
                         reason: @autoclosure () -> String) -> BudgetVerdict {
        if relative.exceeds(percent: percent) { return referenceCapped > 0 ? .unjudged(reason()) : .over }
        return thisCapped > 0 ? .unjudged(reason()) : .within
    }

    /// "12 of 2000 replications of order 'x' for y reached the 115 s time cap".
    static func capReason(_ estimates: [Estimate]) -> String {
        let capped = estimates.filter { $0.counts.capped > 0 }
        guard let cap = capped.first?.settings.maxSeconds else { return "" }
        return capped.map {
            "\($0.counts.capped) of \($0.settings.replications) replications of order '\($0.order)' for \($0.user)"
        }.joined(separator: " and ") + " reached the \(NumberText.plain(cap)) s time cap"
    }

    /// The sentence's ending for an unjudged budget; `remedy` where the command has one.
    private static func unjudgedClause(_ reason: String, limit: String, remedy: String? = nil) -> String {
        "cannot be judged against the \(limit) budget: \(reason), so a mean is only a lower bound"
            + (remedy.map { " (\($0))" } ?? "")
    }

    /// What `report` and `compare` can do about a cap: their --max-seconds.
    static let raiseCap = "raise --max-seconds"
}
