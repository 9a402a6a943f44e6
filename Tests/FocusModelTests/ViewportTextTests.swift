import FocusModel
import XCTest

/// The one reading of "WIDTHxHEIGHT" behind `import web --viewport` and a
/// check configuration's `"viewport"`.
final class ViewportTextTests: XCTestCase {
    func testDecimalSizesWithinTheBoundsAreRead() {
        XCTAssertEqual(ScreenSize(viewport: "390x844"), ScreenSize(width: 390, height: 844))
        XCTAssertEqual(ScreenSize(viewport: "1280.5X1e3"), ScreenSize(width: 1280.5, height: 1000))
    }

    func testAnythingElseIsNoViewport() {
        for text in ["390", "390x844x2", "0x844", "390x10001", "infx844", "390xnan", "390x1e400", "+x844", "390x"] {
            XCTAssertNil(ScreenSize(viewport: text), text)
        }
    }
}
