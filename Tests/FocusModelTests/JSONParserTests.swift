import FocusModel
import XCTest

final class JSONParserTests: XCTestCase {
    private func syntaxError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONSyntaxError? {
        do {
            let value = try JSONValue.parse(text)
            XCTFail("expected a syntax error, parsed \(value.serialized(pretty: false))", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testParsesAllValueKindsAndKeepsKeyOrder() throws {
        let value = try JSONValue.parse(#" {"z": 1, "a": [true, false, null], "m": {"s": "x"}} "#)
        XCTAssertEqual(value.objectValue?.map(\.key), ["z", "a", "m"])
        XCTAssertEqual(value["a"], .array([.bool(true), .bool(false), .null]))
        XCTAssertEqual(value["m"]?["s"], .string("x"))
        XCTAssertEqual(value["z"], .number(1))
    }

    func testEscapes() throws {
        let value = try JSONValue.parse(#""q\" b\\ s\/ \b\f\n\r\t é\u00e9""#)
        XCTAssertEqual(value, .string("q\" b\\ s/ \u{08}\u{0C}\n\r\t éé"))
    }

    func testSurrogatePairsAndRawUnicode() throws {
        XCTAssertEqual(try JSONValue.parse(#""\ud83d\ude00""#), .string("😀"))
        XCTAssertEqual(try JSONValue.parse("\"日本 😀\""), .string("日本 😀"))
        XCTAssertEqual(try JSONValue.parse(#""\u0000""#), .string("\u{0}"))
    }

    func testLoneSurrogatesAreRefused() {
        XCTAssertTrue(syntaxError(#""\ud83d""#)?.message.contains("high surrogate") ?? false)
        XCTAssertTrue(syntaxError(#""\ude00""#)?.message.contains("low surrogate") ?? false)
        XCTAssertTrue(syntaxError(#""\ud83d\u0041""#)?.message.contains("not a low surrogate") ?? false)
    }

    func testNumbers() throws {
        XCTAssertEqual(try JSONValue.parse("0"), .number(0))
        XCTAssertEqual(try JSONValue.parse("-12.5e2"), .number(-1250))
        XCTAssertEqual(try JSONValue.parse("1E-3"), .number(0.001))
        XCTAssertEqual(try JSONValue.parse("0.1"), .number(0.1))
        XCTAssertEqual(try JSONValue.parse("-0").numberValue?.sign, .minus)
        XCTAssertEqual(try JSONValue.parse("1e400"), .number(.infinity), "overflow is left for the decoder to refuse")
    }

    func testMalformedNumbers() {
        XCTAssertEqual(syntaxError("01")?.message, "numbers must not have leading zeros")
        XCTAssertTrue(syntaxError("1.")?.message.contains("after the decimal point") ?? false)
        XCTAssertTrue(syntaxError("1e+")?.message.contains("exponent") ?? false)
        XCTAssertTrue(syntaxError("-")?.message.contains("after '-'") ?? false)
        XCTAssertNotNil(syntaxError("+1"))
        XCTAssertNotNil(syntaxError(".5"))
        XCTAssertNotNil(syntaxError("NaN"))
        XCTAssertNotNil(syntaxError("Infinity"))
    }

    func testDuplicateKeyIsNamedAndLocated() {
        let error = syntaxError("{\"a\": 1,\n  \"a\": 2}")
        XCTAssertEqual(error?.message, #"duplicate key "a" in one object"#)
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(error?.column, 3)
    }

    func testSameKeyInDifferentObjectsIsFine() throws {
        XCTAssertNoThrow(try JSONValue.parse(#"{"a": {"a": 1}, "b": {"a": 2}}"#))
    }

    func testLineAndColumnOfSyntaxError() {
        let error = syntaxError("{\n  \"a\": 1,\n  \"b\" 2\n}")
        XCTAssertEqual(error?.line, 3)
        XCTAssertEqual(error?.column, 7)
        XCTAssertEqual(error?.location, "line 3, column 7")
        XCTAssertTrue(error?.message.contains("expected ':'") ?? false)
    }

    func testColumnsCountCharactersNotBytes() {
        // "é" is two bytes in UTF-8 but one column.
        let error = syntaxError(#"["é", x]"#)
        XCTAssertEqual(error?.line, 1)
        XCTAssertEqual(error?.column, 7)
    }

    func testTrailingGarbageIsRefused() {
        let error = syntaxError(#"{"a": 1} x"#)
        XCTAssertEqual(error?.column, 10)
        XCTAssertTrue(error?.message.contains("after the JSON value") ?? false)
        XCTAssertNotNil(syntaxError("1 2"))
        XCTAssertNotNil(syntaxError("{}{}"))
    }

    func testStructuralErrors() {
        XCTAssertTrue(syntaxError(#"{"a": 1,}"#)?.message.contains("string key") ?? false)
        XCTAssertNotNil(syntaxError("[1, 2,]"))
        XCTAssertTrue(syntaxError(#"{"a": 1"#)?.message.contains("end of input") ?? false)
        XCTAssertTrue(syntaxError(#""abc"#)?.message.contains("unterminated string") ?? false)
        XCTAssertTrue(syntaxError("")?.message.contains("end of input") ?? false)
        XCTAssertNotNil(syntaxError("{'a': 1}"))
        XCTAssertNotNil(syntaxError("// comment\n{}"))
        XCTAssertTrue(syntaxError("tru")?.message.contains("invalid literal") ?? false)
        XCTAssertTrue(syntaxError("nullx")?.message.contains("invalid literal") ?? false)
    }

    func testControlCharactersAndBadEscapesInStrings() {
        XCTAssertTrue(syntaxError("\"a\nb\"")?.message.contains("U+000A must be escaped") ?? false)
        XCTAssertTrue(syntaxError(#""\x""#)?.message.contains("invalid escape") ?? false)
        XCTAssertTrue(syntaxError(#""\u12G4""#)?.message.contains("four hex digits") ?? false)
    }

    func testUnexpectedCharactersAreShownWhole() {
        XCTAssertEqual(syntaxError("[é]")?.message, "expected a value, found 'é'")
        XCTAssertEqual(syntaxError(#""\é""#)?.message, "invalid escape sequence '\\é'")
        XCTAssertEqual(syntaxError("[\u{01}]")?.message, "expected a value, found 'U+0001'")
    }

    func testInvalidUTF8IsRefused() {
        XCTAssertThrowsError(try JSONValue.parse(utf8: [0x22, 0xFF, 0x22]))
        XCTAssertThrowsError(try JSONValue.parse(utf8: [0x22, 0xC3, 0x22]))
    }

    func testByteOrderMarkIsSkipped() throws {
        XCTAssertEqual(try JSONValue.parse(utf8: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)), .array([.number(1)]))
    }

    func testNestingDepthIsLimited() {
        XCTAssertNoThrow(try JSONValue.parse(String(repeating: "[", count: 500) + String(repeating: "]", count: 500)))
        let deep = String(repeating: "[", count: 100_000)
        XCTAssertTrue(syntaxError(deep)?.message.contains("nested deeper") ?? false)
    }
}
