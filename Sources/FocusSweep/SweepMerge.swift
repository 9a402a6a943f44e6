import FocusModel

/// Joins the part files of one sweep into the result a single run would
/// have made. Refuses parts of different sweeps, a part whose rows do not
/// fit its specification or that was changed after it was written, a cell
/// in two parts and a cell in none, each with one line naming the files,
/// the place in them or the cells.
package enum SweepMerge {
    /// The most cells a refusal lists before "and N more".
    static let cellsListed = 5

    package static func merge(_ parts: [(file: String, root: InputNode)]) throws(SweepError) -> SweepResult {
        var decoded: [(file: String, part: DecodedPart)] = []
        var firstOrders: [Int: String] = [:]
        for (file, root) in parts {
            do throws(InputError) {
                let part = try DecodedPart(root, file: file, sweepOf: decoded.first, firstOrders: &firstOrders)
                decoded.append((file, part))
            } catch {
                throw SweepError(error.description)
            }
        }
        guard let first = decoded.first else { throw SweepError("merge expects at least one part file") }
        let spec = first.part.spec
        var holder = [String?](repeating: nil, count: spec.cellCount)
        for (file, part) in decoded {
            for cell in part.cells {
                if let other = holder[cell] {
                    throw SweepError("cell \(cell) (\(spec.cell(cell).label(in: spec))) is in both \(other) and \(file)")
                }
                holder[cell] = file
            }
        }
        for (position, (file, part)) in decoded.enumerated() {
            if let other = decoded[..<position].first(where: { $0.part.shard == part.shard }) {
                throw SweepError("\(file): is shard \(part.shard) of \(part.shardCount), as \(other.file) is")
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

/// One part file as read and checked on its own: its specification (and
/// the hash it states), which shard it is, its cells and its rows, and the
/// hash of its content.
private struct DecodedPart {
    var spec: SweepSpecification
    var shard: Int
    var shardCount: Int
    var cells: [Int]
    var rows: [SweepRow]

    /// Checked against `first`, the first part read, when there is one:
    /// the same specification and the same shard count.
    init(_ root: InputNode, file: String, sweepOf first: (file: String, part: DecodedPart)?,
         firstOrders: inout [Int: String]) throws(InputError) {
        let object = try root.object(allowedKeys: [SweepPartKey.part, SweepPartKey.sweep, SweepPartKey.hash,
                                                   SweepPartKey.cellCount, SweepPartKey.rows])
        guard let partNode = object.optional(SweepPartKey.part) else {
            throw root.failure("not a sweep part file (no \"\(SweepPartKey.part)\"; write parts with sweep --shard I/N)")
        }
        spec = try SweepSpecification(from: try object.required(SweepPartKey.sweep))
        let statedHash = try object.required(SweepPartKey.hash)
        guard try statedHash.string() == spec.hash else {
            throw statedHash.failure("\(try statedHash.string()) does not match the sweep specification "
                + "(\(spec.hash)); the file was changed after it was written")
        }
        if let first, first.part.spec.hash != spec.hash {
            throw InputError(file: file, path: "", message: "part of a different sweep (specification \(spec.hash)) "
                + "than \(first.file) (\(first.part.spec.hash))")
        }
        let cellCount = try object.required(SweepPartKey.cellCount)
        let statedCells = try cellCount.integer(in: 0...SweepSpecification.maxCells)
        guard statedCells == spec.cellCount else {
            throw cellCount.failure("is \(statedCells), but the specification makes \(spec.cellCount) cells")
        }
        let part = try partNode.object(allowedKeys: [SweepPartKey.shard, SweepPartKey.shardCount, SweepPartKey.cells,
                                                     SweepPartKey.contentHash])
        let shardCountNode = try part.required(SweepPartKey.shardCount)
        shardCount = try shardCountNode.integer(in: 1...SweepResult.Shard.mostShards)
        if let first, first.part.shardCount != shardCount {
            throw shardCountNode.failure("is \(shardCount), but \(first.file) is a part of \(first.part.shardCount) shards")
        }
        shard = try part.required(SweepPartKey.shard).integer(in: 0...(shardCount - 1))
        cells = []
        for cell in try part.required(SweepPartKey.cells).array() {
            let index = try cell.integer(in: 0...(spec.cellCount - 1))
            if let last = cells.last, index <= last { throw cell.failure("cells must be listed in increasing order") }
            cells.append(index)
        }
        rows = try SweepPartRows(spec).read(try object.required(SweepPartKey.rows), cells: cells,
                                            firstOrders: &firstOrders)
        guard let contentHash = part.optional(SweepPartKey.contentHash) else {
            throw partNode.failure("no \"\(SweepPartKey.contentHash)\": an earlier focusbench wrote the part, or it "
                + "was edited; run its shard again")
        }
        guard try contentHash.string() == SweepResult.contentHash(of: root.value) else {
            throw contentHash.failure("does not match the part's content; the file was changed after it was written")
        }
    }
}
