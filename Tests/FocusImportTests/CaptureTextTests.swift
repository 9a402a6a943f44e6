@testable import FocusImport
import Foundation
import XCTest

/// Captures are UTF-8 or refused with the place of the first bad byte; other
/// encodings (where a `<!DOCTYPE` would hide from the byte check) and nesting
/// past the documented depth are refused before the parser walks them.
final class CaptureTextTests: XCTestCase {
    private func android(_ bytes: [UInt8]) throws -> ImportError? {
        let path = try Fixture.temporary("")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return Fixture.failure(.android, file: path)
    }

    func testBytesThatAreNotUTF8NameTheLineAndColumn() throws {
        let text = "<?xml version=\"1.0\"?>\n<hierarchy>\n<node scrollab"
        let bytes = Array(text.utf8) + [0xF3] + Array("le=\"true\" bounds=\"[0,0][1,1]\"/></hierarchy>".utf8)
        let error = try android(bytes)
        XCTAssertEqual(error?.description.hasSuffix(": line 3, column 15: bytes that are not UTF-8 (0xF3 0x6C 0x65 0x3D)"),
                       true, "\(String(describing: error))")
    }

    /// UTF-16 text without a byte-order mark, starting with a space, shows
    /// as ASCII with NULs between: refused at the first NUL.
    func testANulByteIsRefusedWithItsPlace() throws {
        let error = try android(Array(" <hierarchy/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        XCTAssertEqual(error?.description.hasSuffix(": line 1, column 2: a NUL byte, which no text holds"), true,
                       "\(String(describing: error))")
    }

    func testOverlongAndSurrogateSequencesAreNotUTF8() {
        XCTAssertEqual(CaptureText.sequenceLength([0xC0, 0x80], at: 0), 0)
        XCTAssertEqual(CaptureText.sequenceLength([0xED, 0xA0, 0x80], at: 0), 0)
        XCTAssertEqual(CaptureText.sequenceLength([0xF4, 0x90, 0x80, 0x80], at: 0), 0)
        XCTAssertEqual(CaptureText.sequenceLength(Array("é".utf8), at: 0), 2)
        XCTAssertEqual(CaptureText.sequenceLength(Array("😀".utf8), at: 0), 4)
    }

    func testDoctypeInUTF16AndUTF32IsRefusedByItsEncoding() throws {
        let text = "<?xml version=\"1.0\"?><!DOCTYPE h [<!ENTITY e \"x\">]><hierarchy/>"
        for (encoding, name) in [(String.Encoding.utf16LittleEndian, "UTF-16 (little-endian)"),
                                 (.utf16BigEndian, "UTF-16 (big-endian)"), (.utf32LittleEndian, "UTF-32 (little-endian)"),
                                 (.utf32BigEndian, "UTF-32 (big-endian)"), (.utf16, "UTF-16")] {
            let error = try android([UInt8](text.data(using: encoding)!))
            XCTAssertEqual(error?.description.contains(": line 1: the capture is \(name)"), true, "\(String(describing: error))")
        }
    }

    func testAnotherDeclaredEncodingIsRefused() throws {
        for declared in ["UTF-7", "ISO-8859-1", "utf-16"] {
            let text = "<?xml version=\"1.0\" encoding='\(declared)'?>+ADw-!DOCTYPE h+AD4-<hierarchy/>"
            let error = try android(Array(text.utf8))
            XCTAssertEqual(error?.description.contains("names the encoding '\(declared)'"), true, "\(String(describing: error))")
        }
    }

    func testNestingPastTheLimitIsRefusedNotRecursed() throws {
        let depth = 20_000
        let text = "<hierarchy>" + String(repeating: "<node bounds=\"[0,0][10,10]\">", count: depth)
            + String(repeating: "</node>", count: depth) + "</hierarchy>"
        let error = try android(Array(text.utf8))
        XCTAssertEqual(error?.description.hasSuffix("line 1: elements nested more than 1000 deep; no real screen nests so deep"),
                       true, "\(String(describing: error))")
        let lines = ["Attributes: Application, pid: 1", "Element subtree:"]
            + (0...CaptureText.deepestNesting).map { String(repeating: " ", count: $0) + "Other, 0x1, {{0.0, 0.0}, {10.0, 10.0}}" }
        let path = try Fixture.temporary(lines.joined(separator: "\n"), name: "deep.txt")
        XCTAssertEqual(Fixture.failure(.ios, file: path)?.description.hasSuffix("elements nested more than 1000 deep; "
            + "no real screen nests so deep"), true)
    }

    func testAFiftyMegabyteDebugDescriptionLineIsRefusedByItsLength() throws {
        let label = String(repeating: "a", count: 50_000_000)
        let text = "Element subtree:\n Button, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, label: '\(label)'\n"
        let path = try Fixture.temporary(text, name: "long.txt")
        XCTAssertEqual(Fixture.failure(.ios, file: path),
                       .badInput(file: path, place: "line 2", message: "the line is longer than 1048576 bytes, "
                           + "more than one element's line ever takes"))
    }

    func testNumbersOutOfRangeNameTheirLine() throws {
        let android = try Fixture.temporary("<hierarchy>\n<node clickable=\"true\" bounds=\"[0,0][99999999999,1]\"/></hierarchy>")
        XCTAssertEqual(Fixture.failure(.android, file: android)?.description.hasSuffix(
            "line 2, node /0: bounds \"[0,0][99999999999,1]\" is not of the form [x1,y1][x2,y2] with numbers within 625000 px of the corner"),
            true)
        for value in ["1e308", "nan", "inf", "-1e7"] {
            let ios = try Fixture.temporary("<AppiumAUT>\n<XCUIElementTypeButton x=\"\(value)\" y=\"0\" width=\"10\" height=\"10\"/>"
                + "</AppiumAUT>")
            XCTAssertEqual(Fixture.failure(.ios, file: ios)?.description.hasSuffix(
                "line 2, node /0: x, y, width and height must be numbers within 1000000 points of the screen's corner"), true, value)
        }
    }

    /// A page source writes decimals; Swift's reading of "0x10" as 16 would import a frame no one wrote.
    func testHexadecimalCoordinatesAreRefused() throws {
        for value in ["0x10", "0x1p3"] {
            let ios = try Fixture.temporary("<AppiumAUT>\n<XCUIElementTypeButton x=\"0\" y=\"0\" width=\"\(value)\" height=\"10\"/>"
                + "</AppiumAUT>")
            XCTAssertEqual(Fixture.failure(.ios, file: ios)?.description.hasSuffix(
                "line 2, node /0: x, y, width and height must be numbers within 1000000 points of the screen's corner"), true, value)
        }
    }
}
