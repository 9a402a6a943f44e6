import FocusCost
import FocusModel
import FocusReport

/// What `simulate` and `compare` need before they can run: the scenario
/// read and checked, and the user profile picked from the catalog
/// (built-ins < the scenario's users < the --profiles file).
struct RunInputs {
    let options: RunOptions
    let scenario: Scenario
    let catalog: ProfileCatalog
    let user: NamedProfile

    init(_ options: RunOptions) throws {
        self.options = options
        let inputs = try ScenarioInputs(options.files)
        scenario = inputs.scenario
        catalog = inputs.catalog
        user = try catalog.requiredProfile(named: options.userName)
    }

    /// Runs a cost-model call, turning its refusals (an unknown order, a
    /// target this user can never hit) into bad-input failures that name the file.
    func costModel<Result>(_ body: () throws -> Result) throws -> Result {
        try ScenarioInputs.refusingAsBadInput(options.files.scenarioPath, user: user.name, body)
    }

    /// Writes `result` in the chosen format.
    func print(_ result: RenderedResult) throws {
        try StandardStreams.write(result, as: options.format)
    }

    /// Where a streamed run's CSV rows go as its blocks are done: stdout, so
    /// that the text of a million rows is never held in memory at once.
    var csvRows: ReplicationRecordBlocks {
        ReplicationCSV.streaming { StandardStreams.write($0) }
    }

    /// `csvRows` for a population run of `replicationsPerPerson` each: the
    /// rows gain the `person` column.
    func peopleCSVRows(replicationsPerPerson: Int) -> ReplicationRecordBlocks {
        ReplicationCSV.streaming(replicationsPerPerson: replicationsPerPerson) { StandardStreams.write($0) }
    }
}
