import FocusModel

/// Joins the part files of one sweep into the result a single run would
/// have made. Refuses parts of different sweeps, a cell in two parts and
/// a cell in none, each with one line naming the files or cells.
package enum SweepMerge {
    /// The most cells a refusal lists before "and N more".
    static let cellsListed = 5

    package static func merge(_ parts: [(file: String, root: InputNode)]) throws(SweepError) -> SweepResult {
        var decoded: [(file: String, part: DecodedPart)] = []
        for (file, root) in parts {
            do throws(InputError) {
                decoded.append((file, try DecodedPart(root)))
            } catch {
                throw SweepError(error.description)
            }
        }
        guard let first = decoded.first else { throw SweepError("merge expects at least one part file") }
        let spec = first.part.spec
        for (file, part) in decoded {
            guard part.statedHash == part.spec.hash else {
                throw SweepError("\(file): \(SweepPartKey.hash) \(part.statedHash) does not match its sweep "
                    + "specification (\(part.spec.hash)); the file was changed after it was written")
            }
            guard part.spec.hash == spec.hash else {
                throw SweepError("\(file): part of a different sweep (specification \(part.spec.hash)) than "
                    + "\(first.file) (\(spec.hash))")
            }
        }
        var holder = [String?](repeating: nil, count: spec.cellCount)
        for (file, part) in decoded {
            for cell in part.cells {
                guard cell >= 0, cell < spec.cellCount else {
                    throw SweepError("\(file): cell \(cell) is outside the sweep's \(spec.cellCount) cells")
                }
                if let other = holder[cell] {
                    throw SweepError("cell \(cell) (\(spec.cell(cell).label(in: spec))) is in both \(other) and \(file)")
                }
                holder[cell] = file
            }
        }
        let missing = holder.indices.filter { holder[$0] == nil }
        if !missing.isEmpty {
            let listed = missing.prefix(cellsListed).map { "\($0) (\(spec.cell($0).label(in: spec)))" }
            let more = missing.count > cellsListed ? " and \(missing.count - cellsListed) more" : ""
            throw SweepError("no part holds cell\(missing.count == 1 ? "" : "s") "
                + listed.joined(separator: ", ") + more + "; give every shard's part file")
        }
        var rows: [[SweepRow]] = Array(repeating: [], count: spec.cellCount)
        for (_, part) in decoded {
            for row in part.rows { rows[row.cell].append(row) }
        }
        return SweepResult(spec: spec, rows: rows.flatMap { $0 }, shard: nil, cells: Array(0..<spec.cellCount))
    }
}

/// One part file as read: its specification, the hash it states, its cells and rows.
private struct DecodedPart {
    var spec: SweepSpecification
    var statedHash: String
    var cells: [Int]
    var rows: [SweepRow]

    init(_ root: InputNode) throws(InputError) {
        let object = try root.object(allowedKeys: [SweepPartKey.part, SweepPartKey.sweep, SweepPartKey.hash,
                                                   SweepPartKey.cellCount, SweepPartKey.rows])
        guard let partNode = object.optional(SweepPartKey.part) else {
            throw root.failure("not a sweep part file (no \"\(SweepPartKey.part)\"; write parts with sweep --shard I/N)")
        }
        spec = try SweepSpecification(from: try object.required(SweepPartKey.sweep))
        statedHash = try object.required(SweepPartKey.hash).string()
        let part = try partNode.object(allowedKeys: ["shard", "of", "cells"])
        cells = []
        for cell in try part.required("cells").array() { cells.append(try cell.integer(in: 0...Int(Int32.max))) }
        rows = []
        for rowNode in try object.required(SweepPartKey.rows).array() {
            let members = try rowNode.anyObject()
            let cell = try members.required(SweepColumn.cell).integer(in: 0...Int(Int32.max))
            guard cells.contains(cell) else {
                throw rowNode.failure("row of cell \(cell), which the part does not list in its cells")
            }
            rows.append(SweepRow(cell: cell, columns: members.members.map { (key: $0.key, value: $0.node.value) }))
        }
    }
}
