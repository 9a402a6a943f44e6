@testable import FocusReport
import XCTest

final class MarkupTextTests: XCTestCase {
    func testCoordinatesAreAlwaysNumbers() {
        XCTAssertEqual(MarkupText.coordinate(.nan), "0.0")
        XCTAssertEqual(MarkupText.coordinate(.infinity), "0.0")
        XCTAssertEqual(MarkupText.coordinate(12.34), "12.3")
    }

    func testNoncharactersAndControlsLeaveTheText() {
        XCTAssertEqual(MarkupText.escape("a\u{FFFE}b\u{FFFF}c\u{1}e"), "abc e")
    }
}
