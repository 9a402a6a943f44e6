import FocusModel
import FocusSimulation

/// One way a user moves focus (item scanning, group scanning, swipe
/// navigation, Tab…): everything the cost model, the optimizer, the tuner and
/// lint need to know about it, behind one protocol. `UserModelFactory` picks
/// the model for a profile; nothing else switches over profile kinds.
///
/// A conforming type holds the profile and reduces a screen to its
/// simulation model (`model(of:order:startIndex:)`); from that model it makes
/// the simulator and, where one exists, the closed form. Building the model
/// is the up-front check that the task can be done: it throws the model's
/// refusal (a `SimulationError`) without simulating anything.
protocol UserModel: Sendable {
    /// A screen, an order and a start reduced to what this user's simulator needs.
    associatedtype Model: Sendable
    associatedtype Simulator: ReplicationSimulator

    /// The model of `order` of `scenario` with focus starting on order index
    /// `startIndex` (models whose scan restarts from the top may ignore it).
    /// Throws when the task can never be done.
    func model(of scenario: Scenario, order: String, startIndex: Int) throws -> Model

    /// The `startIndex` of a screen as it loads: 0 (focus on the first
    /// element), or -1 for users for whom focus is on no element yet.
    var loadStartIndex: Int { get }

    func simulator(of model: Model) -> Simulator

    /// Exact mean and standard deviation of the completion time, or nil when
    /// the profile as given has no closed form.
    func closedForm(of model: Model) -> AnalyticMoments?

    /// Expected wrong selections before the target of `model`'s first step is
    /// selected, without the time cap (`WrongSelectionsClosedForm`); nil for
    /// users who make no wrong selections a typist deletes, or where the
    /// form does not apply.
    func wrongSelectionsPerSelection(of model: Model) -> Double?

    /// How the optimizer's objective depends on the order (constant, a sum
    /// over positions, or any other way) and what it needs to evaluate it.
    func orderMean(_ candidate: OrderMeanCandidate) throws -> OrderMeanParts

    /// Whether the user searches for focus that is not drawn before each such
    /// target (keyboard and switch users look for it; screen reader users hear it).
    var searchesForHiddenFocus: Bool { get }

    /// Whether the user aims at a target's drawn area, so that its size
    /// changes how often they hit it (point scanning). Users who move focus
    /// from stop to stop select whatever has focus, whatever its size.
    var aimsAtTargets: Bool { get }

    /// Whether the user types the start of an option's label to reach it in
    /// a picker's list (keyboard users in a web `select`; docs/models.md#pickers).
    var typesAheadInPickers: Bool { get }

    /// What scrolling one screenful costs this user (docs/models.md#scrolling).
    var scrollCost: ScrollCost { get }

    /// How this user types a task's text: the one place where a user's
    /// keyboard and typist are chosen (`KeyboardSetup`, `KeyboardTextEntry`).
    var typing: TypingChoice { get }

    /// The elements of `order` the user's scan stops on; nil when the user
    /// moves to every element of the order (not a scanning user).
    func scanStops(of scenario: Scenario, order: String) -> [String]?

    /// The groups of several stops a group-scanning user meets in `order`,
    /// for reports (`Estimate.scanGroups`); nil for every other user.
    func scanGroups(scenario: Scenario, order: String) -> [UsedScanGroup]?

    // Provided by `UserModel+Running.swift`. They are requirements, not only
    // extension methods, so a call through `any UserModel` runs code
    // specialised for the concrete model (the replication loop stays fast).

    func replicate(scenario: Scenario, order: String, settings: SimulationSettings,
                   withClosedForm: Bool, entryPool: EntryPool?) throws -> ModelRunner.Run
    func prepare(scenario: Scenario, order: String) throws -> PreparedRun.Body
    func prepareTargets(of screen: Scenario, order: String) throws -> PreparedScreen.Targets
    func check(scenario: Scenario, order: String) throws
    func closedForm(scenario: Scenario, order: String) throws -> AnalyticMoments?
}
