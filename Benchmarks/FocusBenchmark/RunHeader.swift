import FocusModel

/// The fields that open a benchmark's report on one simulated run: which
/// benchmark, built from which commit, on what scenario, order, user, seed
/// and replications, so that two reports say whether they measured the same run.
func runHeader(benchmark: String, scenario: String, order: String, user: String, seed: UInt64,
               replications: Int) -> [(String, JSONValue)] {
    [
        ("benchmark", .string(benchmark)),
        ("commit", .string(currentCommit())),
        ("scenario", .string(scenario)),
        ("order", .string(order)),
        ("user", .string(user)),
        ("seed", .number(Double(seed))),
        ("replications", .number(Double(replications))),
    ]
}
