import FocusCost
import FocusReport

/// `focusbench compare`: two orders for one user, or two users on one order,
/// with common random numbers.
enum CompareCommand: CommandDeclaration {
    static let name = "compare"
    static let abstract = "Compare two focus orders of the same scenario"
    static let options = [
        OptionDeclaration.orderPair.withHelp("""
            The two orders, comma-separated (default: the scenario's first two
            orders; with --users, both users follow --order)
            """),
        OptionDeclaration.userPair.withHelp("""
            Compare two user profiles (on one order, --order) instead of one
            user (--user) on two orders; with BEFORE AFTER, the users (any
            number; default: the platform's users)
            """),
        OptionDeclaration.order.withHelp("""
            With --users: the order both follow (default: each the order they
            follow as shipped, the scenario's "follows"; without it the first)
            """),
    ] + RunOptions.declarations
    static let help = CommandHelp(
        usage: ["SCENARIO [--orders A,B] [options]", "SCENARIO --users P,Q [--order NAME] [options]",
                "BEFORE AFTER [--users P,Q,...] [--order NAME] [options]"],
        description: """
            Compares two focus orders for one user, or two users on one order. Both sides run on
            the same random numbers (replication i of A and of B share a stream), so the paired
            difference A - B is precise even with few replications. Reports both side by side, the
            mean difference with its 95% CI, the paired t-test p-value and the share of replications
            in which A was faster.

            With two scenario files, BEFORE and AFTER (two versions of a screen), each user does
            BEFORE's task on both, each on the order they follow in each version (the scenario's
            "follows"; else the first order), on the same random numbers: task steps are matched by
            element id, else by label, and the same text is typed. Reports per user after - before
            with its paired 95% CI, and what changed: elements added, removed, and moved in each order
            both versions have. The same file twice differs by exactly 0 s.
            """,
        examples: ["focusbench compare scenarios/signup.json --orders visual,passwordFirst --replications 20000",
                   "focusbench compare scenarios/signup.json --users ios-switch-control,switch-novice",
                   "focusbench compare scenarios/changing/cookie-banner-failing.json "
                       + "scenarios/changing/cookie-banner-repaired.json --users keyboard,voiceover-expert"],
        // As released: scripts and tests match the singular heading.
        examplesHeading: "Example:")

    static func run(_ options: CompareOptions) throws {
        if let afterPath = options.run.files.afterPath { return try CompareVersions.run(options, afterPath: afterPath) }
        let inputs = try RunInputs(options.run)
        var notes: [String] = []
        let arms = try self.arms(options, inputs, notes: &notes)
        try compare(options, inputs, arms: arms)
        ShippedDefaults.print(notes)
    }

    private static func compare(_ options: CompareOptions, _ inputs: RunInputs, arms: (a: Arm, b: Arm)) throws {
        let peopleA = try PeopleOption.people(for: arms.a.user, given: options.run.people)
        let peopleB = try PeopleOption.people(for: arms.b.user, given: options.run.people)
        if let people = peopleA ?? peopleB {
            let settings = try PeopleOption.perPerson(options.run.settings, replicationsGiven: options.run.replicationsGiven,
                                                      people: people)
            guard options.run.format.streamsReplications else {
                let population = try inputs.costModel {
                    try CostModel.compare(scenario: inputs.scenario, a: arms.a, b: arms.b, people: people,
                                          settings: settings)
                }
                return try inputs.print(.populationComparison(population))
            }
            // A's rows and then B's are written as the people run, a batch of people at a time.
            _ = try inputs.costModel {
                try CostModel.compare(scenario: inputs.scenario, a: arms.a, b: arms.b, people: people, settings: settings,
                                      streamingRecords: inputs.peopleCSVRows(replicationsPerPerson: settings.replications))
            }
            return
        }
        let comparison = try inputs.costModel {
            try WorkBudget.check(inputs.scenario, arms: [arms.a, arms.b], settings: options.run.settings,
                                 budget: options.run.maxEvents)
            guard options.run.format.streamsReplications else {
                return try CostModel.compare(scenario: inputs.scenario, a: arms.a, b: arms.b,
                                             settings: options.run.settings)
            }
            // A's rows and then B's are written as the replications run, a block at a time.
            return try CostModel.compare(scenario: inputs.scenario, a: arms.a, b: arms.b, settings: options.run.settings,
                                         streamingRecords: inputs.csvRows)
        }
        if !options.run.format.streamsReplications { try inputs.print(.comparison(comparison)) }
    }

