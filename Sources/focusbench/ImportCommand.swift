import FocusImport
import FocusModel
import FocusReport

/// `focusbench import web|android|ios FILE`: everything but the options is
/// in `FocusImport.Importer`; this only parses, prints and writes.
enum ImportCommand {
    static let specs: [OptionSpec] = [.viewport, .density, .task, .name, .output]

    static let help = """
        Usage: focusbench import web     PAGE.html [--viewport WxH] [--task SPEC] [--name NAME] [--output FILE]
               focusbench import android DUMP.xml  [--density DPI]  [--task SPEC] [--name NAME] [--output FILE]
               focusbench import ios     SOURCE    [--task SPEC] [--name NAME] [--output FILE]

        Writes a scenario from a real screen: a saved web page (loaded in headless Chromium, with
        no network), an Android 'uiautomator dump' or Appium page source, or an iOS Appium/
        WebDriverAgent page source or XCUITest debugDescription. Every guess made (a role inferred,
        a label taken from a hint, an assumed density, a draft task) is printed on stderr, one line
        each. See docs/import.md for how to get each file.

        Orders written: web tab, dom and visual; android and ios hierarchy and visual.

        Options:
          --viewport WxH       Web: the viewport in CSS px (default 390x844; 1280x800 for desktop)
          --density DPI        Android: dots per inch, from 'adb shell wm density' (default: 420,
                               assumed and said so on stderr)
          --task SPEC          The task, steps separated by ';', each an element's id or label,
                               with =TEXT for what is typed: "Email=jane@example.com; Sign up"
                               (default: a draft of the required or empty fields and the submit
                               button, announced on stderr)
          --name NAME          The scenario's name (default: the page title or the file name)
          --output FILE        Write the scenario to FILE, atomically, never over the input
                               (default: stdout)
          -h, --help           Show this help

        Exit status: 0 written, 1 Chromium missing or failed, 2 bad usage or bad input.

        Example:
          focusbench import android window_dump.xml --density 420 --output signup.json

        """

    static func run(_ parsed: ParsedArguments) throws {
        guard let kindName = parsed.positionals.first else {
            throw parsed.usageError("import expects web, android or ios, then the file")
        }
        guard let kind = Platform(rawValue: kindName) else {
            throw parsed.usageError("import reads web, android or ios, not '\(kindName)'")
        }
        guard parsed.positionals.count >= 2 else { throw parsed.usageError("import \(kindName) expects a file") }
        if parsed.positionals.count > 2 { throw parsed.usageError("unexpected argument '\(parsed.positionals[2])'") }
        var request = ImportRequest(kind: kind, file: parsed.positionals[1])
        if let viewport = try parsed.text(.viewport) {
            guard kind == .web else { throw parsed.usageError("--viewport goes with import web") }
            request.viewport = try Self.viewport(viewport)
        }
        if let density = try parsed.positiveNumber(.density) {
            guard kind == .android else { throw parsed.usageError("--density goes with import android") }
            request.density = density
        }
        request.task = try parsed.text(.task)
        request.name = try parsed.text(.name)
        let output = try parsed.text(.output)

        let result: ImportResult
        do {
            result = try Importer.run(request)
        } catch {
            throw error.isBadInput ? CommandLineFailure.badInput(error.description) : CommandLineFailure.runtime(error.description)
        }
        for guess in result.guesses { StandardStreams.error(guess) }
        guard let output else { return StandardStreams.write(result.scenarioJSON) }
        do {
            try AtomicFileWriter.write(result.scenarioJSON, to: output, protecting: [request.file])
        } catch {
            throw CommandLineFailure.badInput("--output \(error.description)")
        }
        let orders = result.scenario.orders.map(\.name).joined(separator: ", ")
        StandardStreams.write("\(output): \(result.scenario.elements.count) elements, orders: \(orders); "
            + "task of \(result.scenario.task.count) step\(result.scenario.task.count == 1 ? "" : "s")\n")
    }

    /// "390x844" → 390 by 844 CSS px.
    static func viewport(_ text: String) throws -> ScreenSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width >= 1, height >= 1, width <= 10_000, height <= 10_000 else {
            throw CommandLineFailure.badInput("--viewport expects \(OptionSpec.viewport.expects), got '\(text)'")
        }
        return ScreenSize(width: width, height: height)
    }
}

extension OptionSpec {
    static let viewport = OptionSpec(name: "--viewport", expects: "WIDTHxHEIGHT in CSS px from 1 to 10000, such as 390x844")
    static let density = OptionSpec(name: "--density", expects: "a positive number of dots per inch, such as 420")
    static let task = OptionSpec(name: "--task", expects: "steps separated by ';', such as 'Email=jane@example.com; Sign up'")
    static let name = OptionSpec(name: "--name", expects: "a scenario name")
}
