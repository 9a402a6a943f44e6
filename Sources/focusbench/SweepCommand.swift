import FocusCost
import FocusModel
import FocusReport
import FocusStats
import FocusSweep

/// `focusbench sweep`: a surface of settings, each cell run as `simulate`
/// or `compare` would run it, optionally one shard of it.
enum SweepCommand: CommandDeclaration {
    static let name = "sweep"
    static let abstract = "Run a grid of profile settings, orders and scenarios"
    static let options = [
        OptionDeclaration.user.withHelp(RunOptions.userHelp("The user profile whose keys are varied")),
        OptionDeclaration.profiles.withHelp(RunOptions.profilesHelp),
        OptionDeclaration.vary.withHelp("""
            A profile key and its values, repeatable: a range KEY=LO:HI:STEP or a
            list KEY=V1,V2,...; dotted for a distribution's parameter
            (reactionTime.median), names for choices (mode=item,group);
            without it, each scenario is one cell
            """),
        OptionDeclaration.orderList.withHelp("""
            Orders run in every cell, paired; differences are against the
            first (default: each scenario's first order)
            """),
        PeopleOption.declaration,
        OptionDeclaration.shard.withHelp("""
            Run only shard I (0 to N-1) of N, split by estimated cost, and
            write a part file for 'focusbench merge'
            """),
    ] + SweepOptions.simulation.declarations + [
        SweepOptions.format.declaration,
        OptionDeclaration.output.withHelp("Write to FILE instead of standard output"),
    ]
    static let help = CommandHelp(
        usage: ["SCENARIO... [--vary KEY=LO:HI:STEP|KEY=V1,V2,...]... [options]"],
        description: """
            Runs every cell of a grid: each scenario times every combination of the varied keys'
            values, each cell in every order given (paired, common random numbers). Each cell's seed
            comes from --seed and the cell's setting, so a cell's numbers do not depend on how the
            sweep is split or on --threads, and equal those of 'simulate' with that profile and seed.
            Cells where the task cannot be finished are reported as infeasible. --shard I/N runs one
            shard and writes a part; 'focusbench merge' joins the parts into exactly the output of
            one run. See docs/sweeps.md for Slurm and GNU parallel.
            """,
        examples: ["focusbench sweep scenarios/signup.json --user switch-novice --orders visual,passwordFirst "
            + "--vary scanInterval=0.6:1.2:0.2 --vary reactionTime.median=0.4,0.6 --replications 1000 --format csv"])

    static func run(_ options: SweepOptions) throws {
        try OutputFile.refuseReplacing(options.inputPaths, with: options.output, by: "a sweep")
        var scenarios: [SweepScenario] = []
        var entries: [SweepSpecification.ScenarioEntry] = []
        // Each file is read once: a pipe (`<(…)`, /dev/stdin) gives its bytes only once, and the
        // hash must be of the bytes the sweep ran on.
        let profiles = try options.profilesPath.map { (bytes: try fileBytes($0), file: $0) }
        let profilesText = profiles.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
        for path in options.scenarioPaths {
            let bytes = try fileBytes(path)
            let inputs = try ScenarioInputs(scenario: bytes, file: path, profiles: profiles)
            let hash = StableHash.fnv1a64Text(String(decoding: bytes, as: UTF8.self) + "\u{0}" + profilesText)
            scenarios.append(SweepScenario(scenario: inputs.scenario, catalog: inputs.catalog, contentHash: hash, file: path))
            entries.append(.init(name: inputs.scenario.name, contentHash: hash))
        }
        let user = try scenarios[0].catalog.requiredProfile(named: options.userName)
        let people = try PeopleOption.people(for: user, given: options.people)
        var settings = options.settings
        if let people {
            settings = try PeopleOption.perPerson(settings, replicationsGiven: options.replicationsGiven, people: people)
        }
        let spec = SweepSpecification(scenarios: entries, user: options.userName, people: people,
                                      orders: options.orders, varied: options.varied,
                                      replications: settings.replications, seed: settings.seed,
                                      maxSeconds: settings.maxSeconds)
        let plan: SweepPlan
        do {
            plan = try SweepPlan(spec: spec, scenarios: scenarios)
        } catch {
            throw CommandLineFailure.badInput(error.message)
        }
        let scenarioPath = options.scenarioPaths.joined(separator: ", ")
        let work = try ScenarioInputs.refusingAsBadInput(scenarioPath) { try plan.work(settings: settings) }
        let cells = options.shard.map { work.shard($0.index, of: $0.count) } ?? Array(0..<spec.cellCount)
        // A shard is one machine's work: its own cells are what --max-events bounds.
        let counted = "\(cells.count) cell\(cells.count == 1 ? "" : "s")"
        let which = options.shard.map { "the \(counted) of shard \($0.index)/\($0.count)" } ?? counted
        try WorkBudget.enforce(events: cells.reduce(0) { $0 + work.cellEvents[$1] },
                               measured: "over \(which), \(SweepWork.pilotReplications) pilot replications of every "
                                   + "order of each",
                               budget: options.maxEvents)
        let progress = SweepProgress(cells: cells, work: work, spec: spec, orders: spec.orders?.count ?? 1)
        var running = settings
        if progress.isShown { running.onReplicationsDone = progress.replicationsFinished }
        let result = try ScenarioInputs.refusingAsBadInput(scenarioPath) {
            try plan.run(cells: cells, shard: options.shard, settings: running, progress: progress.cellFinished)
        }
        progress.finish()
        try SweepOptions.write(result, as: options.format, to: options.output, protecting: options.inputPaths)
    }

    /// A file's bytes, read once for both decoding and the sweep's hash of its inputs.
    static func fileBytes(_ path: String) throws -> [UInt8] {
        do {
            return try InputFile.read(path)
        } catch {
            throw CommandLineFailure.badInput(error.description)
        }
    }
}
