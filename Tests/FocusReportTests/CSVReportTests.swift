import FocusCost
@testable import FocusReport
import XCTest

final class CSVReportTests: XCTestCase {
    private func lines(_ text: String) -> [String] {
        XCTAssert(text.hasSuffix("\n"))
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func testOneRowPerReplicationUnderAHeader() throws {
        let rows = lines(try CSVFormat().render(.estimate(ReportFixtures.estimate(capped: 1))))
        XCTAssertEqual(rows.count, 4 + 1)
        XCTAssertEqual(rows[0], "replication,order,user,total,waiting,reacting,pressing,swiping,listening,keystrokes,looking,errors,activation,entry,"
            + "scrolling,picker,misses,falseActivations,restarts,overshoots,slips,capped,seed")
        XCTAssertEqual(rows[1], "0,visual,bench-reference,9,5,1.5,0,0,0,0,0,0.5,0,2,0,0,0,0,0,0,0,0,42")
        XCTAssertEqual(rows[3], "2,visual,bench-reference,11,6,1.5,0,0,0,0,0,1.5,0,2,0,0,1,1,0,0,0,0,42")
        XCTAssertEqual(rows[4], "3,visual,bench-reference,12,7,1.5,0,0,0,0,0,1.5,0,2,0,0,0,0,0,0,0,1,42")
    }

    func testComparisonListsBothOrders() throws {
        let rows = lines(try CSVFormat().render(.comparison(ReportFixtures.comparison())))
        XCTAssertEqual(rows.count, 2 * 4 + 1)
        XCTAssertEqual(rows[1..<5].map { $0.split(separator: ",")[1] }, Array(repeating: "visual", count: 4))
        XCTAssertEqual(rows[5..<9].map { $0.split(separator: ",")[1] }, Array(repeating: "alphabetical", count: 4))
        XCTAssertEqual(rows[5], "0,alphabetical,bench-reference,11,7,1.5,0,0,0,0,0,0.5,0,2,0,0,0,0,0,0,0,0,42")
    }

    func testOrderNamesThatNeedQuotingAreQuoted() {
        XCTAssertEqual(ReplicationCSV.field("plain"), "plain")
        XCTAssertEqual(ReplicationCSV.field("a,b"), "\"a,b\"")
        XCTAssertEqual(ReplicationCSV.field("say \"hi\""), "\"say \"\"hi\"\"\"")
    }

    func testEstimateWithoutRecordsCannotBeWrittenAsCSV() {
        var estimate = ReportFixtures.estimate()
        estimate.records = nil
        XCTAssertThrowsError(try CSVFormat().render(.estimate(estimate))) { error in
            XCTAssertEqual(error as? ReportError, .replicationsNotKept(order: "visual"))
        }
    }
}
