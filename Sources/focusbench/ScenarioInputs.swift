import FocusCost
import FocusModel

/// The SCENARIO argument and the --profiles file of a command that runs a scenario.
struct ScenarioFiles {
    var scenarioPath: String
    var profilesPath: String?
    /// The second version of the screen (`compare BEFORE AFTER`), when the
    /// command takes one and it is given.
    var afterPath: String?

    init(_ parsed: ParsedArguments, takesTwoVersions: Bool = false) throws {
        if takesTwoVersions, parsed.positionals.count == 2 {
            scenarioPath = parsed.positionals[0]
            afterPath = parsed.positionals[1]
        } else {
            scenarioPath = try parsed.singlePositional("SCENARIO")
        }
        profilesPath = try parsed.text(.profiles)
    }

    /// One of several scenarios a command takes, with the --profiles file they share.
    init(scenarioPath: String, profilesPath: String?) {
        self.scenarioPath = scenarioPath
        self.profilesPath = profilesPath
    }
}

/// A scenario file read and checked, with the catalog its users are picked
/// from (built-ins < the scenario's users < the --profiles file).
struct ScenarioInputs {
    let scenario: Scenario
    let catalog: ProfileCatalog

    init(_ files: ScenarioFiles) throws {
        scenario = try ScenarioLoader.load(contentsOf: files.scenarioPath)
        catalog = try ProfileCatalog.forScenario(scenario, profilesFile: files.profilesPath)
    }

    /// From the files' bytes as read, so that a caller which also hashes
    /// them reads each once (a pipe gives its bytes only once).
    init(scenario bytes: [UInt8], file: String, profiles: (bytes: [UInt8], file: String)?) throws {
        scenario = try ScenarioLoader.decode(utf8: bytes, file: file)
        catalog = try ProfileCatalog.forScenario(scenario, profiles: profiles)
    }

    /// Runs a cost-model call, turning its refusals (an unknown order, a
    /// target that can never be hit, bad settings) into bad-input failures
    /// that name the scenario file, and `user` when whether a target can be
    /// hit depends on the profile (`CommandLineFailure.refusal`).
    /// Refuses, before anything runs, the first arm whose user can never
    /// finish the task, naming the user: in a run of several users the
    /// model's refusal says only which step cannot be completed.
    static func checkFeasible(_ scenario: Scenario, arms: [Arm], file: String) throws {
        for arm in arms {
            try refusingAsBadInput(file, user: arm.user.name) {
                try CostModel.checkFeasible(scenario: scenario, order: arm.order, user: arm.user)
            }
        }
    }

    static func refusingAsBadInput<Result>(_ scenarioPath: String, user: String? = nil,
                                           _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as CostModelError {
            throw CommandLineFailure.refusal(error, file: scenarioPath, user: user)
        }
    }
}
