import FocusSimulation
import XCTest

/// `ItemScanner`'s closed-form timing against the step-by-step reference.
final class ItemScannerTests: XCTestCase {
    private let cases: [(n: Int, interval: Double, pause: Double)] = [
        (1, 1.0, 0.5), (2, 1.0, 0.5), (5, 1.0, 0.5), (7, 0.8, 0.3), (6, 1.5, 0),
    ]

    private func scanners(_ n: Int, _ interval: Double, _ pause: Double)
        -> [(ItemScanner, ScanTimingReference)] {
        (0..<n).map { start in
            var scanner = ItemScanner(itemCount: n, scanInterval: interval, firstItemPause: pause, loops: nil)
            scanner.start(at: 3.25, item: start)
            let reference = ScanTimingReference(itemCount: n, interval: interval, pause: pause,
                                                startTime: 3.25, startItem: start)
            return (scanner, reference)
        }
    }

    func testItemOnsetAndDwellOfEveryHighlight() {
        for (n, interval, pause) in cases {
            for (scanner, reference) in scanners(n, interval, pause) {
                for h in 0..<(4 * n + 3) {
                    let label = "n \(n) start \(reference.startItem) h \(h)"
                    XCTAssertEqual(scanner.item(ofHighlight: h), reference.item(h), label)
                    XCTAssertEqual(scanner.dwell(ofHighlight: h), reference.dwell(h), label)
                    XCTAssertEqual(scanner.onset(ofHighlight: h), reference.onset(h), accuracy: 1e-9, label)
                }
            }
        }
    }

    func testNextHighlightOfEachItem() {
        for (n, interval, pause) in cases {
            for (scanner, reference) in scanners(n, interval, pause) {
                for target in 0..<n {
                    for h in 0..<(3 * n) {
                        XCTAssertEqual(scanner.nextHighlight(of: target, from: h), reference.next(target, from: h),
                                       "n \(n) start \(reference.startItem) target \(target) from \(h)")
                    }
                }
            }
        }
    }

    func testKthHighlightSkippingAnItem() {
        for (n, interval, pause) in cases where n > 1 {
            for (scanner, reference) in scanners(n, interval, pause) {
                for excluded in 0..<n {
                    for h in 0..<(2 * n) {
                        for k in 1...(3 * n) {
                            XCTAssertEqual(scanner.highlight(number: k, from: h, skipping: excluded),
                                           reference.kth(k, from: h, skipping: excluded),
                                           "n \(n) start \(reference.startItem) skip \(excluded) k \(k) from \(h)")
                        }
                    }
                }
            }
        }
    }

    /// With a loop limit the scan stops at the onset of highlight loops × n.
    func testStopTimeIsAfterTheLoops() {
        for start in 0..<5 {
            var scanner = ItemScanner(itemCount: 5, scanInterval: 1, firstItemPause: 0.5, loops: 2)
            scanner.start(at: 1, item: start)
            let reference = ScanTimingReference(itemCount: 5, interval: 1, pause: 0.5, startTime: 1, startItem: start)
            XCTAssertEqual(scanner.highlightLimit, 10)
            XCTAssertEqual(scanner.stopTime!, reference.onset(10), accuracy: 1e-12)
        }
        let unlimited = ItemScanner(itemCount: 5, scanInterval: 1, firstItemPause: 0.5, loops: nil)
        XCTAssertNil(unlimited.stopTime)
    }

    /// A hand-worked case: a run from item 3 of 5 with T = 1, P = 0.5 shows
    /// 3 (1.5 s, first of the run), 4 (1 s), 0 (1.5 s), 1, ...: item 1 begins at 4 s.
    func testHandWorkedResumedRun() {
        var scanner = ItemScanner(itemCount: 5, scanInterval: 1, firstItemPause: 0.5, loops: nil)
        scanner.start(at: 0, item: 3)
        XCTAssertEqual(scanner.nextHighlight(of: 1, from: 0), 3)
        XCTAssertEqual(scanner.onset(ofHighlight: 3), 4)
        // Then 2 at 5; the next pass: 3 at 6, 4 at 7, 0 at 8 (1.5 s), 1 at 9.5.
        XCTAssertEqual(scanner.onset(ofHighlight: 8), 9.5)
        XCTAssertEqual(scanner.dwell(ofHighlight: 5), 1, "the resumed item pauses only on the run's first highlight")
    }

    func testStartSetsTheRunsTimeAndItem() {
        var scanner = ItemScanner(itemCount: 3, scanInterval: 1, firstItemPause: 0, loops: nil)
        scanner.start(at: 2, item: 1)
        XCTAssertEqual(scanner.startTime, 2)
        XCTAssertEqual(scanner.startItem, 1)
        XCTAssertEqual(scanner.item(ofHighlight: 2), 0)
        XCTAssertEqual(scanner.onset(ofHighlight: 2), 4)
    }
}
