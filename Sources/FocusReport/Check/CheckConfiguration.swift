import FocusCost
import FocusModel

/// The `focusbench check` file (docs/check.md): which scenarios, users and
/// orders to run, how, and the budgets they must keep. Decoded as strictly as
/// a scenario: an unknown key, a wrong type or a bad value stops the run with
/// the file and the JSON path of the problem.
public struct CheckConfiguration: Sendable, Equatable {
    /// How lint findings count: errors fail the check, warnings are shown only.
    public enum LintLevel: String, Sendable, CaseIterable {
        case error, warn, off
    }

    /// What a broken budget does to the exit status.
    public enum Level: String, Sendable, CaseIterable {
        case error, warn
    }

    /// The limit a budget sets.
    public enum Limit: Sendable, Equatable {
        /// The mean completion time must not exceed this many seconds.
        case maxMeanSeconds(Double)
        /// The order must not be slower than `baseline` order by more than the percentage.
        case slowerThanOrder(baseline: String, maxPercent: Double)
        /// The cell must not be slower than in the stored report by more than
        /// the percentage; the report must be of the same scenario as `scenarioCheck` says.
        case slowerThanStored(file: String, maxPercent: Double, scenarioCheck: ScenarioIdentity.Check)
        /// Each user must not be slower on this scenario than on another
        /// capture of the screen (`file`, such as the one on main) by more
        /// than the percentage, each on the order they follow in each version.
        case slowerThanCapture(file: String, maxPercent: Double)
    }

    public struct Budget: Sendable, Equatable {
        /// A scenario path or glob as written in `scenarios`; nil: every scenario.
        public var scenario: String?
        public var order: String?
        public var user: String?
        public var limit: Limit
        public var level: Level
        /// `$.budgets[2]`, so messages can point back at the budget.
        public var path: String
    }

    /// A saved page or screen dump imported on every run (docs/check.md#captures).
    public struct Capture: Sendable, Equatable {
        /// A path or glob, relative to the folder holding the file.
        public var file: String
        /// `"import"`: web, android or ios.
        public var platform: Platform
        /// Web: the viewport in CSS px.
        public var viewport: ScreenSize?
        /// Android: the screen density in dpi.
        public var density: Double?
        /// The task, as `import --task` takes it.
        public var task: String?
        /// `$.scenarios[2]`.
        public var path: String
    }

    public static let defaultReplications = 4000

    /// The configuration file as given (or found).
    public var file: String
    /// Paths and globs, relative to the folder holding the file.
    public var scenarios: [String]
    /// Captures listed beside the scenarios.
    public var captures: [Capture]
    /// Nil: the default user.
    public var users: [String]?
    /// Nil: every order of each scenario.
    public var orders: [String]?
    public var replications: Int
    public var seed: UInt64
    public var lint: LintLevel
    /// Platform guidance (iOS 44 pt, Android 48 dp targets) fails the check too, as `lint --strict`.
    public var strict: Bool
    public var budgets: [Budget]

    /// Which findings fail the check.
    public var findingPolicy: FindingPolicy {
        lint == .error ? (strict ? .strict : .requirements) : .adviceOnly
    }

    static let keys = ["scenarios", "users", "orders", "replications", "seed", "lint", "strict", "budgets"]
    static let captureKeys = ["capture", "import", "viewport", "density", "task"]
    static let budgetKeys = ["scenario", "order", "user", "maxMeanSeconds", "maxSlowerPercent", "baseline", "against",
                             "scenarioCheck", "before", "level"]

    public static func load(contentsOf path: String) throws(InputError) -> CheckConfiguration {
        try decode(utf8: InputFile.read(path), file: path)
    }

    package static func decode(utf8 bytes: [UInt8], file: String) throws(InputError) -> CheckConfiguration {
        let root = try InputFile.parse(bytes, file: file).object(allowedKeys: keys)
        var scenarios: [String] = []
        var captures: [Capture] = []
        for (index, node) in try root.required("scenarios").nonEmptyArray(of: "scenario path, glob or capture")
            .enumerated() {
            if case .object = node.value {
                captures.append(try capture(try node.object(allowedKeys: captureKeys), path: "$.scenarios[\(index)]"))
            } else {
                scenarios.append(try node.nonEmptyString())
            }
        }
        let users = try root.optional("users").map { node throws(InputError) in try names(node, of: "profile name") }
        let orders = try root.optional("orders").map { node throws(InputError) in try names(node, of: "order name") }
        let replications = try root.optional("replications")?.integer(in: 2...100_000_000) ?? defaultReplications
        let seed = try root.optional("seed")?.integer(in: 0...(1 << 53 - 1)) ?? Int(SimulationSettings.defaultSeed)
        let lint = try root.optional("lint")?.choice(LintLevel.self) ?? .off
        let strictNode = root.optional("strict")
        var strict = false
        if let strictNode {
            guard case let .bool(given) = strictNode.value else { throw strictNode.failure("expected true or false") }
            strict = given
        }
        if strict, lint != .error, let strictNode {
            throw strictNode.failure("\"strict\" makes platform guidance fail a check whose \"lint\" is \"error\"; "
                + "here \"lint\" is \"\(lint.rawValue)\"")
        }
        let budgets = try (root.optional("budgets")?.array() ?? []).enumerated()
            .map { index, node throws(InputError) in try budget(node, index: index) }
        return CheckConfiguration(file: file, scenarios: scenarios, captures: captures, users: users, orders: orders,
                                  replications: replications, seed: UInt64(seed), lint: lint, strict: strict,
                                  budgets: budgets)
    }

