@testable import FocusReport
import FocusSimulation
import XCTest

/// Every time category has a pattern of its own in charts, so none is told
/// apart from another by colour alone or not at all.
final class CategoryPatternTests: XCTestCase {
    func testEveryCategoryHasItsOwnPattern() {
        let patterns = TimeCategory.allCases.map { category -> String in
            let defs = ChartStyle.categoryDefinitions([category], chart: "c")
            // The pattern's body, without the id that names the category.
            return String(defs.drop { $0 != ">" }.dropFirst().drop { $0 != ">" })
        }
        XCTAssertEqual(Set(patterns).count, TimeCategory.allCases.count, "\(patterns)")
    }
}
