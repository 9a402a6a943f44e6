@testable import FocusImport
import FocusModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// The XML reader never resolves an entity, and names the line of every problem.
final class SafeXMLReaderTests: XCTestCase {
    func testExternalEntityIsNeverRead() throws {
        let error = Fixture.failure(.android, file: Fixture.path("entity-attack.xml"))
        XCTAssertEqual(error, .badInput(file: Fixture.path("entity-attack.xml"), place: "line 2",
                                        message: "a <!DOCTYPE> declaration is refused: capture tools never write one, "
                                            + "and its entities could read other files"))
        let passwd = (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)) ?? "root:x:0:0"
        let firstLine = String(passwd.split(separator: "\n").first ?? "root")
        XCTAssertFalse(error?.description.contains(firstLine) ?? true)
    }

    func testEntityIsNotExpandedEvenPastTheDoctypeCheck() throws {
        // Straight to the parser, as if the DOCTYPE check were gone: the entity stays unresolved.
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE hierarchy [<!ENTITY e SYSTEM "file:///etc/passwd">]>
            <hierarchy><node text="&e;" bounds="[0,0][1,1]"/></hierarchy>
            """
        let parser = SafeXMLReader.makeParser(Data(text.utf8))
        final class Collector: NSObject, XMLParserDelegate {
            var texts: [String] = []
            func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                        qualifiedName: String?, attributes: [String: String] = [:]) {
                if let text = attributes["text"] { texts.append(text) }
            }
        }
        let collector = Collector()
        parser.delegate = collector
        _ = parser.parse()
        XCTAssertFalse(collector.texts.joined().contains("root:"))
    }

    func testDoctypeInAnyCaseIsRefusedWithItsLine() throws {
        let path = try Fixture.temporary("<?xml version=\"1.0\"?>\n\n<!doctype hierarchy>\n<hierarchy/>\n")
        XCTAssertEqual(Fixture.failure(.ios, file: path)?.description.hasPrefix("\(path): line 3: a <!DOCTYPE>"), true)
    }

    func testEmptyFile() {
        let path = Fixture.path("empty.xml")
        XCTAssertEqual(Fixture.failure(.android, file: path),
                       .badInput(file: path, place: "line 1", message: "the file is empty; expected an XML page source"))
    }

    func testNoNodes() {
        let path = Fixture.path("no-nodes.xml")
        XCTAssertEqual(Fixture.failure(.android, file: path)?.description,
                       "\(path): line 2: no view nodes (no element has a 'bounds' attribute); "
                           + "expected the output of 'uiautomator dump' or an Appium page source")
    }

    func testMalformedXMLNamesALine() throws {
        let path = Fixture.path("not-xml.xml")
        let error = try XCTUnwrap(Fixture.failure(.android, file: path))
        XCTAssertTrue(error.isBadInput)
        XCTAssertTrue(error.description.hasPrefix("\(path): line 4: not XML"), error.description)
        let text = try Fixture.temporary("hello world\n")
        XCTAssertEqual(Fixture.failure(.android, file: text)?.description,
                       "\(text): line 1: not XML: no element where the document should start")
    }

    /// libxml2 stops at 10,000,000 bytes when given a document at once; the
    /// reader streams it, so a larger dump (here 4,000 nodes with a long
    /// description each, as a list of articles gives) is read whole.
    func testADumpPastTenMillionBytesIsRead() throws {
        let description = String(repeating: "A paragraph of the article's summary. ", count: 70)
        let nodes = (0..<4000).map { index in
            "<node text=\"Item \(index)\" content-desc=\"\(description)\" class=\"android.widget.Button\" "
                + "clickable=\"true\" bounds=\"[0,\(index % 2000)][1080,\(index % 2000 + 40)]\"/>\n"
        }
        let text = "<hierarchy rotation=\"0\">\n" + nodes.joined() + "</hierarchy>\n"
        XCTAssertGreaterThan(text.utf8.count, 10_000_000)
        let tree = try SafeXMLReader.parse(Data(text.utf8), file: "big.xml")
        XCTAssertEqual(tree.children.count, 4000)
        XCTAssertEqual(tree.children.last?.attributes["text"], "Item 3999")
    }

    /// One value past libxml2's limit for a single text is named with its
    /// line, not called "not XML".
    func testAValuePastTheParsersLimitIsNamed() throws {
        let value = String(repeating: "x", count: SafeXMLReader.largestValue + 1)
        let text = "<hierarchy rotation=\"0\">\n<node text=\"a\" bounds=\"[0,0][10,10]\"/>\n"
            + "<node text=\"\(value)\" bounds=\"[0,0][10,10]\"/>\n</hierarchy>\n"
        let path = try Fixture.temporary(text)
        XCTAssertEqual(Fixture.failure(.android, file: path)?.description,
                       "\(path): line 3: a value (an attribute or a text) of \(value.utf8.count) bytes; the XML parser "
                           + "(libxml2, as Foundation runs it) stops at 10000000")
    }

    func testMissingFile() {
        XCTAssertEqual(Fixture.failure(.android, file: "/nonexistent/dump.xml"),
                       .badInput(file: "/nonexistent/dump.xml", place: "line 1", message: "no such file"))
    }
}
