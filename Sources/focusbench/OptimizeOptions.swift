import FocusCost
import FocusModel
import FocusOptimizer
import FocusReport

/// `focusbench optimize`: the users to optimise for, the order to beat,
/// how to search, and where to put the result.
struct OptimizeOptions: ParsableOptions {
    static let defaultTimeLimit = 10.0
    static let defaultVerificationReplications = 10_000
    static let format = FormatOption(for: .optimization)

    var files: ScenarioFiles
    /// Profile names and their weights as given; one user with weight 1 when --mix is absent.
    var mix: [(name: String, weight: Double)]
    /// Nil means the scenario's first order.
    var reference: String?
    var method: OptimizationRequest.Method
    var timeLimit: Double
    var seed: UInt64
    var verificationReplications: Int
    var format: any OutputFormat
    var writeOrder: String?
    /// Nil means `<scenario>.optimized.json` next to the scenario.
    var output: String?

    init(_ parsed: ParsedArguments) throws {
        files = try ScenarioFiles(parsed)
        let user = try parsed.text(.user)
        let mix = try parsed.weights(.mix)
        if user != nil && mix != nil {
            throw parsed.usageError("give either --user (one profile) or --mix (weighted profiles), not both")
        }
        self.mix = mix ?? [(user ?? RunOptions.defaultUser, 1)]
        reference = try parsed.text(.reference)
        method = try parsed.choice(.method, among: OptimizationRequest.Method.allCases) ?? .auto
        timeLimit = try parsed.positiveNumber(.timeLimit) ?? Self.defaultTimeLimit
        // Read here rather than through SimulationOptions: the optimizer takes
        // no thread count, and the seed is checked before the replications.
        seed = try parsed.seed(.seed) ?? SimulationSettings.defaultSeed
        verificationReplications = try parsed.wholeNumber(.replications, atLeast: 2,
                                                          atMost: ArgumentLimits.maxReplications)
            ?? Self.defaultVerificationReplications
        format = try Self.format.read(from: parsed)
        writeOrder = try parsed.text(.writeOrder)
        output = try OutputFile.checked(parsed.text(.output))
        if output != nil && writeOrder == nil {
            throw parsed.usageError("--output goes with --write-order NAME")
        }
    }
}

extension OptionDeclaration {
    static let mix = OptionDeclaration(name: "--mix", valueName: "P=W,Q=V",
                                       expects: "profile=weight pairs separated by commas, "
                                           + "such as 'ios-switch-control=0.5,voiceover-expert=0.5'")
    static let reference = OptionDeclaration(name: "--reference", valueName: "ORDER", expects: "an order name")
    static let method = OptionDeclaration(name: "--method", valueName: "METHOD",
                                          expects: OptimizationRequest.Method.allCases.map(\.rawValue).joinedWithOr)
        .withChoices(OptimizationRequest.Method.allCases.map(\.rawValue))
    static let timeLimit = OptionDeclaration(name: "--time-limit", valueName: "S",
                                             expects: "a positive number of seconds")
    static let writeOrder = OptionDeclaration(name: "--write-order", valueName: "NAME",
                                              expects: "a name for the new order")
}

extension ParsedArguments {
    /// "a=0.5,b=0.5": names with positive weights, each name once.
    func weights(_ option: OptionDeclaration) throws -> [(name: String, weight: Double)]? {
        guard let value = values[option.name] else { return nil }
        var pairs: [(name: String, weight: Double)] = []
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
            guard let equals = item.firstIndex(of: "="), equals != item.startIndex else { throw invalid(option, value) }
            let name = String(item[..<equals])
            let weightText = String(item[item.index(after: equals)...])
            guard let weight = DecimalNumber.parse(weightText), weight.isFinite, weight > 0 else {
                throw CommandLineFailure.badInput(
                    "\(option.name): the weight of '\(name)' must be a positive number, got '\(weightText)'")
            }
            if pairs.contains(where: { $0.name == name }) {
                throw CommandLineFailure.badInput("\(option.name) names '\(name)' more than once")
            }
            pairs.append((name, weight))
        }
        // Only the shares matter: weights whose sum overflows (1e308 each) are
        // restated in units of the largest, which leaves the shares unchanged.
        if !pairs.reduce(0, { $0 + $1.weight }).isFinite, let largest = pairs.map(\.weight).max() {
            pairs = pairs.map { ($0.name, $0.weight / largest) }
        }
        return pairs
    }
}
