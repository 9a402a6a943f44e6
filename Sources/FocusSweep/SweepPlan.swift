import FocusCost
import FocusModel

/// A scenario of a sweep, read and checked, with the catalog its user is
/// picked from and a hash of the files it came from.
public struct SweepScenario: Sendable {
    public var scenario: Scenario
    public var catalog: ProfileCatalog
    public var contentHash: String
    /// The file it was read from, for messages.
    public var file: String

    public init(scenario: Scenario, catalog: ProfileCatalog, contentHash: String, file: String) {
        self.scenario = scenario
        self.catalog = catalog
        self.contentHash = contentHash
        self.file = file
    }
}

/// A sweep checked before anything runs: every order exists in every
/// scenario and every cell's profile decodes, so a typo in the last cell
/// is refused before the first one runs for an hour.
public struct SweepPlan: Sendable {
    public let spec: SweepSpecification
    public let scenarios: [SweepScenario]
    /// Each cell's profile, by cell index.
    let profiles: [NamedProfile]
    /// The columns of every row.
    let layout: SweepRowLayout

    public init(spec: SweepSpecification, scenarios: [SweepScenario]) throws(SweepError) {
        try SweepSpecification.checkSize(scenarios: spec.scenarios.count, varied: spec.varied)
        guard spec.scenarios.count == scenarios.count else {
            throw SweepError("the sweep names \(spec.scenarios.count) scenarios but \(scenarios.count) were read")
        }
        for entry in scenarios {
            let names = entry.scenario.orders.map(\.name)
            for order in spec.orders ?? [] where !names.contains(order) {
                throw SweepError("\(entry.file): --orders: the scenario has no order '\(order)'; its orders are "
                    + names.joined(separator: ", "))
            }
            if entry.catalog.profile(named: spec.user) == nil {
                throw SweepError("\(entry.file): " + entry.catalog.unknownProfileMessage(spec.user))
            }
        }
        self.spec = spec
        self.scenarios = scenarios
        layout = SweepRowLayout(spec)
        var profiles: [NamedProfile] = []
        profiles.reserveCapacity(spec.cellCount)
        for cell in spec.cells {
            let catalog = scenarios[cell.scenarioIndex].catalog
            // Checked above: the user is in every catalog.
            let user = catalog.profile(named: spec.user)!
            let setting = zip(spec.varied, cell.values).map { (key: $0.key, value: $1) }
            profiles.append(try ProfileOverride.profile(user, setting: setting, catalog: catalog))
        }
        self.profiles = profiles
    }

    /// The orders a cell of scenario `index` runs, the first being the one the others are compared with.
    public func orders(ofScenario index: Int) -> [String] {
        spec.orders ?? [scenarios[index].scenario.orders[0].name]
    }

    /// The profile cell `index` runs: the user's profile with the cell's values.
    package func profile(ofCell index: Int) -> NamedProfile {
        profiles[index]
    }

    /// The rows of `cell`, one per order. Infeasible orders are rows with
    /// status `infeasible`; any other refusal of the cost model is thrown.
    package func rows(of cell: SweepCell, settings: SimulationSettings) throws -> [SweepRow] {
        try CellRun(plan: self, cell: cell).rows(settings: settings)
    }
}
