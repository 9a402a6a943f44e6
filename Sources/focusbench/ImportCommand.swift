import FocusImport
import FocusModel
import FocusReport

/// `focusbench import web|android|ios FILE`: everything but the options is
/// in `FocusImport.Importer`; this only parses, prints and writes.
enum ImportCommand: CommandDeclaration {
    static let name = "import"
    static let abstract = "Write a scenario from a web page, an Android dump or an iOS page source"
    static let argumentChoices = Platform.allCases.map(\.rawValue)
    static let options = [
        ImportOptions.viewportOption.withHelp("Web: the viewport in CSS px (default 390x844; 1280x800 for desktop)"),
        ImportOptions.densityOption.withHelp("""
            Android: dots per inch, \(ImportOptions.span(AndroidDensity.accepted)), from 'adb shell wm
            density' (default: 420, assumed and said so on stderr)
            """),
        ImportOptions.taskOption.withHelp("""
            The task, steps separated by ';', each an element's id or label,
            with =TEXT for what is typed: "Email=jane@example.com; Sign up"
            (default: a draft of the required or empty fields and the submit
            button, announced on stderr)
            """),
        ImportOptions.nameOption.withHelp("The scenario's name (default: the page title or the file name)"),
        ImportOptions.timeoutOption.withHelp("""
            Web: seconds the whole import may take, loading, reading and
            pressing Tab, \(ImportOptions.span(ImportRequest.timeouts)) (default \(Int(ImportRequest.defaultTimeout)))
            """),
        OptionDeclaration.output.withHelp("""
            Write the scenario to FILE, atomically, never over the input
            (default: stdout)
            """),
    ]
    static let help = CommandHelp(
        usage: ["web     PAGE.html [--viewport WxH] [--timeout SECONDS] [--task SPEC] [--name NAME] [--output FILE]",
                "android DUMP.xml  [--density DPI]  [--task SPEC] [--name NAME] [--output FILE]",
                "ios     SOURCE    [--task SPEC] [--name NAME] [--output FILE]"],
        description: """
            Writes a scenario from a real screen: a saved web page (loaded in headless Chromium, with
            no network), an Android 'uiautomator dump' or Appium page source, or an iOS Appium/
            WebDriverAgent page source or XCUITest debugDescription. Every guess made (a role inferred,
            a label taken from a hint, an assumed density, a draft task) is printed on stderr, one line
            each. See docs/import.md for how to get each file.

            Orders written: web tab, dom and visual; android and ios hierarchy and visual.
            """,
        notes: "Exit status: 0 written, 1 Chromium missing or failed, 2 bad usage or bad input.",
        examples: ["focusbench import android window_dump.xml --density 420 --output signup.json"])

    static func run(_ options: ImportOptions) throws {
        let result: ImportResult
        do {
            result = try Importer.run(options.request)
        } catch {
            throw error.isBadInput ? CommandLineFailure.badInput(error.description) : CommandLineFailure.runtime(error.description)
        }
        for guess in result.guesses { StandardStreams.error(guess) }
        guard let output = options.output else { return StandardStreams.write(result.scenarioJSON) }
        try OutputFile.write(result.scenarioJSON, to: output, protecting: [options.request.file], prefix: "--output ")
        let orders = result.scenario.orders.map(\.name).joined(separator: ", ")
        StandardStreams.write("\(output): \(result.scenario.elements.count) elements, orders: \(orders); "
            + "task of \(result.scenario.task.count) step\(result.scenario.task.count == 1 ? "" : "s")\n")
    }
}
