import Foundation
import XCTest

/// `merge` reads every row of a part against the specification the part
/// carries and against the hash of its content: an edited, truncated or
/// reordered part is refused with one line naming the file, the JSON path
/// and the problem, never merged.
final class MergeValidationTests: XCTestCase {
    /// Three cells in two paired orders, one cell a shard, written once for all the tests.
    private static let parts: [String] = {
        guard let folder = try? FocusBenchProcess.temporaryFolder("merge-validation") else { return [] }
        return (0..<3).compactMap { index in
            let path = folder.appendingPathComponent("part-\(index).json").path
            let result = try? FocusBenchProcess.run(["sweep", "scenarios/signup.json", "--user", "switch-novice",
                                                     "--orders", "visual,passwordFirst",
                                                     "--vary", "scanInterval=0.8,1.2,1.6", "--replications", "30",
                                                     "--shard", "\(index)/3", "--output", path])
            return result?.status == 0 ? path : nil
        }
    }()

    /// Merges the first part edited by `edit` with the other two, and
    /// expects one line on stderr that starts with the edited file's name
    /// and `message`.
    private func assertEditRefused(_ message: String, file: StaticString = #filePath, line: UInt = #line,
                                   _ edit: (String) throws -> String) throws {
        XCTAssertEqual(Self.parts.count, 3, "the parts were not written", file: file, line: line)
        let text = try String(contentsOfFile: Self.parts[0], encoding: .utf8)
        let edited = try FocusBenchProcess.temporaryFile(named: "edited.json", containing: try edit(text))
        XCTAssertNotEqual(try String(contentsOfFile: edited, encoding: .utf8), text, "the edit changed nothing",
                          file: file, line: line)
        try BadInput.assertRefused(["merge", edited] + Self.parts.dropFirst(), startsWith: "focusbench: \(edited): \(message)",
                                   file: file, line: line)
    }

    /// `text` with the first match of `pattern` after `"rows"` replaced by `replacement`.
    private func inRows(_ text: String, _ pattern: String, _ replacement: String) throws -> String {
        let rows = try XCTUnwrap(text.range(of: "\"rows\": ["))
        let expression = try NSRegularExpression(pattern: pattern)
        let tail = String(text[rows.upperBound...])
        let match = try XCTUnwrap(expression.firstMatch(in: tail, range: NSRange(tail.startIndex..., in: tail)))
        return String(text[..<rows.upperBound])
            + (tail as NSString).replacingCharacters(in: match.range, with: replacement)
    }

    func testTheUneditedPartsMerge() throws {
        XCTAssertEqual(Self.parts.count, 3)
        XCTAssertEqual(try FocusBenchProcess.run(["merge"] + Self.parts).status, 0)
    }

    func testRowsThatDoNotMatchTheCellsAreRefused() throws {
        try assertEditRefused("$.rows: holds 0 rows, but the part's 1 cells in 2 orders make 2") { text in
            let start = try XCTUnwrap(text.range(of: "\"rows\": ["))
            return String(text[..<start.upperBound]) + "]\n}\n"
        }
        try assertEditRefused("$.rows[0].order: is \"passwordFirst\"") { try self.inRows($0, "\"visual\"", "\"passwordFirst\"") }
    }

    func testAColumnOfTheWrongKindOrUnknownIsRefused() throws {
        try assertEditRefused("$.rows[0].mean: expected a number, found a string") {
            try self.inRows($0, "\"mean\": [0-9.e+-]+", "\"mean\": \"abc\"")
        }
        try assertEditRefused("$.rows[0].speed: unknown column 'speed'") {
            try self.inRows($0, "\"mean\":", "\"speed\": 1, \"mean\":")
        }
        try assertEditRefused("$.rows[0]: missing column 'sd'") { try self.inRows($0, "\"sd\": [0-9.e+-]+,", "") }
    }

    func testARowThatDoesNotMatchItsCellIsRefused() throws {
        try assertEditRefused("$.rows[0].scanInterval: is 99, but cell") {
            try self.inRows($0, "\"scanInterval\": [0-9.]+", "\"scanInterval\": 99")
        }
        try assertEditRefused("$.rows[0].seed: is 12, but cell") { try self.inRows($0, "\"seed\": [0-9]+", "\"seed\": 12") }
        try assertEditRefused("$.rows[0].status: unknown status 'weird'") {
            try self.inRows($0, "\"status\": \"ok\"", "\"status\": \"weird\"")
        }
    }

    func testAFastestOtherThanTheRunSetsIsRefused() throws {
        // Null marks a cell whose lowest mean is a lower bound; this one's is exact.
        try assertEditRefused("$.rows[0].fastest: must be true: the cell's fastest order is 'visual'") {
            try self.inRows($0, "\"fastest\": true", "\"fastest\": null")
        }
    }

    func testAShardOutsideItsCountIsRefused() throws {
        try assertEditRefused("$.sweepPart.shard: must be between 0 and 2, found 5") {
            $0.replacingOccurrences(of: "\"shard\": 0,", with: "\"shard\": 5,")
        }
    }

    func testAnEditedNumberIsRefusedByTheContentHash() throws {
        try assertEditRefused("$.sweepPart.contentHash: does not match the part's content") {
            try self.inRows($0, "\"mean\": [0-9.e+-]+", "\"mean\": 1")
        }
    }

    func testAPartOfAHugeSweepIsRefusedBeforeItsCellsAreCounted() throws {
        let values = "[" + (0..<10_000).map(String.init).joined(separator: ",") + "]"
        try assertEditRefused("$.sweep.vary: 10000 values of a × 10000 values of b × 3 values of scanInterval make more") { text in
            let vary = try XCTUnwrap(text.range(of: "\"vary\": ["))
            return text.replacingCharacters(in: vary, with: "\"vary\": [{\"key\": \"a\", \"values\": \(values)}, "
                                                + "{\"key\": \"b\", \"values\": \(values)}, ")
        }
    }
}
