import FocusModel
import FocusStats

/// Everything that decides a sweep's numbers, and nothing that does not
/// (thread count, shard, output format): the scenarios (by name and a hash
/// of their files), the user, the people, the orders, the varied keys, the
/// replications, the seed and the time cap. Part files carry it with its
/// hash, so `merge` can tell parts of one sweep from parts of another.
public struct SweepSpecification: Sendable, Equatable {
    public struct ScenarioEntry: Sendable, Equatable {
        public var name: String
        /// A hash of the scenario file and the `--profiles` file, as read.
        public var contentHash: String

        public init(name: String, contentHash: String) {
            self.name = name
            self.contentHash = contentHash
        }
    }

    public var scenarios: [ScenarioEntry]
    public var user: String
    /// People per cell for a population profile; nil for one person.
    public var people: Int?
    /// The orders every scenario is run in; nil: each scenario's first order.
    public var orders: [String]?
    public var varied: [VariedKey]
    /// Per cell and order (per person with people).
    public var replications: Int
    public var seed: UInt64
    public var maxSeconds: Double

    public init(scenarios: [ScenarioEntry], user: String, people: Int?, orders: [String]?, varied: [VariedKey],
                replications: Int, seed: UInt64, maxSeconds: Double) {
        self.scenarios = scenarios
        self.user = user
        self.people = people
        self.orders = orders
        self.varied = varied
        self.replications = replications
        self.seed = seed
        self.maxSeconds = maxSeconds
    }

    /// Scenarios times the product of the varied keys' value counts; at
    /// most `maxCells` once `checkSize` has passed.
    public var cellCount: Int {
        varied.reduce(scenarios.count) { $0 * $1.values.count }
    }

    /// The most cells a sweep may have. Every cell's profile is decoded and
    /// kept, and every order of every cell runs pilot replications, before
    /// the first cell runs (and before a shard knows its cells): 10,100
    /// cells of the sign-up form took 2 minutes and 55 MB that way in a
    /// debug build, so 100,000 are minutes and hundreds of MB, and their
    /// rows some 30 MB of CSV per order. A grid beyond that is a typo in a
    /// STEP, or several sweeps.
    public static let maxCells = 100_000

    /// Refuses a grid of more than `maxCells` cells, counting with overflow
    /// checks, before anything is allocated per cell.
    public static func checkSize(scenarios: Int, varied: [VariedKey]) throws(SweepError) {
        var count = scenarios
        for key in varied {
            let (product, overflow) = count.multipliedReportingOverflow(by: key.values.count)
            guard !overflow, product <= maxCells else {
                let factors = (scenarios > 1 ? ["\(scenarios) scenarios"] : [])
                    + varied.map { "\($0.values.count) values of \($0.key)" }
                throw SweepError(factors.joined(separator: " × ") + " make more than the limit of "
                    + "\(maxCells) cells; use fewer values (a larger STEP), or split the grid into several sweeps")
            }
            count = product
        }
    }

    package var jsonValue: JSONValue {
        .object([
            (key: "scenarios", value: .array(scenarios.map {
                .object([(key: "name", value: .string($0.name)), (key: "hash", value: .string($0.contentHash))])
            })),
            (key: "user", value: .string(user)),
            (key: "people", value: people.map { .number(Double($0)) } ?? .null),
            (key: "orders", value: orders.map { .array($0.map(JSONValue.string)) } ?? .null),
            (key: "vary", value: .array(varied.map {
                .object([(key: "key", value: .string($0.key)), (key: "values", value: .array($0.values))])
            })),
            (key: "replications", value: .number(Double(replications))),
            (key: "seed", value: .number(Double(seed))),
            (key: "maxSeconds", value: .number(maxSeconds)),
        ])
    }

    /// A hash of `jsonValue` as written, the same on every machine.
    package var hash: String { StableHash.fnv1a64Text(jsonValue.serialized(pretty: false)) }

    /// The specification as a part file writes it; errors name the file and the JSON path.
    package init(from node: InputNode) throws(InputError) {
        let object = try node.object(allowedKeys: ["scenarios", "user", "people", "orders", "vary", "replications",
                                                   "seed", "maxSeconds"])
        var entries: [ScenarioEntry] = []
        for entry in try object.required("scenarios").nonEmptyArray(of: "scenario") {
            let members = try entry.object(allowedKeys: ["name", "hash"])
            entries.append(ScenarioEntry(name: try members.required("name").string(),
                                         contentHash: try members.required("hash").string()))
        }
        var varied: [VariedKey] = []
        for item in try object.required("vary").array() {
            let members = try item.object(allowedKeys: ["key", "values"])
            varied.append(VariedKey(key: try members.required("key").nonEmptyString(),
                                    values: try members.required("values").nonEmptyArray(of: "value").map(\.value)))
        }
        do throws(SweepError) {
            try Self.checkSize(scenarios: entries.count, varied: varied)
        } catch {
            throw try object.required("vary").failure(error.message)
        }
        let peopleNode = try object.required("people")
        let ordersNode = try object.required("orders")
        var orders: [String]?
        if !ordersNode.isNull {
            orders = []
            for order in try ordersNode.nonEmptyArray(of: "order") { orders?.append(try order.nonEmptyString()) }
        }
        self.init(scenarios: entries, user: try object.required("user").nonEmptyString(),
                  people: peopleNode.isNull ? nil : try peopleNode.integer(in: 2...Int(Int32.max)),
                  orders: orders, varied: varied,
                  replications: try object.required("replications").integer(in: 2...Int(Int32.max)),
                  seed: UInt64(try object.required("seed").integer(in: 0...(1 << 53 - 1))),
                  maxSeconds: try object.required("maxSeconds").positiveNumber())
    }
}
