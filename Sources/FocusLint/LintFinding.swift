import FocusCost
import FocusModel

/// One focus-order failure `focusbench lint` found, with what it costs.
public struct LintFinding: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// The order departs from the platform's reading order.
        case readingOrder
        /// An imported page's order reads its regions (columns) whole but in
        /// another sequence than they are drawn: advice, with its cost.
        case regionOrder
        /// A dialog opens but focus stays behind (`focusOnOpen: "stays"`).
        case dialogDoesNotTakeFocus
        /// A dialog closes and focus goes to the top (`focusOnClose: "top"`).
        case dialogDoesNotReturnFocus
        /// A change of the content sends focus to the top (`focusAfterChange: "top"`).
        case focusThrownToTop
        /// A region holds focus until its exit is activated.
        case trap
        /// A region holds focus for good.
        case trapWithoutExit
        /// A task target the order (or a trap on the way) never lets focus reach.
        case unreachableTarget
        /// A task target one user's navigation can never hit in time.
        case unreachableForUser
        /// An interactive element the order leaves out.
        case missingFromOrder
        /// A target too small by the rule that applies: WCAG 2.5.8 on the web
        /// (24 by 24 CSS px unless spaced; inline links exempt), the platform's
        /// guidance on iOS (44 pt) and Android (48 dp).
        case smallTarget
        /// A web element with a positive tabindex, which reorders the Tab sequence.
        case positiveTabindex
        /// An element on which focus is not drawn.
        case invisibleFocus
        /// A web field collecting personal data without the matching
        /// `autocomplete` token (WCAG 1.3.5 Identify Input Purpose).
        case inputPurpose
    }

    public var kind: Kind
    /// Element ids involved (for a dialog, change or trap: its id or trigger first).
    public var elementIDs: [String]
    /// One line saying what is wrong.
    public var explanation: String
    /// The repair simulated for the cost, or nil when none is.
    public var repair: LintRepair?
    /// Why the cost is not simulated, when it is not.
    public var notSimulatedReason: String?
    /// For a reading-order finding: the first `Inversions.listedPairs` (50)
    /// inverted pairs (order's first, then second); `kendallDistance` counts them all.
    public var invertedPairs: [[String]] = []
    /// For a reading-order finding: how many pairs are inverted.
    public var kendallDistance = 0
    /// One cost per user, in the order the users were asked for, when a repair is simulated.
    public var costs: [LintCost] = []
    /// True when the finding departs from a platform's guidance rather than
    /// from a requirement (iOS 44 pt and Android 48 dp targets): advice, which
    /// fails a `lint` run only with `--strict`.
    public var isAdvice = false

    /// The largest mean saving over the users whose cost was simulated.
    public var largestSaving: Double? {
        costs.compactMap { $0.comparison?.difference.mean }.max()
    }
}

/// What one failure costs one user: the completion time as it is against
/// with the failure repaired, or why that could not be simulated.
public struct LintCost: Sendable, Equatable {
    public var user: String
    /// A = as it is, B = repaired; the difference A − B is the saving.
    public var comparison: ScenarioComparison?
    public var notSimulatedReason: String?
}

/// Everything `focusbench lint` found on one order of a scenario.
public struct LintResult: Sendable, Equatable {
    public var scenario: String
    public var platform: Platform
    public var order: String
    public var users: [String]
    public var settings: SimulationSettings
    /// Sorted by the largest mean saving over users; findings without a
    /// simulated cost come last, in the order they were found.
    public var findings: [LintFinding]
    /// Checks that could not be made, and why.
    public var notes: [String]
}
