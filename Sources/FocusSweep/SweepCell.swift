import FocusModel
import FocusStats

/// One cell of a sweep: a scenario and one value of every varied key. The
/// cell's orders run inside it, paired (common random numbers); a shard
/// runs whole cells.
package struct SweepCell: Sendable, Equatable {
    /// Scenario-major, then the varied keys in the order given, the last fastest.
    public var index: Int
    public var scenarioIndex: Int
    /// One value per varied key, in the order of `SweepSpecification.varied`.
    public var values: [JSONValue]
    public var seed: UInt64

    /// Seeds are kept below 2^49 so that a JSON number holds them exactly,
    /// they print as whole numbers (below 10^15) and `simulate --seed` takes them back.
    static let seedMask: UInt64 = 1 << 49 - 1

    /// The seed of the cell with `values`: the sweep's seed mixed with a hash
    /// of the setting (keys and values, as JSON). The scenario and the order
    /// are left out on purpose, so the same setting runs on the same random
    /// streams on every scenario and in every order (paired), and a cell's
    /// numbers do not depend on which shard or thread runs it.
    static func seed(sweepSeed: UInt64, varied: [VariedKey], values: [JSONValue]) -> UInt64 {
        let identity = JSONValue.array(zip(varied, values).map { key, value in
            .array([.string(key.key), value])
        }).serialized(pretty: false)
        return SeedMixer.splitMix64(sweepSeed ^ StableHash.fnv1a64(identity)) & seedMask
    }

    /// "scanInterval=0.5, mode=group" (the scenario's name first when the sweep has several).
    public func label(in spec: SweepSpecification) -> String {
        var parts = zip(spec.varied, values).map { "\($0.key)=\(Self.text($1))" }
        if spec.scenarios.count > 1 { parts.insert(spec.scenarios[scenarioIndex].name, at: 0) }
        return parts.isEmpty ? "cell \(index)" : parts.joined(separator: ", ")
    }

    /// A value as a command line would give it.
    public static func text(_ value: JSONValue) -> String {
        if case let .string(text) = value { return text }
        return value.serialized(pretty: false)
    }
}

extension SweepSpecification {
    /// Every cell, in index order.
    package var cells: [SweepCell] {
        (0..<cellCount).map(cell)
    }

    /// The cell at `index` (0 ..< cellCount).
    package func cell(_ index: Int) -> SweepCell {
        var remainder = index
        var values = [JSONValue](repeating: .null, count: varied.count)
        for position in varied.indices.reversed() {
            let count = varied[position].values.count
            values[position] = varied[position].values[remainder % count]
            remainder /= count
        }
        return SweepCell(index: index, scenarioIndex: remainder, values: values,
                         seed: SweepCell.seed(sweepSeed: seed, varied: varied, values: values))
    }
}
