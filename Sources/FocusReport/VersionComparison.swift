import FocusCost
import FocusModel

/// Two versions of a screen (before and after a change) played by each
/// user on the order they follow in each version, on common random numbers:
/// per user the paired difference after − before, and what changed.
public struct VersionComparison: Sendable {
    /// One user on both versions: `comparison.a` is after, `comparison.b` before.
    public struct UserResult: Sendable {
        public var user: String
        public var comparison: Comparison

        package init(user: String, comparison: Comparison) {
            self.user = user
            self.comparison = comparison
        }

        public var beforeOrder: String { comparison.b.order }
        public var afterOrder: String { comparison.a.order }
        /// After − before per replication.
        public var difference: PairedDifference { comparison.difference }

        /// "2.10 s slower after the change (95% CI 1.90 to 2.30 s)".
        package var verdict: String {
            let d = difference
            let ci = "95% CI \(NumberText.seconds(d.ci95.low)) to \(NumberText.seconds(d.ci95.high)) s"
            if d.mean == 0, d.ci95.low == 0, d.ci95.high == 0 { return "the same time in both versions (0 s)" }
            if d.ci95.low > 0 { return "\(NumberText.seconds(d.mean)) s slower after the change (\(ci))" }
            if d.ci95.high < 0 {
                // The interval turned around with the sign, so that it reads as "faster by".
                return "\(NumberText.seconds(-d.mean)) s faster after the change (95% CI "
                    + "\(NumberText.seconds(-d.ci95.high)) to \(NumberText.seconds(-d.ci95.low)) s)"
            }
            return "no clear difference (\(NumberText.seconds(d.mean)) s, \(ci))"
        }
    }

    public var beforeFile: String
    public var afterFile: String
    public var versions: ScreenVersions
    public var users: [UserResult]
    /// The sentences saying which order each user follows, in each version.
    public var notes: [String]

    package init(beforeFile: String, afterFile: String, versions: ScreenVersions, users: [UserResult],
                notes: [String] = []) {
        self.beforeFile = beforeFile
        self.afterFile = afterFile
        self.versions = versions
        self.users = users
        self.notes = notes
    }

    /// "added: x; removed: y; moved in 'dom': a, b", or that nothing changed.
    package var changeSentence: String {
        let difference = versions.difference
        if difference.isEmpty { return "nothing changed: the same elements in the same orders" }
        var parts: [String] = []
        if !difference.added.isEmpty { parts.append("added \(difference.added.joined(separator: ", "))") }
        if !difference.removed.isEmpty { parts.append("removed \(difference.removed.joined(separator: ", "))") }
        for (order, moved) in difference.moved where !moved.isEmpty {
            parts.append("moved in '\(order)': \(moved.joined(separator: ", "))")
        }
        return parts.joined(separator: "; ")
    }
}

extension VersionComparison {
    var text: String {
        let settings = users.first?.comparison.a.settings
        var text = "\(versions.before.name): before = \(beforeFile), after = \(afterFile)\n"
        if let settings { text += ReportHeader.settingsLine(settings, extra: ["common random numbers"]) + "\n" }
        text += "What changed: \(changeSentence)\n\n"
        var table = TextTable()
        table.heading("Completion time (s)", "before", "after", "after - before", "95% CI")
        for result in users {
            let d = result.difference
            table.row("\(result.user) ('\(result.beforeOrder)' / '\(result.afterOrder)')",
                      NumberText.seconds(result.comparison.b.summary.mean),
                      NumberText.seconds(result.comparison.a.summary.mean), NumberText.seconds(d.mean),
                      "\(NumberText.seconds(d.ci95.low)) to \(NumberText.seconds(d.ci95.high))")
        }
        text += table.rendered() + "\n"
        for result in users { text += "\(result.user): \(result.verdict).\n" }
        return text
    }

    var json: JSONValue {
        let difference = versions.difference
        var members: [(key: String, value: JSONValue)] = [
            ("kind", "focusbench-version-comparison"),
            ("before", ["file": .string(beforeFile), "scenario": .string(versions.before.name)]),
            ("after", ["file": .string(afterFile), "scenario": .string(versions.after.name)]),
        ]
        // What the text's header line gives, so the numbers can be reproduced
        // (every user ran with the same settings).
        if let settings = users.first?.comparison.a.settings {
            members += [("replications", .number(Double(settings.replications))),
                        ("seed", .number(Double(settings.seed))),
                        ("threads", .number(Double(settings.threads))),
                        ("maxSeconds", .number(settings.maxSeconds))]
        }
        members += [
            ("changes", [
                "added": .array(difference.added.map(JSONValue.string)),
                "removed": .array(difference.removed.map(JSONValue.string)),
                "moved": .array(difference.moved.map { ["order": .string($0.order),
                                                        "elements": .array($0.elements.map(JSONValue.string))] }),
            ]),
            ("users", .array(users.map { result in
                let d = result.difference
                return [
                    "user": .string(result.user),
                    "beforeOrder": .string(result.beforeOrder),
                    "afterOrder": .string(result.afterOrder),
                    "beforeMean": .number(result.comparison.b.summary.mean),
                    "afterMean": .number(result.comparison.a.summary.mean),
                    "difference": ["mean": .number(d.mean), "ci95": [.number(d.ci95.low), .number(d.ci95.high)],
                                   "pValue": .number(d.pValue)],
                    "verdict": .string(result.verdict),
                ]
            })),
            ("notes", .array(notes.map(JSONValue.string))),
        ]
        return .object(members)
    }
}
