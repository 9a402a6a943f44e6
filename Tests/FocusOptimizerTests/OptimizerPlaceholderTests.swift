import FocusOptimizer
import XCTest

final class OptimizerPlaceholderTests: XCTestCase {
    func testModuleBuilds() {
        XCTAssertEqual(OptimizationRequest.Method.allCases.map(\.rawValue), ["auto", "exact", "heuristic"])
    }
}
