import FocusModel
import XCTest

/// Android's derived order, with expectations written from AOSP's
/// `ViewGroup.ViewLocationHolder.compareBoundsOfTree` and Java's sort.
final class AndroidReadingOrderTests: XCTestCase {
    func testACardComesBeforeTheTitleItFrames() throws {
        // Same left and top: the taller frame first, whatever the file's order.
        let elements = [layoutBox("title", 0, 0, 300, 40), layoutBox("card", 0, 0, 300, 200),
                        layoutBox("button", 16, 150, 100, 40)]
        XCTAssertEqual(try derivedOrder(elements, .android), ["card", "title", "button"])
        XCTAssertEqual(try derivedOrder(elements.reversed(), .android), ["card", "title", "button"])
    }

    func testSameLeftTopAndHeightPutsTheWiderFirst() throws {
        let elements = [layoutBox("icon", 0, 0, 40, 40), layoutBox("row", 0, 0, 300, 40)]
        XCTAssertEqual(try derivedOrder(elements, .android), ["row", "icon"])
    }

    func testIdenticalFramesKeepTheFilesOrder() throws {
        let elements = [layoutBox("second", 0, 0, 50, 50), layoutBox("first", 0, 0, 50, 50)]
        XCTAssertEqual(try derivedOrder(elements, .android), ["second", "first"])
    }

    /// a lies above the rest; b, c and d make a cycle: c before b (c ends
    /// where b starts), b before d (they overlap, b further left), d before c
    /// (they overlap, d further left).
    private var cycle: [Element] {
        [layoutBox("a", 0, 0, 100, 50),      // above all: first by stripes
         layoutBox("b", 0, 150, 100, 50),    // below c's top, overlapping c and d
         layoutBox("c", 200, 100, 100, 50),  // ends at 150 = b's top: c before b
         layoutBox("d", 100, 130, 100, 50)]  // overlaps b (right of it) and c (left of it)
    }

    func testAnIntransitiveSetFollowsJavasBinaryInsertionSort() throws {
        // Collections.sort with 4 elements: the leading run is a, b (b does not come before a);
        // c < b ends it. Binary insertion of c into [a, b]: against b (less), then a
        // (not less) -> [a, c, b]. Then d into [a, c, b]: the middle is c, d < c; then a,
        // d is not less -> [a, d, c, b]. A linear insertion would compare d with b first and
        // leave it last.
        XCTAssertEqual(try derivedOrder(cycle, .android), ["a", "d", "c", "b"])
    }

    func testTheSameSetInAnotherFileOrderSortsDifferently() throws {
        // Order d, b, c, a: b < d, c < b and a < c make one strictly descending run, which
        // Java reverses and keeps: [a, c, b, d]. A linear insertion would give [a, b, d, c].
        let byID = Dictionary(uniqueKeysWithValues: cycle.map { ($0.id, $0) })
        let elements = ["d", "b", "c", "a"].map { byID[$0]! }
        XCTAssertEqual(try derivedOrder(elements, .android), ["a", "c", "b", "d"])
    }

    /// Ten rows of four 90-wide chips, 50 apart; in odd rows the chips in
    /// columns 1 and 3 are 70 tall and reach into the next row.
    private var chips: [Element] {
        (0..<10).flatMap { row in
            (0..<4).map { column in
                let tall = row % 2 == 1 && (column == 1 || column == 3)
                return layoutBox("r\(row)c\(column)", Double(column) * 100, Double(row) * 50, 90, tall ? 70 : 40)
            }
        }
    }

    func testFortyOverlappingChipsComeOutAsJavasTimSortLeavesThem() throws {
        // 40 elements: TimSort proper (minRun 20, two runs binary-sorted, then merged). The tall
        // chips make cycles (r1c1 < r1c2 by left edge, r1c2 < r2c0 by stripe, r2c0 < r1c1 by
        // left edge), so the result depends on the merge. Expected: the order OpenJDK 17's
        // Collections.sort returns for these frames with compareBoundsOfTree's keys. Around the
        // run boundary r8c0 lands before r7c1, where a plain insertion sort keeps r7c1 first.
        let expectedIndices = [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 7, 11, 12, 13, 14, 16, 17, 18, 15, 19,
                               20, 21, 22, 24, 25, 26, 23, 27, 28, 32, 29, 30, 33, 34, 31, 35, 36, 37, 38, 39]
        let ids = chips.map(\.id)
        XCTAssertEqual(try derivedOrder(chips, .android), expectedIndices.map { ids[$0] })
    }

    func testWhenJavasSortRejectsTheComparisonTheStripeTestIsDropped() throws {
        // 33 frames (x, y, height; all 100 wide) on which Collections.sort throws "Comparison
        // method violates its general contract!"; Android then sorts by left edge, top, taller,
        // wider, creation order (COMPARISON_STRATEGY_LOCATION).
        let frames: [(Double, Double, Double)] = [
            (100, 290, 60), (100, 30, 60), (200, 110, 20), (0, 190, 60), (200, 240, 60), (200, 400, 40),
            (0, 80, 40), (100, 150, 20), (0, 150, 60), (200, 140, 20), (100, 90, 20), (0, 150, 40),
            (200, 110, 20), (200, 190, 60), (0, 120, 40), (200, 50, 40), (100, 80, 20), (100, 220, 60),
            (100, 60, 20), (200, 10, 40), (200, 360, 20), (200, 230, 20), (200, 300, 20), (0, 200, 20),
            (0, 360, 40), (100, 390, 60), (200, 400, 20), (200, 230, 40), (100, 380, 60), (200, 200, 60),
            (200, 170, 40), (0, 270, 20), (100, 40, 20),
        ]
        let elements = frames.enumerated().map { layoutBox("e\($0.offset)", $0.element.0, $0.element.1, 100, $0.element.2) }
        // Column x = 0 by top (e8 before e11: same top, taller), then x = 100, then x = 200.
        let expected = [6, 14, 8, 11, 3, 23, 31, 24,
                        1, 32, 18, 16, 10, 7, 17, 0, 28, 25,
                        19, 15, 2, 12, 9, 30, 13, 29, 27, 21, 4, 22, 20, 5, 26]
        XCTAssertEqual(try derivedOrder(elements, .android), expected.map { "e\($0)" })
    }
}
