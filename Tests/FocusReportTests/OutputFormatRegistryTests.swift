@testable import FocusReport
import XCTest

/// The one list of formats: names unique, every kind of result rendered by
/// at least one format, and each format refusing the kinds it does not list.
final class OutputFormatRegistryTests: XCTestCase {
    func testNamesAreUniqueAndFoundByName() {
        let names = OutputFormats.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, names.joined(separator: ", "))
        XCTAssertEqual(names, ["text", "json", "csv", "html", "md", "junit", "sarif", "github"])
        for name in names { XCTAssertEqual(OutputFormats.named(name)?.name, name) }
        XCTAssertNil(OutputFormats.named("xml"))
    }

    func testEveryKindOfResultHasAFormat() {
        for kind in ResultKind.allCases {
            XCTAssertFalse(OutputFormats.rendering(kind).isEmpty, "\(kind) has no format")
        }
        // What the commands offer, in registry order.
        XCTAssertEqual(OutputFormats.rendering(.estimate).map(\.name), ["text", "json", "csv"])
        XCTAssertEqual(OutputFormats.rendering(.reports).map(\.name), ["json", "csv", "html", "md", "junit"])
        XCTAssertEqual(OutputFormats.rendering(.lint).map(\.name), ["text", "json", "md", "junit", "sarif", "github"])
        XCTAssertEqual(OutputFormats.rendering(.check).map(\.name), ["text", "json", "md", "junit", "sarif", "github"])
        XCTAssertEqual(OutputFormats.rendering(.failure).map(\.name), ["sarif"])
        XCTAssertEqual(OutputFormats.rendering(.typing).map(\.name), ["text", "json"])
    }

    func testAFormatRefusesAKindItDoesNotList() {
        let failure = RenderedResult.failure(RunFailure(command: "lint", message: "x.json: bad", exitCode: 2))
        XCTAssertThrowsError(try TextFormat().render(failure)) { error in
            XCTAssertEqual(error as? ReportError, .unsupported(format: "text", kind: "failure"))
        }
        XCTAssertThrowsError(try HTMLFormat().render(.estimate(ReportFixtures.estimate())))
    }

    func testOnlyCSVStreamsReplications() {
        XCTAssertEqual(OutputFormats.all.filter(\.streamsReplications).map(\.name), ["csv"])
    }
}

/// Positions in a JSON file's text, for SARIF regions and annotations.
final class JSONSourceMapTests: XCTestCase {
    func testRegionsCoverTheMemberInUTF16Columns() throws {
        // "é" is one UTF-16 unit and two UTF-8 bytes; "😀" two units and four bytes.
        let text = """
            {"name": "Café 😀", "dialogs": [
              {"id": "confirm", "focusOnOpen": "stays"}
            ]}
            """
        let map = try XCTUnwrap(JSONSourceMap(text: text))
        XCTAssertEqual(map.position(of: Array(text.utf8).firstIndex(of: UInt8(ascii: "\""))!).column, 2)
        let dialog = try XCTUnwrap(map.object(where: "id", is: "confirm"))
        XCTAssertEqual(dialog.path, "$.dialogs[0]")
        let member = try XCTUnwrap(dialog.node.member("focusOnOpen"))
        XCTAssertEqual(map.region(of: member.span),
                       SourceRegion(startLine: 2, startColumn: 21, endLine: 2, endColumn: 43))
        let lineTwo = text.split(separator: "\n")[1]
        XCTAssertEqual(String(lineTwo.dropFirst(20).prefix(22)), #""focusOnOpen": "stays""#)
        // After the emoji, columns count UTF-16 units, as SARIF's default columnKind does.
        let name = try XCTUnwrap(map.root.member("dialogs"))
        XCTAssertEqual(map.region(of: name.keySpan).startColumn, 21)
    }

    func testEscapedStringsMatchAndNonJSONGivesNoMap() throws {
        let map = try XCTUnwrap(JSONSourceMap(text: #"{"elements": [{"id": "a\"b\u00e9"}]}"#))
        XCTAssertEqual(map.object(where: "id", is: "a\"bé")?.path, "$.elements[0]")
        XCTAssertNil(JSONSourceMap(text: "<html></html>"))
        XCTAssertNil(JSONSourceMap(text: #"{"a": 1"#))
    }
}

/// Paths as CI systems want them.
final class SourcePathTests: XCTestCase {
    func testRelativeToTheRootAndPercentEncoded() {
        XCTAssertEqual(SourcePath.relative("/repo/my forms/a.json", to: "/repo"), "my forms/a.json")
        XCTAssertNil(SourcePath.relative("/elsewhere/a.json", to: "/repo"))
        XCTAssertNil(SourcePath.relative("/repository/a.json", to: "/repo"), "a prefix of a name is not a folder")
        XCTAssertEqual(SourcePath.uriEncoded("my forms/100% é.json"), "my%20forms/100%25%20%C3%A9.json")
        XCTAssertEqual(SourcePath.folderURI("/repo"), "file:///repo/")
    }

    func testFingerprintsDependOnEveryPartAndOnNothingElse() {
        let one = Fingerprint.of(["smallTarget", "a.json", "visual", "delete0"])
        XCTAssertEqual(one, Fingerprint.of(["smallTarget", "a.json", "visual", "delete0"]))
        XCTAssertEqual(one.count, 16)
        XCTAssertNotEqual(one, Fingerprint.of(["smallTarget", "a.json", "visual", "delete1"]))
        XCTAssertNotEqual(Fingerprint.of(["ab", "c"]), Fingerprint.of(["a", "bc"]), "parts are separated")
    }
}
