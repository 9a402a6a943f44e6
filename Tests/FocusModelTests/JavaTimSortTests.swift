@testable import FocusModel
import XCTest

/// The Java sort on consistent comparisons, where its result is known: the
/// stable sorted order, at every size that takes a different path.
final class JavaTimSortTests: XCTestCase {
    private struct Item: Equatable {
        var key: Int
        var position: Int
    }

    /// A fixed linear congruential sequence, so the cases are the same on every run.
    private func keys(_ count: Int, range: Int, seed: UInt64) -> [Int] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(range))
        }
    }

    private func check(_ keys: [Int], file: StaticString = #filePath, line: UInt = #line) throws {
        let items = keys.enumerated().map { Item(key: $0.element, position: $0.offset) }
        let sorted = try JavaTimSort.sorted(items) { $0.key < $1.key ? -1 : ($0.key > $1.key ? 1 : 0) }
        // Stable: equal keys keep their positions' order.
        let expected = items.sorted { $0.key != $1.key ? $0.key < $1.key : $0.position < $1.position }
        XCTAssertEqual(sorted, expected, "\(keys.count) keys", file: file, line: line)
    }

    func testConsistentComparisonsGiveTheStableSortedOrder() throws {
        for count in [0, 1, 2, 3, 31, 32, 33, 64, 65, 100, 257, 1000] {
            for (range, seed) in [(3, UInt64(1)), (50, 2), (1_000_000, 3)] {
                try check(keys(count, range: range, seed: seed))
            }
        }
    }

    func testLongRunsGallop() throws {
        // Interleaved ascending blocks make one side win many times in a row (galloping).
        let blocks = (0..<300).map { i in (i / 50) % 2 == 0 ? i : 1000 - i }
        try check(blocks)
        try check(Array((0..<500).reversed()))
        try check((0..<400).map { $0 % 40 })
    }

    func testMinimumRunLengthFollowsItsDefinition() {
        // n below 32 stays n; a power of two gives 16; otherwise n halved until below 32,
        // plus one if any bit shifted off was set.
        XCTAssertEqual(JavaTimSort<Int>.minRunLength(31), 31)
        XCTAssertEqual(JavaTimSort<Int>.minRunLength(32), 16)
        XCTAssertEqual(JavaTimSort<Int>.minRunLength(33), 17)
        XCTAssertEqual(JavaTimSort<Int>.minRunLength(40), 20)
        XCTAssertEqual(JavaTimSort<Int>.minRunLength(64), 16)
        XCTAssertEqual(JavaTimSort<Int>.minRunLength(65), 17)
    }
}
