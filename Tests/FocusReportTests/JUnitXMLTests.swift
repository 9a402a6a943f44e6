@testable import FocusReport
import Foundation
import XCTest

/// The JUnit writer's escaping and the Ant schema's required attributes.
final class JUnitXMLTests: XCTestCase {
    func testLineBreaksInAttributesAreCharacterReferences() {
        let xml = JUnitXML(suites: [JUnitXML.Suite(name: "lint a\nb.json", seconds: 1.23456, cases: [
            JUnitXML.Case(className: "a.json (visual)", name: "trap: banner\tx", file: "forms/a & b.json",
                          failure: JUnitXML.Failure(type: "trap", message: "line one\r\nline \"two\"")),
        ])], started: Date(timeIntervalSince1970: 86_400 + 3_661), hostname: "ci<1>").render()
        XCTAssertTrue(xml.contains(#"name="lint a&#10;b.json""#), xml)
        XCTAssertTrue(xml.contains(#"name="trap: banner&#9;x""#), xml)
        XCTAssertTrue(xml.contains(#"message="line one&#13;&#10;line &quot;two&quot;" type="trap""#), xml)
        XCTAssertTrue(xml.contains(#"file="forms/a &amp; b.json""#), xml)
        // The Ant schema's timestamp has no zone; it is written in UTC.
        XCTAssertTrue(xml.contains(#"timestamp="1970-01-02T01:01:01" hostname="ci&lt;1&gt;""#), xml)
        XCTAssertTrue(xml.contains(#"failures="1" errors="0" skipped="0" time="1.235""#), xml)
        // Text content keeps its line breaks: only attribute values are normalised by XML parsers.
        XCTAssertTrue(xml.contains(">line one\r\nline &quot;two&quot;</failure>"), xml)
    }

    func testEverySuiteHasTheElementsTheSchemaRequires() {
        let xml = JUnitXML(suites: [JUnitXML.Suite(name: "s", cases: [JUnitXML.Case(className: "c", name: "n")])],
                           started: Date(timeIntervalSince1970: 0)).render()
        XCTAssertEqual(xml, """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites>
              <testsuite package="focusbench" id="0" name="s" timestamp="1970-01-01T00:00:00" hostname="\(JUnitXML(suites: [], started: Date()).hostname)" tests="1" failures="0" errors="0" skipped="0" time="0.000">
                <properties/>
                <testcase name="n" classname="c" time="0.000"/>
                <system-out/>
                <system-err/>
              </testsuite>
            </testsuites>

            """)
    }
}
