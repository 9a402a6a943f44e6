import FocusCost
import FocusModel

/// A sweep's rows with the specification that made them: the whole sweep,
/// or one shard of it (a part file). Rows are in cell order, each cell's
/// orders in the order the sweep lists them.
public struct SweepResult: Sendable {
    /// Which of the shards a part holds (0-based, as Slurm numbers array tasks).
    public struct Shard: Sendable, Equatable {
        public var index: Int
        public var count: Int

        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    public var spec: SweepSpecification
    public var rows: [SweepRow]
    /// Nil for a whole sweep.
    public var shard: Shard?
    /// The cells this result holds, in order.
    public var cells: [Int]

    public init(spec: SweepSpecification, rows: [SweepRow], shard: Shard?, cells: [Int]) {
        self.spec = spec
        self.rows = rows
        self.shard = shard
        self.cells = cells
    }

    /// The JSON output, or with a shard the part file: the specification
    /// and its hash, then the rows. A part also lists its cells, so `merge`
    /// can tell missing and duplicated cells apart.
    package var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let shard {
            members.append((key: SweepPartKey.part, value: .object([
                (key: "shard", value: .number(Double(shard.index))),
                (key: "of", value: .number(Double(shard.count))),
                (key: "cells", value: .array(cells.map { .number(Double($0)) })),
            ])))
        }
        members += [
            (key: SweepPartKey.sweep, value: spec.jsonValue),
            (key: SweepPartKey.hash, value: .string(spec.hash)),
            (key: SweepPartKey.cellCount, value: .number(Double(spec.cellCount))),
            (key: SweepPartKey.rows, value: .array(rows.map(\.jsonValue))),
        ]
        return .object(members)
    }
}

/// The member names of sweep JSON and part files.
enum SweepPartKey {
    static let part = "sweepPart"
    static let sweep = "sweep"
    static let hash = "specHash"
    static let cellCount = "cells"
    static let rows = "rows"
}

extension SweepPlan {
    /// Runs `cells` (all of them when nil) one after another, each with
    /// `settings.threads` threads, calling `progress` after each.
    public func run(cells: [Int]? = nil, shard: SweepResult.Shard? = nil, settings: SimulationSettings,
                    progress: ((_ cellsDone: Int, _ replicationsDone: Int) -> Void)? = nil) throws -> SweepResult {
        let chosen = cells ?? Array(0..<spec.cellCount)
        var rows: [SweepRow] = []
        var replications = 0
        for (done, index) in chosen.enumerated() {
            let cellRows = try self.rows(of: spec.cell(index), settings: settings)
            rows += cellRows
            replications += cellRows.reduce(0) { $0 + Int($1.number("replications") ?? 0) }
            progress?(done + 1, replications)
        }
        return SweepResult(spec: spec, rows: rows, shard: shard, cells: chosen)
    }
}
