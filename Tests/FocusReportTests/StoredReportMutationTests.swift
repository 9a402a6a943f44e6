import FocusModel
import FocusReport
import Foundation
import XCTest

/// Seeded edits of the stored report in Tests/FuzzCorpus/reports, compared
/// with a fresh run: every edit is either refused with one line or leaves
/// only plausible numbers in the comparison (report --against fails closed).
final class StoredReportMutationTests: XCTestCase {
    /// One step into a JSON value.
    private enum Place {
        case key(String)
        case index(Int)
    }

    /// `value` with the leaf at `path` replaced; unchanged where an earlier
    /// edit already replaced part of the path.
    private func replacing(_ value: JSONValue, _ path: ArraySlice<Place>, with leaf: JSONValue) -> JSONValue {
        guard let first = path.first else { return leaf }
        switch (value, first) {
        case (.object(var members), .key(let key)):
            guard let i = members.firstIndex(where: { $0.key == key }) else { return value }
            members[i].value = replacing(members[i].value, path.dropFirst(), with: leaf)
            return .object(members)
        case (.array(var items), .index(let i)) where i < items.count:
            items[i] = replacing(items[i], path.dropFirst(), with: leaf)
            return .array(items)
        default:
            return value
        }
    }

    private static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("FuzzCorpus/reports")

    /// Replacements for one value of the stored report.
    private static let replacements: [JSONValue] = [
        .number(0), .number(-5), .number(.infinity), .number(1e300), .number(1e-300), .number(-0.0), .null,
        .string("fast"), .string("\u{202E}"), .bool(true), .array([]), .object([]),
    ]

    /// Every leaf of `value` with the path to reach it.
    private func leaves(_ value: JSONValue, _ path: [Place] = []) -> [[Place]] {
        switch value {
        case let .object(members):
            return members.flatMap { leaves($0.value, path + [.key($0.key)]) }
        case let .array(items):
            return items.indices.flatMap { leaves(items[$0], path + [.index($0)]) }
        default:
            return [path]
        }
    }

    func testEditedStoredReports() throws {
        let document = try HTMLReportFixtures.document(replications: 50)
        let iterations = ProcessInfo.processInfo.environment["FOCUSBENCH_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 200
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted() {
            let text = try String(contentsOf: Self.corpus.appendingPathComponent(name), encoding: .utf8)
            let root = try JSONValue.parse(text)
            let paths = leaves(root).filter { path in
                // Cells are where the numbers the gate trusts live; edit them most.
                if case .key("cells") = path.first { return true }
                return path.count <= 2
            }
            var state: UInt64 = 0x2545_F491_4F6C_DD1D
            func next(_ bound: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(bound))
            }
            for round in 0..<iterations {
                var edited = root
                for _ in 0...next(3) {
                    edited = replacing(edited, paths[next(paths.count)][...],
                                       with: Self.replacements[next(Self.replacements.count)])
                }
                var serialized = edited.serialized(pretty: round % 2 == 0)
                if round % 7 == 0 { serialized = String(serialized.prefix(next(serialized.count + 1))) }
                for check in ScenarioIdentity.Check.allCases {
                    do {
                        let stored = try StoredComparison.compare(document.cells, withStored: serialized, file: name,
                                                                  budgetPercent: 1,
                                                                  identity: ReportSchemaJSON.identity(of: document),
                                                                  check: check)
                        for row in stored.rows {
                            XCTAssert(row.storedMean > 0 && row.storedMean.isFinite, "round \(round): \(row.storedMean)")
                            XCTAssert(row.storedStandardError >= 0 && row.storedStandardError < row.storedMean,
                                      "round \(round): \(row.storedStandardError)")
                            XCTAssertFalse(row.relative.estimate.isNaN, "round \(round)")
                        }
                    } catch {
                        XCTAssertFalse(error.description.contains("\n"), "round \(round): \(error)")
                    }
                }
            }
        }
    }
}
