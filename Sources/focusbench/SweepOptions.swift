import FocusCost
import FocusModel
import FocusReport
import FocusSweep

/// The values of `focusbench sweep`'s options, each checked.
struct SweepOptions: ParsableOptions {
    static let format = FormatOption(for: .sweep, default: "json",
                                     note: "csv gives one row per cell and order; with --shard, json (a part file)")
    static let simulation = SimulationOptions(
        replications: "Replications per cell and order (per person with a population; default: "
            + "\(SimulationSettings.defaultReplications), with people \(PeopleOption.defaultReplicationsPerPerson))",
        defaultReplications: SimulationSettings.defaultReplications,
        seed: "The sweep's seed, 0 to \(ArgumentLimits.maxSeed) (default: \(SimulationSettings.defaultSeed)); each cell's\n"
            + "seed is mixed from it and the cell's setting (docs/sweeps.md)",
        maxSeconds: "Simulated seconds after which a replication is stopped and counted\n"
            + "as capped (default: \(Int(SimulationSettings.defaultMaxSeconds)))")

    var scenarioPaths: [String]
    var profilesPath: String?
    var userName: String
    var people: Int?
    var replicationsGiven: Bool
    var orders: [String]?
    var varied: [VariedKey]
    var settings: SimulationSettings
    var maxEvents: Double
    var shard: SweepResult.Shard?
    var format: any OutputFormat
    var output: String?

    init(_ parsed: ParsedArguments) throws {
        guard !parsed.positionals.isEmpty else { throw parsed.usageError("sweep expects one or more SCENARIO files") }
        scenarioPaths = parsed.positionals
        profilesPath = try parsed.text(.profiles)
        userName = try parsed.text(.user) ?? RunOptions.defaultUser
        people = try parsed.wholeNumber(PeopleOption.declaration, atLeast: 2, atMost: PeopleOption.maxPeople)
        replicationsGiven = parsed.isGiven(.replications)
        orders = try parsed.list(.orderList)
        varied = []
        for text in try parsed.all(.vary) {
            do {
                let key = try VariedKey.parse(text)
                if varied.contains(where: { $0.key == key.key }) {
                    throw CommandLineFailure.badInput("--vary \(key.key) is given more than once")
                }
                varied.append(key)
            } catch let error as SweepError {
                throw CommandLineFailure.badInput(error.message)
            }
        }
        do {
            try SweepSpecification.checkSize(scenarios: scenarioPaths.count, varied: varied)
        } catch {
            throw CommandLineFailure.badInput("--vary: " + error.message)
        }
        settings = try Self.simulation.settings(from: parsed)
        maxEvents = try Self.simulation.maxEvents(from: parsed)
        shard = try Self.shard(parsed)
        format = try Self.format.read(from: parsed)
        output = try OutputFile.checked(parsed.text(.output))
        if shard != nil, parsed.isGiven(Self.format.declaration), format.name != "json" {
            throw parsed.usageError("--shard writes a JSON part file; merge the parts to get \(format.name)")
        }
    }

    /// `--shard I/N`: shard I (0 to N-1) of N.
    private static func shard(_ parsed: ParsedArguments) throws -> SweepResult.Shard? {
        guard let text = try parsed.text(.shard) else { return nil }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, index >= 0,
              index < count else {
            throw parsed.invalid(.shard, text)
        }
        // Said apart: 0/100001 has 0 <= I < N, as the expected form asks.
        guard count <= SweepResult.Shard.mostShards else {
            throw CommandLineFailure.badInput("--shard: N is at most \(SweepResult.Shard.mostShards), got '\(text)'")
        }
        return SweepResult.Shard(index: index, count: count)
    }
}

extension OptionDeclaration {
    static let vary = OptionDeclaration(
        name: "--vary", valueName: "KEY=VALUES",
        expects: "KEY=LO:HI:STEP or KEY=V1,V2,..., such as 'scanInterval=0.5:1.5:0.25'").repeated()
    static let shard = OptionDeclaration(
        name: "--shard", valueName: "I/N", expects: "I/N with 0 <= I < N, such as '0/16'")
}

extension SweepOptions {
    /// The files a sweep reads, which `--output` must not replace.
    var inputPaths: [String] { scenarioPaths + (profilesPath.map { [$0] } ?? []) }

    /// Renders a sweep (or a merge of its parts) and writes it to `output`, or to stdout.
    static func write(_ result: SweepResult, as format: any OutputFormat, to output: String?,
                      protecting inputs: [String]) throws {
        guard let output else { return try StandardStreams.write(.sweep(result), as: format) }
        let text: String
        do {
            text = try format.render(.sweep(result), in: RenderContext(toolVersion: Version.current))
        } catch let error as ReportError {
            throw CommandLineFailure.runtime(error.description)
        }
        try OutputFile.write(text, to: output, protecting: inputs)
    }
}
