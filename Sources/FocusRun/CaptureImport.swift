import FocusImport
import FocusModel
import FocusReport

/// The captures a check configuration lists (saved pages, screen dumps),
/// imported afresh on every run with FocusImport, as `focusbench import`
/// would; their findings point at the capture file.
enum CaptureImport {
    struct Imported {
        /// The capture's path as opened.
        var file: String
        var scenario: Scenario
        /// One line per guess, prefixed with the file.
        var guesses: [String]
    }

    /// Every capture file the configuration names (globs expanded), imported in order.
    static func importAll(_ configuration: CheckConfiguration, folder: String) throws -> [Imported] {
        var imported: [Imported] = []
        for capture in configuration.captures {
            let files = ScenarioGlob.expand(capture.file, relativeTo: folder)
            if files.isEmpty {
                throw InputError(file: configuration.file, path: capture.path + ".capture",
                                 message: ScenarioGlob.nothingFound(capture.file, relativeTo: folder))
            }
            for file in files where !imported.contains(where: { $0.file == file }) {
                var request = ImportRequest(kind: capture.platform, file: file)
                if let viewport = capture.viewport { request.viewport = viewport }
                request.density = capture.density
                request.task = capture.task
                let result: ImportResult
                do {
                    result = try Importer.run(request)
                } catch {
                    throw CaptureFailure(file: configuration.file, path: capture.path, error: error)
                }
                imported.append(Imported(file: file, scenario: result.scenario,
                                         guesses: result.guesses.map { "\(file): \($0)" }))
            }
        }
        return imported
    }
}

/// A capture that could not be imported: bad input (a page that is not
/// HTML, a dump without nodes) or a runtime failure (Chromium missing).
public struct CaptureFailure: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var path: String
    public var error: ImportError

    public var isBadInput: Bool { error.isBadInput }
    public var description: String { "\(file): \(path): \(error.description)" }
}
