import FocusImport
import FocusModel

/// `focusbench import KIND FILE`: what is read and how it is turned into a scenario.
struct ImportOptions: ParsableOptions {
    static let viewportOption = OptionDeclaration(
        name: "--viewport", valueName: "WxH", expects: ScreenSize.viewportExpects)
    static let densityOption = OptionDeclaration(
        name: "--density", valueName: "DPI", expects: "dots per inch from \(span(AndroidDensity.accepted)), such as 420")
    static let taskOption = OptionDeclaration(
        name: "--task", valueName: "SPEC", expects: "steps separated by ';', such as 'Email=jane@example.com; Sign up'")
    static let nameOption = OptionDeclaration(name: "--name", valueName: "NAME", expects: "a scenario name")
    static let timeoutOption = OptionDeclaration(
        name: "--timeout", valueName: "SECONDS",
        expects: "seconds from \(span(ImportRequest.timeouts)), such as \(Int(ImportRequest.defaultTimeout))")

    var request: ImportRequest
    var output: String?

    init(_ parsed: ParsedArguments) throws {
        guard let kindName = parsed.positionals.first else {
            throw parsed.usageError("import expects web, android or ios, then the file")
        }
        guard let kind = Platform(rawValue: kindName) else {
            throw parsed.usageError("import reads web, android or ios, not '\(kindName)'")
        }
        guard parsed.positionals.count >= 2 else { throw parsed.usageError("import \(kindName) expects a file") }
        if parsed.positionals.count > 2 { throw parsed.usageError("unexpected argument '\(parsed.positionals[2])'") }
        request = ImportRequest(kind: kind, file: parsed.positionals[1])
        if let viewport = try parsed.text(Self.viewportOption) {
            guard kind == .web else { throw parsed.usageError("--viewport goes with import web") }
            request.viewport = try Self.viewport(viewport)
        }
        if let density = try parsed.positiveNumber(Self.densityOption) {
            guard kind == .android else { throw parsed.usageError("--density goes with import android") }
            guard AndroidDensity.accepted.contains(density) else {
                // As typed: the number read back would print 50 as "50.0".
                throw parsed.invalid(Self.densityOption, try parsed.text(Self.densityOption) ?? "")
            }
            request.density = density
        }
        if let timeout = try parsed.positiveNumber(Self.timeoutOption) {
            guard kind == .web else { throw parsed.usageError("--timeout goes with import web") }
            guard ImportRequest.timeouts.contains(timeout) else {
                throw parsed.invalid(Self.timeoutOption, try parsed.text(Self.timeoutOption) ?? "")
            }
            request.timeout = timeout
        }
        request.task = try parsed.text(Self.taskOption)
        request.name = try parsed.text(Self.nameOption)
        output = try OutputFile.checked(parsed.text(.output))
        try OutputFile.refuseReplacing([request.file], with: output, by: "import")
    }

    /// "1 to 3600": a range of whole numbers as help and errors give it.
    static func span(_ range: ClosedRange<Double>) -> String {
        "\(Int(range.lowerBound)) to \(Int(range.upperBound))"
    }

    static func viewport(_ text: String) throws -> ScreenSize {
        guard let size = ScreenSize(viewport: text) else {
            throw CommandLineFailure.badInput("--viewport expects \(viewportOption.expects), got '\(text)'")
        }
        return size
    }
}
