import FocusModel
import FocusSweep
import XCTest

/// The parts of a sweep that need no simulation: reading `--vary`, the
/// order and seeds of cells, and the split into shards.
final class SweepPlanningTests: XCTestCase {
    func testARangeIncludesItsEndAndRoundsAwayBinaryNoise() throws {
        let key = try VariedKey.parse("scanInterval=0.1:0.3:0.1")
        XCTAssertEqual(key.key, "scanInterval")
        XCTAssertEqual(key.values, [.number(0.1), .number(0.2), .number(0.3)])
        XCTAssertEqual(try VariedKey.parse("x=0:1:0.25").values.count, 5)
    }

    /// Rounding each value at its own 12 digits kept -0.3 + 3 × 0.1 as 5.55e-17, and a tolerance
    /// relative to the step count lost HI far from 0, where HI - LO keeps fewer digits.
    func testARangeRoundsAtItsOwnScale() throws {
        let crossing = try VariedKey.parse("reactionTime.mu=-0.3:0.3:0.1").values
        XCTAssertEqual(crossing, [-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3].map(JSONValue.number))
        guard case let .number(zero) = crossing[3] else { return XCTFail("\(crossing[3])") }
        XCTAssertEqual(zero.sign, .plus)
        let far = try VariedKey.parse("scanInterval=1000:1000.000001:0.0000001").values
        XCTAssertEqual(far.count, 11)
        XCTAssertEqual(far.last, .number(1000.000001))
        XCTAssertEqual(try VariedKey.parse("scanInterval=0.6:1:0.3").values, [.number(0.6), .number(0.9)],
                       "HI is a value only where STEP divides the range")
        XCTAssertEqual(try VariedKey.parse("x=0:9999:1").values.count, VariedKey.maxValues)
        XCTAssertThrowsError(try VariedKey.parse("x=0:10000:1"))
    }

    func testARangeWhoseValuesRoundToOneAnotherIsRefused() {
        XCTAssertThrowsError(try VariedKey.parse("scanInterval=1:1.000000000001:0.0000000000001")) { error in
            XCTAssertEqual("\(error)", "--vary 'scanInterval=1:1.000000000001:0.0000000000001' gives 1 twice: STEP is "
                + "below the 12 significant digits values are rounded to")
        }
    }

    /// -0 would be written "-0" and seed its cell apart from 0, which every profile reads alike.
    func testMinusZeroIsZero() throws {
        guard case let .number(value) = try VariedKey.parse("firstItemPause=-0,1").values[0] else { return XCTFail() }
        XCTAssertEqual(value.sign, .plus)
    }

    func testAListReadsNumbersBooleansAndNames() throws {
        XCTAssertEqual(try VariedKey.parse("mode=item,group").values, [.string("item"), .string("group")])
        XCTAssertEqual(try VariedKey.parse("autoGroup=true,false").values, [.bool(true), .bool(false)])
        XCTAssertEqual(try VariedKey.parse("slip=0,0.05").values, [.number(0), .number(0.05)])
    }

    /// Read as the other options' numbers are: Swift would take "0x10" as 16 and "1e400" as infinity.
    func testVaryValuesAreDecimals() throws {
        for (text, item) in [("scanInterval=0x10", "0x10"), ("scanInterval=1,nan", "nan")] {
            XCTAssertThrowsError(try VariedKey.parse(text)) { error in
                XCTAssertEqual("\(error)", "--vary scanInterval value '\(item)' is not a decimal number")
            }
        }
        XCTAssertThrowsError(try VariedKey.parse("scanInterval=0x1:0x4:0x1"))
        XCTAssertThrowsError(try VariedKey.parse("scanInterval=1,1e400")) { error in
            XCTAssertEqual("\(error)", "--vary scanInterval value '1e400' is too large to be a number")
        }
    }

    func testBadVaryIsRefused() {
        for text in ["scanInterval", "=1,2", "x=2:1:0.5", "x=0:1:0", "x=1,,2", "x=1,1", "x=0:1e9:1e-9"] {
            XCTAssertThrowsError(try VariedKey.parse(text), text)
        }
    }

    private func spec(seed: UInt64 = 1, scenarios: Int = 1) throws -> SweepSpecification {
        SweepSpecification(
            scenarios: (0..<scenarios).map { .init(name: "s\($0)", contentHash: "h\($0)") }, user: "u", people: nil,
            orders: nil, varied: [try VariedKey.parse("a=1:4:1"), try VariedKey.parse("b=x,y,z")],
            replications: 100, seed: seed, maxSeconds: 3600)
    }

