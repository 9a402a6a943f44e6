import FocusModel
import XCTest

final class JSONWriterTests: XCTestCase {
    func testCompactOutputKeepsOrderAndHasNoWhitespace() {
        let value: JSONValue = ["b": 1, "a": [true, .null, "x"], "c": [:]]
        XCTAssertEqual(value.serialized(pretty: false), #"{"b":1,"a":[true,null,"x"],"c":{}}"#)
    }

    func testPrettyOutput() {
        let value: JSONValue = ["mean": 1.5, "ci95": [1, 2], "empty": []]
        XCTAssertEqual(value.serialized(pretty: true), """
        {
          "mean": 1.5,
          "ci95": [
            1,
            2
          ],
          "empty": []
        }
        """)
    }

    func testNumbersAreShortestRoundTrip() {
        XCTAssertEqual(JSONValue.number(3).serialized(pretty: false), "3")
        XCTAssertEqual(JSONValue.number(-42).serialized(pretty: false), "-42")
        XCTAssertEqual(JSONValue.number(0.1).serialized(pretty: false), "0.1")
        XCTAssertEqual(JSONValue.number(0.1 + 0.2).serialized(pretty: false), "0.30000000000000004")
        XCTAssertEqual(JSONValue.number(1e-7).serialized(pretty: false), "1e-07")
        XCTAssertEqual(JSONValue.number(1e20).serialized(pretty: false), "1e+20")
        XCTAssertEqual(JSONValue.number(-0.0).serialized(pretty: false), "-0")
    }

    /// Every whole number a double holds exactly prints as digits: the
    /// largest seed, 2^53 − 1, is written as given, not "9007199254740991.0".
    func testWholeNumbersUpTo2To53PrintAsDigits() {
        XCTAssertEqual(JSONValue.number(1e15).serialized(pretty: false), "1000000000000000")
        XCTAssertEqual(JSONValue.number(9_007_199_254_740_991).serialized(pretty: false), "9007199254740991")
        XCTAssertEqual(JSONValue.number(-9_007_199_254_740_992).serialized(pretty: false), "-9007199254740992")
        XCTAssertEqual(JSONValue.number(18_014_398_509_481_984).serialized(pretty: false), "1.8014398509481984e+16")
    }

    func testNonFiniteNumbersBecomeNull() {
        let value: JSONValue = [.number(.nan), .number(.infinity), .number(-.infinity)]
        XCTAssertEqual(value.serialized(pretty: false), "[null,null,null]")
        XCTAssertEqual(JSONValue.number(orNull: nil), .null)
    }

    func testStringEscaping() {
        let value = JSONValue.string("a\"b\\c\nd\te\u{01}f\u{7F}/é😀\u{2028}")
        XCTAssertEqual(value.serialized(pretty: false), #""a\"b\\c\nd\te\u0001f\u007F/é😀\u2028""#)
    }

    /// Whole numbers print without a fraction as far as doubles count every
    /// integer (2^53), so a limit of 10^15 reads as one in messages.
    func testWholeNumbersUpToTwoToTheFiftyThird() {
        XCTAssertEqual(JSONValue.number(1e15).serialized(pretty: false), "1000000000000000")
        XCTAssertEqual(JSONValue.number(9_007_199_254_740_991).serialized(pretty: false), "9007199254740991")
    }

    func testRoundTripOfAwkwardValues() throws {
        let numbers: [Double] = [0, 1, -1, 0.1, 1.0 / 3, log(0.6), .leastNonzeroMagnitude, 1.7976931348623157e308, 123456789012345680,
                                 1e15, 999_999_999_999_999, -2.5e-10]
        let value: JSONValue = [
            "numbers": .array(numbers.map(JSONValue.number)),
            "text": "\u{0}\u{1F} \"quoted\" \\ ✓ 😀 \r\n",
            "nested": ["deep": [[], [:], [["x": .null]]]],
            "": false,
        ]
        for pretty in [false, true] {
            let reparsed = try JSONValue.parse(value.serialized(pretty: pretty))
            XCTAssertEqual(reparsed, value, "pretty: \(pretty)")
        }
    }

    func testRoundTripOfExampleScenario() throws {
        XCTAssertEqual(try JSONValue.parse(exampleScenario.serialized(pretty: false)), exampleScenario)
    }

    func testEqualityRespectsMemberOrder() {
        XCTAssertNotEqual(JSONValue.object([("a", 1), ("b", 2)]), JSONValue.object([("b", 2), ("a", 1)]))
        XCTAssertEqual(JSONValue.object([("a", 1), ("b", 2)]), ["a": 1, "b": 2])
    }
}
