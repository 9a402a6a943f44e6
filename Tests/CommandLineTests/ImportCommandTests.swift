import Foundation
import XCTest

/// `focusbench import` as a person runs it: output, guesses on stderr,
/// exit statuses, atomic --output, and no browser left behind.
final class ImportCommandTests: XCTestCase {
    let fixtures = "Tests/FocusImportTests/Fixtures"

    func testAndroidDumpToStdoutThenValidate() throws {
        let result = try FocusBenchProcess.run("import", "android", "\(fixtures)/android-signup.xml", "--density", "420",
                                               "--task", "Email=jane@example.com; Password=secret12; Sign up")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderrLines, [
            "focusbench: node /0/3 (com.example.shop:id/terms_row): role of android.widget.LinearLayout inferred from checkable=\"true\" as a checkbox",
            "focusbench: node /0/5 (com.example.shop:id/help): android.widget.TextView that can be clicked taken as a button",
            "focusbench: left out 1 invisible or zero-size view",
            // The e-mail field's text is its hint drawn in place: the label is the hint.
            "focusbench: node /0/1 (com.example.shop:id/email): label \"Email\" taken from the hint",
            "focusbench: node /0/2 (com.example.shop:id/password): label \"Password\" taken from the hint",
            "focusbench: node /0/3 (com.example.shop:id/terms_row): label \"I accept the terms\" merged from the text of 1 child view, as TalkBack does",
            // Each card is a speaking top-level item of the list: TalkBack focuses it and reads its text.
            "focusbench: node /0/7/0 (com.example.shop:id/offer_card): label \"Summer sale\" merged from the text of 1 child view, as TalkBack does",
            "focusbench: node /0/7/1 (com.example.shop:id/offer_card): label \"Gift cards\" merged from the text of 1 child view, as TalkBack does",
        ])
        let path = try FocusBenchProcess.temporaryFile(named: "signup.json", containing: result.stdout)
        let validated = try FocusBenchProcess.run("validate", path)
        XCTAssertEqual(validated.stdout, "\(path): valid (11 elements, orders: hierarchy, visual; task of 3 steps)\n")
        XCTAssertTrue(result.stdout.contains("\"enter\": \"jane@example.com\""), result.stdout)
    }

    func testOutputIsWrittenAndNeverReplacesTheInput() throws {
        let directory = URL(fileURLWithPath: try FocusBenchProcess.temporaryFile(named: "x", containing: ""))
            .deletingLastPathComponent()
        let source = directory.appendingPathComponent("source.xml").path
        try FileManager.default.copyItem(atPath: "\(FocusBenchProcess.packageRoot.path)/\(fixtures)/ios-login.xml", toPath: source)
        let before = try String(contentsOfFile: source, encoding: .utf8)
        let refused = try FocusBenchProcess.run("import", "ios", source, "--output", source)
        XCTAssertEqual(refused.status, 2)
        // Refused before importing, so no guess is printed.
        XCTAssertEqual(refused.stderrLines.map(String.init), ["focusbench: --output \(source) is \(source) itself; import never replaces its input"])
        let linked = directory.appendingPathComponent("linked.xml").path
        try? FileManager.default.removeItem(atPath: linked)
        try FileManager.default.linkItem(atPath: source, toPath: linked)
        XCTAssertEqual(try FocusBenchProcess.run("import", "ios", source, "--output", linked).stderrLines.map(String.init),
                       ["focusbench: --output \(linked) is \(source) itself; import never replaces its input"])
        XCTAssertEqual(try FocusBenchProcess.run("import", "ios", source, "--output", "/nonexistent/x.json").stderrLines.map(String.init),
                       ["focusbench: --output cannot write /nonexistent/x.json: No such file or directory"])
        XCTAssertEqual(try String(contentsOfFile: source, encoding: .utf8), before)

        let output = directory.appendingPathComponent("login.json").path
        let written = try FocusBenchProcess.run("import", "ios", source, "--output", output, "--name", "Login")
        XCTAssertEqual(written.status, 0, written.stderr)
        // 13: the offer off the screen is a stop (VoiceOver moves to it).
        XCTAssertEqual(written.stdout, "\(output): 13 elements, orders: hierarchy, visual; task of 3 steps\n")
        XCTAssertEqual(try FocusBenchProcess.run("validate", output).status, 0)
        XCTAssertTrue(try String(contentsOfFile: output, encoding: .utf8).contains("\"name\": \"Login\""))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testBadInputIsOneLineWithFileAndLine() throws {
        for (name, message) in [
            ("empty.xml", "line 1: the file is empty; expected an XML page source"),
            ("no-nodes.xml", "line 2: no view nodes"),
            ("not-xml.xml", "line 4: not XML"),
            ("entity-attack.xml", "line 2: a <!DOCTYPE> declaration is refused"),
        ] {
            let path = "\(fixtures)/\(name)"
            let result = try FocusBenchProcess.run("import", "android", path, "--density", "420")
            XCTAssertEqual(result.status, 2, name)
            XCTAssertEqual(result.stdout, "")
            XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("focusbench: \(path): \(message)"), result.stderr)
        }
    }

    func testUsageErrors() throws {
        let cases: [([String], String)] = [
            (["import"], "focusbench: import expects web, android or ios, then the file (see 'focusbench import --help')"),
            (["import", "windows", "a.xml"], "focusbench: import reads web, android or ios, not 'windows' (see 'focusbench import --help')"),
            (["import", "ios"], "focusbench: import ios expects a file (see 'focusbench import --help')"),
            (["import", "ios", "\(fixtures)/ios-login.xml", "--density", "420"],
             "focusbench: --density goes with import android (see 'focusbench import --help')"),
            (["import", "android", "\(fixtures)/android-signup.xml", "--density", "50"],
             "focusbench: --density expects dots per inch from 100 to 1000, such as 420, got '50'"),
            (["import", "web", "\(fixtures)/signup.html", "--viewport", "390by844"],
             "focusbench: --viewport expects WIDTHxHEIGHT in CSS px from 1 to 10000, such as 390x844, got '390by844'"),
            (["import", "android", "\(fixtures)/android-signup.xml", "--task", "Emial; Sign up"],
             "focusbench: --task: no element has the id or label 'Emial'; close matches: email, Email"),
            (["import", "android", "\(fixtures)/android-signup.xml", "--task", "Email=   "],
             "focusbench: --task: step 1 gives no text after 'Email='; write 'Email' without '=' to only activate it"),
            (["import", "web", "\(fixtures)/signup.html", "--timeout", "3601"],
             "focusbench: --timeout expects seconds from 1 to 3600, such as 20, got '3601'"),
        ]
        for (arguments, message) in cases {
            let result = try FocusBenchProcess.run(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderrLines.last.map(String.init), message)
        }
    }

    func testHelpIsListed() throws {
        let help = try FocusBenchProcess.run("import", "--help")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("Usage: focusbench import web     PAGE.html [--viewport WxH]"))
        // The ranges the options are checked against, as their errors give them.
        XCTAssertTrue(help.stdout.contains("pressing Tab, 1 to 3600 (default 20)"), help.stdout)
        XCTAssertTrue(help.stdout.contains("dots per inch, 100 to 1000,"), help.stdout)
        XCTAssertTrue(try FocusBenchProcess.run("--help").stdout.contains("  import       Write a scenario from a web page"))
    }

    func testMissingChromiumIsExitOneNamingThePackage() throws {
        let result = try run(["import", "web", "\(fixtures)/signup.html"], environment: ["PATH": "/nonexistent"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "focusbench: importing a web page needs Chromium, which is not installed: install "
            + "the Debian package 'chromium' (sudo apt-get install chromium, or 'make deps')\n")
    }

    /// The scenario file `import web` writes for css-order.html (skips without Chromium).
    private func importedCSSOrderPage(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else { throw XCTSkip("Chromium is not installed") }
        let output = try FocusBenchProcess.temporaryFile(named: "checkout.json", containing: "")
        let imported = try FocusBenchProcess.run("import", "web", "\(fixtures)/css-order.html", "--task", "Pay",
                                                 "--output", output)
        XCTAssertEqual(imported.status, 0, imported.stderr, file: file, line: line)
        return output
    }

    func testLintFindsACSSReorderingOfAnImportedPage() throws {
        let output = try importedCSSOrderPage()
        let lint = try FocusBenchProcess.run("lint", output, "--replications", "200")
        XCTAssertEqual(lint.status, 4, lint.stderr)
        XCTAssertTrue(lint.stdout.contains("[readingOrder] order 'tab' departs from the order the page is drawn in: "
            + "Kendall distance 5 (first before second, first before third, pay before back, ...)"), lint.stdout)
    }

    /// On an imported page each user is reported once, on the order they
    /// follow (keyboard on 'tab', the others on 'dom'), and no sentence
    /// compares one navigation method with another.
    func testReportOfAnImportedPageIsAsShipped() throws {
        let output = try importedCSSOrderPage()
        let json = try FocusBenchProcess.run("report", output, "--format", "json", "--replications", "200")
        XCTAssertEqual(json.status, 0, json.stderr)
        let report = try json.jsonObject()
        let cells = try XCTUnwrap(report["cells"] as? [[String: Any]])
        XCTAssertEqual(cells.map { "\($0["user"]!) \($0["order"]!)" }, AsShippedTests.webPageCells)
        XCTAssertEqual((report["asShipped"] as? [Any])?.count, 5)
        let markdown = try FocusBenchProcess.run("report", output, "--format", "md", "--replications", "200")
        XCTAssertEqual(markdown.status, 0, markdown.stderr)
        XCTAssertTrue(markdown.stdout.contains("talkback-default follows 'dom': screen readers browse the "
            + "accessibility tree in document order"), markdown.stdout)
        for comparing in ["slower than", "faster than", "fastest", "takes the same time as", "do not differ"] {
            XCTAssertFalse(markdown.stdout.contains(comparing), "the report says '\(comparing)'")
        }
    }

    func testInterruptedImportLeavesNoBrowser() throws {
        try interrupt("\(fixtures)/signup.html", with: SIGINT)
    }

    /// A page whose script never ends, stopped by SIGTERM while the browser
    /// is busy with it: nothing of the browser stays, not even Chromium's own
    /// temporary folders.
    func testTerminatedDuringAHostilePageLeavesNothing() throws {
        try interrupt("\(fixtures)/hostile/script-loop.html", with: SIGTERM)
    }

    private func interrupt(_ page: String, with signalNumber: Int32) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else { throw XCTSkip("Chromium is not installed") }
        // A temporary directory of its own, so that imports run by anything
        // else on the machine are not counted.
        let temporary = URL(fileURLWithPath: try FocusBenchProcess.temporaryFile(named: "x", containing: ""))
            .deletingLastPathComponent().path
        let process = Process()
        process.executableURL = try FocusBenchProcess.executable()
        process.arguments = ["import", "web", page]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { $1 }
        process.currentDirectoryURL = FocusBenchProcess.packageRoot
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait for the browser to appear, then interrupt the import as Ctrl-C would.
        // The first sighting counts: a second look can miss the browser for
        // a moment while Debian's wrapper script execs the real binary.
        let deadline = Date().addingTimeInterval(10)
        var started = false
        while !started, Date() < deadline {
            started = !browsers(of: process.processIdentifier, in: temporary).isEmpty
            if !started { usleep(20_000) }
        }
        XCTAssertTrue(started, "the browser never started")
        kill(process.processIdentifier, signalNumber)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, signalNumber)
        XCTAssertEqual(browserProcesses(in: temporary), [])
        XCTAssertEqual(profileDirectories(in: temporary), [],
                       "the browser's profile is removed before the signal ends the import")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), ["x"])
    }

    // MARK: - Helpers

    private func run(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = try FocusBenchProcess.executable()
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = FocusBenchProcess.packageRoot
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Live processes whose command line names an import's browser profile in `directory`.
    private func browserProcesses(in directory: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                  let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
            let state = stat.split(separator: ")").last?.split(separator: " ").first
            return state != "Z"
                && String(decoding: command, as: UTF8.self).contains("\(directory)/focusbench-browser-")
        }
    }

    /// Browser profiles left in `directory`.
    private func profileDirectories(in directory: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return entries.filter { $0.hasPrefix("focusbench-browser-") }
    }

    /// The browser processes whose parent is `pid`.
    private func browsers(of pid: Int32, in directory: String) -> [Int32] {
        browserProcesses(in: directory).filter { child in
            guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8) else { return false }
            let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
            return fields.count > 1 && Int32(fields[1]) == pid
        }
    }
}
