import FocusCost
import FocusModel
import FocusStats

/// A sweep's rows with the specification that made them: the whole sweep,
/// or one shard of it (a part file). Rows are in cell order, each cell's
/// orders in the order the sweep lists them.
public struct SweepResult: Sendable {
    /// Which of the shards a part holds (0-based, as Slurm numbers array tasks).
    public struct Shard: Sendable, Equatable {
        /// More shards than this is a typo, not a cluster.
        public static let mostShards = 100_000

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
    /// can tell missing and duplicated cells apart, and ends its
    /// `sweepPart` with a hash of all the rest, so that a part edited after
    /// it was written is refused.
    package var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let shard {
            members.append((key: SweepPartKey.part, value: .object([
                (key: SweepPartKey.shard, value: .number(Double(shard.index))),
                (key: SweepPartKey.shardCount, value: .number(Double(shard.count))),
                (key: SweepPartKey.cells, value: .array(cells.map { .number(Double($0)) })),
            ])))
        }
        members += [
            (key: SweepPartKey.sweep, value: spec.jsonValue),
            (key: SweepPartKey.hash, value: .string(spec.hash)),
            (key: SweepPartKey.cellCount, value: .number(Double(spec.cellCount))),
            (key: SweepPartKey.rows, value: .array(rows.map(\.jsonValue))),
        ]
        guard shard != nil, case var .object(part) = members[0].value else { return .object(members) }
        part.append((key: SweepPartKey.contentHash, value: .string(Self.contentHash(of: .object(members)))))
        members[0].value = .object(part)
        return .object(members)
    }

    /// A hash of a part file's content as JSON, leaving out the hash it
    /// states itself (`sweepPart.contentHash`), the same on every machine.
    package static func contentHash(of part: JSONValue) -> String {
        guard case var .object(members) = part,
              let index = members.firstIndex(where: { $0.key == SweepPartKey.part }),
              case var .object(partMembers) = members[index].value else {
            return StableHash.fnv1a64Text(part.serialized(pretty: false))
        }
        partMembers.removeAll { $0.key == SweepPartKey.contentHash }
        members[index].value = .object(partMembers)
        return StableHash.fnv1a64Text(JSONValue.object(members).serialized(pretty: false))
    }
}

/// The member names of sweep JSON and part files.
enum SweepPartKey {
    static let part = "sweepPart"
    static let sweep = "sweep"
    static let hash = "specHash"
    static let cellCount = "cells"
    static let rows = "rows"
    static let shard = "shard"
    static let shardCount = "of"
    static let cells = "cells"
    static let contentHash = "contentHash"
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
