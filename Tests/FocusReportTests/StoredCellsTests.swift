import FocusModel
import FocusReport
import XCTest

/// A stored report's cells are all read before any is compared: a cell that
/// is not an object, has no order or user, repeats another's names or has a
/// mean or standard error no run can give, and a replication count no run
/// can have, are refused at their JSON path rather than skipped or picked between.
final class StoredCellsTests: XCTestCase {
    private static let document = try! HTMLReportFixtures.document(replications: 50)

    /// The stored report of `document`, with `edit` applied to its root.
    private func refusal(_ edit: (inout [(key: String, value: JSONValue)]) -> Void) throws -> String? {
        guard case var .object(members) = try JSONValue.parse(ReportSchemaJSON.render(Self.document)) else {
            XCTFail("the report is not an object")
            return nil
        }
        edit(&members)
        do {
            _ = try StoredComparison.compare(Self.document.cells, withStored: JSONValue.object(members)
                .serialized(pretty: false), file: "old.json", budgetPercent: 1)
            return nil
        } catch {
            return error.description
        }
    }

    private func editCells(_ members: inout [(key: String, value: JSONValue)], _ edit: (inout [JSONValue]) -> Void) {
        let index = members.firstIndex { $0.key == "cells" }!
        var cells = members[index].value.arrayValue!
        edit(&cells)
        members[index].value = .array(cells)
    }

    private func removing(_ key: String, from cell: JSONValue) -> JSONValue {
        guard case let .object(members) = cell else { return cell }
        return .object(members.filter { $0.key != key })
    }

    func testTheUneditedReportIsCompared() throws {
        XCTAssertNil(try refusal { _ in })
    }

    func testANullCellIsRefused() throws {
        let message = try refusal { editCells(&$0) { $0[0] = .null } }
        XCTAssertEqual(message, "$.cells[0] is null; expected a cell object")
    }

    func testACellWithoutItsOrderIsRefused() throws {
        let message = try refusal { editCells(&$0) { $0[1] = removing("order", from: $0[1]) } }
        XCTAssertEqual(message, "$.cells[1].order is missing; expected the order name of the cell")
    }

    func testATwinCellIsRefused() throws {
        let message = try refusal { members in
            editCells(&members) { cells in
                guard case var .object(twin) = cells[0] else { return }
                let mean = twin.firstIndex { $0.key == "mean" }!
                twin[mean].value = .number(twin[mean].value.numberValue! * 2)
                cells.append(.object(twin))
            }
        }
        let cell = Self.document.cells[0]
        XCTAssertEqual(message, "$.cells[\(Self.document.cells.count)] is a second cell for order '\(cell.order)' "
            + "and user '\(cell.user)'; expected one cell each (the first is $.cells[0])")
    }

    /// A cell of an order this run does not report is still part of the file the gate trusts.
    func testImpossibleNumbersOfACellThisRunDoesNotAskForAreRefused() throws {
        let extra = Self.document.cells.count
        for (key, value, shown, expected) in [("mean", JSONValue.number(-1), "-1", "a mean time in seconds, above 0"),
                                              ("standardError", .string("x"), "\"x\"",
                                               "a standard error at least 0 and below the mean")] {
            let message = try refusal { members in
                editCells(&members) { cells in
                    guard case var .object(other) = cells[0] else { return }
                    let order = other.firstIndex { $0.key == "order" }!
                    other[order].value = .string("not-in-this-run")
                    let index = other.firstIndex { $0.key == key }!
                    other[index].value = value
                    cells.append(.object(other))
                }
            }
            XCTAssertEqual(message, "$.cells[\(extra)].\(key) is \(shown); expected \(expected)")
        }
    }

    func testImpossibleReplicationsAreRefused() throws {
        for (value, shown) in [(JSONValue.number(-10), "-10"), (.number(1.5), "1.5"), (.string("many"), "\"many\"")] {
            let message = try refusal { members in
                let index = members.firstIndex { $0.key == "settings" }!
                guard case var .object(settings) = members[index].value else { return }
                let replications = settings.firstIndex { $0.key == "replications" }!
                settings[replications].value = value
                members[index].value = .object(settings)
            }
            XCTAssertEqual(message, "$.settings.replications is \(shown); expected a whole number of replications, "
                + "at least 2")
        }
    }
}