    func testCellsCountTheLastKeyFastestAndSeedsFollowTheSettingOnly() throws {
        let sweep = try spec(scenarios: 2)
        XCTAssertEqual(sweep.cellCount, 24)
        let cells = sweep.cells
        XCTAssertEqual(cells[1].values, [.number(1), .string("y")])
        XCTAssertEqual(cells[3].values, [.number(2), .string("x")])
        XCTAssertEqual(cells[12].scenarioIndex, 1)
        // The same setting on another scenario shares its streams; other settings do not.
        XCTAssertEqual(cells[12].seed, cells[0].seed)
        XCTAssertEqual(Set(cells.prefix(12).map(\.seed)).count, 12)
        XCTAssertNotEqual(try spec(seed: 2).cells[0].seed, cells[0].seed)
        XCTAssert(cells.allSatisfy { $0.seed < 1 << 49 })
    }

    func testTheSpecificationHashChangesWithAnythingThatChangesNumbers() throws {
        let base = try spec()
        var other = base
        other.replications = 101
        XCTAssertNotEqual(other.hash, base.hash)
        other = base
        other.varied[1].values.removeLast()
        XCTAssertNotEqual(other.hash, base.hash)
        XCTAssertEqual(try spec().hash, base.hash)
    }

    func testShardsHoldEveryCellOnceAndBalanceTheEstimatedCost() {
        let costs = (0..<101).map { Double(($0 * 37) % 17 + 1) * 1000 }
        let work = SweepWork(cellEvents: costs)
        for count in [1, 2, 3, 16] {
            let shards = (0..<count).map { work.shard($0, of: count) }
            XCTAssertEqual(shards.flatMap { $0 }.sorted(), Array(0..<101), "\(count) shards")
            let loads = shards.map { $0.reduce(0) { $0 + costs[$1] } }
            // The longest-processing-time rule is never off the lightest shard by more than one cell.
            XCTAssertLessThanOrEqual(loads.max()! - loads.min()!, costs.max()!, "\(count) shards")
            XCTAssert(shards.allSatisfy { $0 == $0.sorted() })
        }
    }

    func testAGridOverTheCellLimitIsRefusedWithoutOverflowing() throws {
        let wide = try VariedKey.parse("a=1:10000:1")
        XCTAssertEqual(wide.values.count, 10_000)
        XCTAssertNoThrow(try SweepSpecification.checkSize(scenarios: 10, varied: [wide]))
        XCTAssertThrowsError(try SweepSpecification.checkSize(scenarios: 11, varied: [wide]))
        // 10,000^5 overflows an Int; it is refused, not trapped.
        XCTAssertThrowsError(try SweepSpecification.checkSize(scenarios: 1, varied: Array(repeating: wide, count: 5))) {
            XCTAssert("\($0)".contains("more than the limit of \(SweepSpecification.maxCells) cells"), "\($0)")
        }
    }

    func testATieInMeanGoesToTheFirstOrderGiven() {
        XCTAssertEqual(CellRun.fastestColumn([(order: "visual", mean: 3, capped: false),
                                              (order: "passwordFirst", mean: 3, capped: false)]),
                       ["visual": .bool(true), "passwordFirst": .bool(false)])
        XCTAssertEqual(CellRun.fastestColumn([(order: "visual", mean: 3, capped: false), (order: "b", mean: 2, capped: false),
                                              (order: "a", mean: 2, capped: false)]),
                       ["visual": .bool(false), "b": .bool(true), "a": .bool(false)])
        XCTAssertEqual(CellRun.fastestColumn([]), [:])
    }

    /// A lowest mean with capped replications is a lower bound: every row is
    /// null. A capped mean above the lowest does not stand in the way.
    func testALowestMeanThatIsALowerBoundMarksNoOrder() {
        XCTAssertEqual(CellRun.fastestColumn([(order: "visual", mean: 3, capped: false), (order: "b", mean: 2, capped: true)]),
                       ["visual": .null, "b": .null])
        XCTAssertEqual(CellRun.fastestColumn([(order: "visual", mean: 3, capped: true), (order: "b", mean: 2, capped: false)]),
                       ["visual": .bool(false), "b": .bool(true)])
    }
}