    private static func arms(_ options: CompareOptions, _ inputs: RunInputs,
                             notes: inout [String]) throws -> (a: Arm, b: Arm) {
        if let users = options.users {
            let userA = try inputs.catalog.requiredProfile(named: users.0)
            let userB = try inputs.catalog.requiredProfile(named: users.1)
            let orders = options.orders ?? options.order.map { ($0, $0) }
                ?? (ShippedDefaults.order(for: userA, in: inputs.scenario, notes: &notes),
                    ShippedDefaults.order(for: userB, in: inputs.scenario, notes: &notes))
            return (Arm(order: orders.0, user: userA), Arm(order: orders.1, user: userB))
        }
        let orders = try options.orders ?? firstTwoOrders(of: inputs)
        return (Arm(order: orders.0, user: inputs.user), Arm(order: orders.1, user: inputs.user))
    }

    private static func firstTwoOrders(of inputs: RunInputs) throws -> (String, String) {
        let names = inputs.scenario.orders.map(\.name)
        guard names.count >= 2 else {
            throw CommandLineFailure.badInput(
                "\(inputs.options.files.scenarioPath): compare needs two orders, but the scenario has only '\(names[0])'")
        }
        return (names[0], names[1])
    }
}

struct CompareOptions: ParsableOptions {
    var run: RunOptions
    /// Nil means: the scenario's first two orders, or with --users the one order of --order.
    var orders: (String, String)?
    /// The order both users follow when comparing two users (nil: the scenario's first).
    var order: String?
    /// Two users to compare; nil means one user (--user) on two orders.
    var users: (String, String)?

    /// Two versions of a screen: the users (any number; nil: the platform's).
    var versionUsers: [String]?

    init(_ parsed: ParsedArguments) throws {
        run = try RunOptions(parsed, takesTwoVersions: true)
        order = try parsed.text(.order)
        if run.files.afterPath != nil {
            versionUsers = try parsed.list(.userPair)
            if parsed.isGiven(.orderPair) {
                throw parsed.usageError("--orders compares two orders of one scenario; with two files each user "
                    + "follows their order in each version (or --order NAME in both)")
            }
            if versionUsers != nil && parsed.isGiven(.user) {
                throw parsed.usageError("give either --user or --users, not both")
            }
            if !run.format.kinds.contains(.versionComparison) {
                throw parsed.usageError("a comparison of two files is written as text or json, not \(run.format.name)")
            }
            if run.people != nil {
                throw parsed.usageError("--people compares populations on one file; with two files give --users")
            }
            return
        }
        orders = try parsed.pair(.orderPair)
        users = try parsed.pair(.userPair)
        if order != nil && orders != nil {
            throw parsed.usageError("give either --order (one order for two users) or --orders, not both")
        }
        if users != nil && parsed.isGiven(.user) {
            throw parsed.usageError("give either --user (one user on two orders) or --users, not both")
        }
        if order != nil && users == nil {
            throw parsed.usageError("--order goes with --users; to compare orders use --orders A,B")
        }
    }
}

extension OptionDeclaration {
    static let orderPair = OptionDeclaration(
        name: "--orders", valueName: "A,B",
        expects: "two order names separated by a comma, such as 'visual,passwordFirst'")
    static let userPair = OptionDeclaration(
        name: "--users", valueName: "P,Q",
        expects: "two profile names separated by a comma, such as 'ios-switch-control,switch-novice'")
}
