import Foundation

/// One way of writing results out (text, JSON, CSV, HTML, Markdown, JUnit,
/// SARIF, GitHub annotations). Each format is one conformance, listed once
/// in `OutputFormats.all`; commands offer the formats that render their
/// kind of result, so a new format is one file and one line there.
public protocol OutputFormat: Sendable {
    /// The value of `--format` and the left side of `--output NAME=FILE`.
    var name: String { get }
    /// The kinds of result the format renders; `render` is asked for no other.
    var kinds: Set<ResultKind> { get }
    /// Whether the format lists every replication, which the simulation
    /// streams to it (`ReplicationCSV.streaming`) rather than keeping them.
    var streamsReplications: Bool { get }
    /// The whole output, ending with a newline (or empty).
    func render(_ result: RenderedResult, in context: RenderContext) throws -> String
}

extension OutputFormat {
    public var streamsReplications: Bool { false }

    public func render(_ result: RenderedResult) throws -> String {
        try render(result, in: RenderContext())
    }

    /// The refusal for a kind outside `kinds` (commands never ask for one).
    func unsupported(_ result: RenderedResult) -> ReportError {
        .unsupported(format: name, kind: result.kind.rawValue)
    }
}

/// What a rendering may need besides the result: the program's version
/// (for generator lines and SARIF's driver), the folder that SARIF, JUnit
/// and annotation paths are relative to, and when the run started (JUnit's
/// timestamp, the same in every file one run writes).
public struct RenderContext: Sendable {
    public var toolVersion: String
    /// An absolute path; defaults to the current directory.
    public var sourceRoot: String
    public var started: Date

    public init(toolVersion: String = "", sourceRoot: String? = nil, started: Date = Date()) {
        self.toolVersion = toolVersion
        self.sourceRoot = SourcePath.absolute(sourceRoot ?? ".")
        self.started = started
    }
}

/// The registry of formats: the one list every command's `--format` and
/// `--output` choices come from.
public enum OutputFormats {
    public static let all: [any OutputFormat] = [
        TextFormat(), JSONFormat(), CSVFormat(), HTMLFormat(), MarkdownFormat(), JUnitFormat(), SARIFFormat(),
        GitHubFormat(),
    ]

    /// The formats that render `kind`, in registry order.
    public static func rendering(_ kind: ResultKind) -> [any OutputFormat] {
        all.filter { $0.kinds.contains(kind) }
    }

    public static func named(_ name: String) -> (any OutputFormat)? {
        all.first { $0.name == name }
    }
}
