import FocusModel
import FocusReport
import FocusSweep

/// `focusbench merge`: the part files of a sharded sweep, joined into the
/// output one unsharded run writes.
enum MergeCommand: CommandDeclaration {
    static let name = "merge"
    static let abstract = "Join the part files of a sharded sweep"
    static let format = FormatOption(for: .sweep, default: "json", note: "csv gives one row per cell and order")
    static let options = [
        format.declaration,
        OptionDeclaration.output.withHelp("Write to FILE instead of standard output"),
    ]
    static let help = CommandHelp(
        usage: ["PART... [--format json|csv|html] [--output FILE]"],
        description: """
            Joins the part files that 'focusbench sweep --shard I/N' wrote, in any order, into
            the output the sweep writes when it is not split: byte for byte the same. Refuses parts
            of different sweeps, a part whose rows do not fit its specification or that was changed
            after it was written (naming the JSON path), a cell in two parts and a cell in none.
            """,
        examples: ["focusbench merge part-*.json --format csv --output sweep.csv"])

    static func run(_ options: MergeOptions) throws {
        try OutputFile.refuseReplacing(options.partPaths, with: options.output, by: "merge")
        var parts: [(file: String, root: InputNode)] = []
        for path in options.partPaths {
            do {
                parts.append((path, try InputFile.parse(try InputFile.read(path), file: path)))
            } catch {
                throw CommandLineFailure.badInput(error.description)
            }
        }
        let result: SweepResult
        do {
            result = try SweepMerge.merge(parts)
        } catch {
            throw CommandLineFailure.badInput(error.message)
        }
        try SweepOptions.write(result, as: options.format, to: options.output, protecting: options.partPaths)
    }
}

struct MergeOptions: ParsableOptions {
    var partPaths: [String]
    var format: any OutputFormat
    var output: String?

    init(_ parsed: ParsedArguments) throws {
        guard !parsed.positionals.isEmpty else { throw parsed.usageError("merge expects one or more PART files") }
        partPaths = parsed.positionals
        format = try MergeCommand.format.read(from: parsed)
        output = try OutputFile.checked(parsed.text(.output))
    }
}
