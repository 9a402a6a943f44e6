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
        do {
            return try body()
        } catch let error as CostModelError {
            switch error {
            case .simulation(.unreachableTarget):
                // Whether a target can be hit depends on the profile, so name it.
                throw CommandLineFailure.badInput("\(options.files.scenarioPath): user '\(user.name)': \(error)")
            case .simulation, .textEntry, .textEntryNeverFinishes:
                throw CommandLineFailure.badInput("\(options.files.scenarioPath): \(error)")
            case .invalidSettings, .unsupported:
                throw CommandLineFailure.badInput(error.description)
            }
        }
    }

    /// Writes what `render` makes.
    func print(_ render: () throws -> String) throws {
        do {
            StandardStreams.write(try render())
        } catch let error as ReportError {
            throw CommandLineFailure.runtime(error.description)
        }
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