    /// `{"capture": "dist/signup.html", "import": "web", "viewport": "390x844", "task": "..."}`.
    private static func capture(_ object: InputObject, path: String) throws(InputError) -> Capture {
        let file = try object.required("capture").nonEmptyString()
        let platform = try object.required("import").choice(Platform.self)
        var viewport: ScreenSize?
        if let given = object.optional("viewport") {
            guard platform == .web else { throw given.failure("\"viewport\" goes with \"import\": \"web\"") }
            let text = try given.nonEmptyString()
            guard let size = ScreenSize(viewport: text) else {
                throw given.failure("expected \(ScreenSize.viewportExpects), got \"\(text)\"")
            }
            viewport = size
        }
        var density: Double?
        if let given = object.optional("density") {
            guard platform == .android else { throw given.failure("\"density\" goes with \"import\": \"android\"") }
            density = try given.positiveNumber()
        }
        return Capture(file: file, platform: platform, viewport: viewport, density: density,
                       task: try object.optional("task")?.nonEmptyString(), path: path)
    }

    /// A non-empty array of distinct non-empty names.
    private static func names(_ node: InputNode, of what: String) throws(InputError) -> [String] {
        var seen: [String] = []
        for item in try node.nonEmptyArray(of: what) {
            let name = try item.nonEmptyString()
            if seen.contains(name) { throw item.failure("\(name) is listed twice") }
            seen.append(name)
        }
        return seen
    }

    private static func budget(_ node: InputNode, index: Int) throws(InputError) -> Budget {
        let object = try node.object(allowedKeys: budgetKeys)
        let secondsNode = object.optional("maxMeanSeconds")
        let seconds = try secondsNode?.positiveNumber()
        if let seconds, let secondsNode, seconds >= SimulationSettings.defaultMaxSeconds {
            // A replication is stopped at the cap, so no mean can exceed it.
            throw secondsNode.failure("must be below the \(Int(SimulationSettings.defaultMaxSeconds)) s at which every "
                + "replication is stopped, found \(JSONValue.number(seconds).serialized(pretty: false)); "
                + "a mean never exceeds that cap, so the budget could never fail")
        }
        let percent = try object.optional("maxSlowerPercent")?.nonNegativeNumber()
        let baseline = try object.optional("baseline")?.nonEmptyString()
        let against = try object.optional("against")?.nonEmptyString()
        let before = try object.optional("before")?.nonEmptyString()
        let scenarioCheckNode = object.optional("scenarioCheck")
        let scenarioCheck = try scenarioCheckNode?.choice(ScenarioIdentity.Check.self)
        if let scenarioCheckNode, against == nil {
            // Like --scenario-check, it says how a stored report must match; without one it would be ignored.
            throw scenarioCheckNode.failure("\"scenarioCheck\" says how the stored report in \"against\" must match "
                + "the scenario; this budget has no \"against\"")
        }
        let limit: Limit
        if let before {
            guard let percent, seconds == nil, baseline == nil, against == nil else {
                throw node.failure("\"before\" (another capture of the screen) goes with \"maxSlowerPercent\" alone, "
                    + "not with \"maxMeanSeconds\", \"baseline\" or \"against\"")
            }
            limit = .slowerThanCapture(file: before, maxPercent: percent)
        } else {
            switch (seconds, percent, baseline, against) {
            case let (seconds?, nil, nil, nil):
                limit = .maxMeanSeconds(seconds)
            case let (nil, percent?, baseline?, nil):
                limit = .slowerThanOrder(baseline: baseline, maxPercent: percent)
            case let (nil, percent?, nil, against?):
                limit = .slowerThanStored(file: against, maxPercent: percent, scenarioCheck: scenarioCheck ?? .same)
            case (nil, nil, _, _):
                throw node.failure("a budget needs \"maxMeanSeconds\" or \"maxSlowerPercent\"")
            case (_?, _?, _, _):
                throw node.failure("a budget has \"maxMeanSeconds\" or \"maxSlowerPercent\", not both")
            case (_?, nil, _, _):
                throw node.failure("\"maxMeanSeconds\" is absolute; \"baseline\" and \"against\" go with \"maxSlowerPercent\"")
            case (nil, _?, nil, nil):
                throw node.failure("\"maxSlowerPercent\" needs a \"baseline\" order, a stored report in \"against\" "
                    + "or another capture in \"before\"")
            case (nil, _?, _?, _?):
                throw node.failure("a budget compares with a \"baseline\" order or with \"against\", not both")
            }
        }
        return Budget(scenario: try object.optional("scenario")?.nonEmptyString(),
                      order: try object.optional("order")?.nonEmptyString(),
                      user: try object.optional("user")?.nonEmptyString(),
                      limit: limit,
                      level: try object.optional("level")?.choice(Level.self) ?? .error,
                      path: "$.budgets[\(index)]")
    }
}
