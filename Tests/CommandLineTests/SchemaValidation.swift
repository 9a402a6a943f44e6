import Foundation
import XCTest

/// Validates CI output with the official schemas vendored in Tests/Schemas
/// (see its README): SARIF with Python's `jsonschema` and its format checker,
/// JUnit with `xmllint --schema`. `make test-deps` installs both; a missing
/// validator fails the test rather than skipping it.
enum SchemaValidation {
    static let schemas = FocusBenchProcess.packageRoot.appendingPathComponent("Tests/Schemas")

    /// The validator's complaints; empty when the log is valid.
    static func sarifErrors(_ text: String) throws -> String {
        let script = """
            import json, sys, jsonschema
            checker = jsonschema.FormatChecker()
            if not {"uri", "uri-reference"} <= set(checker.checkers):
                sys.exit("jsonschema cannot check URIs here: run make test-deps")
            schema = json.load(open(sys.argv[1]))
            log = json.load(open(sys.argv[2]))
            validator = jsonschema.Draft4Validator(schema, format_checker=checker)
            for error in validator.iter_errors(log):
                print("/".join(map(str, error.absolute_path)) + ": " + error.message)
            """
        let checked = try validated(text, name: "log.sarif", program: "python3",
                                    arguments: ["-c", script, schemas.appendingPathComponent("sarif-schema-2.1.0.json").path])
        return checked
    }

    static func junitErrors(_ text: String) throws -> String {
        try validated(text, name: "junit.xml", program: "xmllint",
                      arguments: ["--noout", "--schema", schemas.appendingPathComponent("JUnit-focusbench.xsd").path])
    }

    /// Runs `program arguments FILE` on `text` in a temporary file; its output when it fails or prints anything.
    private static func validated(_ text: String, name: String, program: String, arguments: [String]) throws -> String {
        let file = try FocusBenchProcess.temporaryFile(named: name, containing: text)
        let result = try FocusBenchProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"),
                                               [program] + arguments + [file])
        if result.status == 0, result.stdout.isEmpty { return "" }
        return "status \(result.status): \(result.stdout)\(result.stderr)"
    }

    static func assertValidSARIF(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try sarifErrors(text), "", file: file, line: line)
    }

    static func assertValidJUnit(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try junitErrors(text), "", file: file, line: line)
    }
}
