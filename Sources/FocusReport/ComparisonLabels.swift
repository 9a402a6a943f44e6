import FocusCost

/// How the two sides of a comparison are named: by what differs between them
/// (the order, the user, or both).
enum ComparisonLabels {
    static func sides(a: Estimate, b: Estimate) -> (a: String, b: String) {
        switch (a.order == b.order, a.user == b.user) {
        case (_, true): (a.order, b.order)
        case (true, false): (a.user, b.user)
        case (false, false): ("\(a.user) on \(a.order)", "\(b.user) on \(b.order)")
        }
    }

    /// The heading line after the scenario name.
    static func describe(a: Estimate, b: Estimate) -> String {
        switch (a.order == b.order, a.user == b.user) {
        case (_, true): "user \(a.user), A = order '\(a.order)', B = order '\(b.order)'"
        case (true, false): "order '\(a.order)', A = user \(a.user), B = user \(b.user)"
        case (false, false):
            "A = user \(a.user) on order '\(a.order)', B = user \(b.user) on order '\(b.order)'"
        }
    }
}
