import Foundation
import FocusReport
import FocusRun

/// Where `lint` and `check` write: `--format` on stdout and each
/// `--output FORMAT=FILE`, all rendered from the one run, with paths
/// relative to `--source-root`. A run that stops on bad input still writes
/// the formats that record failures (a SARIF log saying why), so a CI step
/// that uploads the file finds one.
struct FindingsOutputs {
    static let outputDeclaration = OptionDeclaration(
        name: "--output", valueName: "FORMAT=FILE",
        expects: "a format and a file joined by '=', such as 'sarif=focus.sarif'").repeated()
    static let sourceRootDeclaration = OptionDeclaration(
        name: "--source-root", valueName: "DIR", expects: "a folder, usually the repository's root")

    /// The declarations a findings command adds, after its `--format`.
    static func declarations(_ format: FormatOption, kind: ResultKind) -> [OptionDeclaration] {
        [
            format.declaration,
            outputDeclaration.withHelp("""
                Also write FORMAT (\(OutputFormats.rendering(kind).map { $0.name }.joinedWithOr)) to FILE; may be
                given more than once; the run is simulated once
                """),
            sourceRootDeclaration.withHelp("""
                The folder that SARIF, JUnit and annotation paths are relative to
                (default: the current folder)
                """),
        ]
    }

    let stdout: any OutputFormat
    let files: [(format: any OutputFormat, path: String)]
    let context: RenderContext

    init(_ parsed: ParsedArguments, format: FormatOption, kind: ResultKind) throws {
        stdout = try format.read(from: parsed)
        files = try parsed.all(Self.outputDeclaration).map { value in
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex,
                  value.index(after: equals) != value.endIndex else {
                throw parsed.invalid(Self.outputDeclaration, value)
            }
            let name = String(value[..<equals])
            guard let chosen = format.allowed.first(where: { $0.name == name }) else {
                throw CommandLineFailure.badInput("--output: '\(name)' is not a format of this command "
                    + "(\(format.allowed.map(\.name).joinedWithOr))")
            }
            return (chosen, try OutputFile.checked(String(value[value.index(after: equals)...]))!)
        }
        try Self.refuseSharedFiles(files.map(\.path))
        let sourceRoot = try parsed.text(Self.sourceRootDeclaration)
        var isFolder: ObjCBool = false
        if let sourceRoot, !FileManager.default.fileExists(atPath: sourceRoot, isDirectory: &isFolder) || !isFolder.boolValue {
            throw CommandLineFailure.badInput("--source-root \(sourceRoot) is not a folder that exists")
        }
        // Made before the run, so that its start is JUnit's timestamp in every file.
        context = RenderContext(toolVersion: Version.current, sourceRoot: sourceRoot)
    }

    /// Two formats written to one file would leave only the last.
    private static func refuseSharedFiles(_ paths: [String]) throws {
        for (index, path) in paths.enumerated() {
            if let earlier = paths[..<index].first(where: { AtomicFileWriter.sameFile(path, $0) }) {
                let named = path == earlier ? "is named twice" : "is \(earlier) again"
                throw CommandLineFailure.badInput("--output: \(path) \(named); each format needs its own file")
            }
        }
    }

    /// Writes the result to stdout and to every file, never replacing `inputs`.
    func write(_ result: RenderedResult, protecting inputs: [String]) throws {
        for (format, path) in files {
            try OutputFile.write(try rendered(format, result), to: path, protecting: inputs)
        }
        StandardStreams.write(try rendered(stdout, result))
    }

    /// After a run that stopped: the failure log of every destination whose
    /// format has one (never over an input); the others are left as they were.
    func writeFailure(_ failure: RunFailure, protecting inputs: [String]) {
        let result = RenderedResult.failure(failure)
        for (format, path) in files where format.kinds.contains(.failure) {
            if let text = try? format.render(result, in: context) {
                try? OutputFile.write(text, to: path, protecting: inputs)
            }
        }
        if stdout.kinds.contains(.failure), let text = try? stdout.render(result, in: context) {
            StandardStreams.write(text)
        }
    }

    private func rendered(_ format: any OutputFormat, _ result: RenderedResult) throws -> String {
        do {
            return try format.render(result, in: context)
        } catch let error as ReportError {
            throw CommandLineFailure.runtime(error.description)
        }
    }
}
