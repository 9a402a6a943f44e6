import FocusStats

extension Distribution {
    /// The families as scenario files name them, in the order messages list them.
    enum FileFamily: String, CaseIterable { case fixed, uniform, normal, lognormal, gamma, exGaussian }
    static let familyNames = FileFamily.allCases.map(\.rawValue)

    /// Reads a distribution object such as `{"uniform": {"min": 0.2, "max": 0.4}}`.
    /// Parameters are checked so that every draw is a usable, non-negative
    /// duration and every CDF the cost model evaluates is defined.
    init(from node: InputNode) throws(InputError) {
        let object = try node.object(allowedKeys: Self.familyNames)
        guard object.members.count == 1, let (name, parameters) = object.members.first,
              let family = FileFamily(rawValue: name) else {
            let found = object.isEmpty ? "none" : object.members.map(\.key).joined(separator: ", ")
            throw node.failure("a distribution needs exactly one of \(Self.familyNames.joined(separator: ", ")); found \(found)")
        }
        switch family {
        case .fixed:
            self = .fixed(try parameters.duration())
        case .uniform:
            let p = try parameters.object(allowedKeys: ["min", "max"])
            let low = try p.required("min").duration()
            let highNode = try p.required("max")
            let high = try highNode.duration()
            if high < low {
                throw highNode.failure("must be at least min (\(JSONValue.format(low))), found \(JSONValue.format(high))")
            }
            self = .uniform(min: low, max: high)
        case .normal:
            // A negative mean would put most of the mass below 0, where the
            // truncation makes the distribution meaningless as a duration.
            let p = try parameters.object(allowedKeys: ["mean", "sd"])
            self = .normal(mean: try p.required("mean").duration(), sd: try p.required("sd").duration())
        case .lognormal:
            // sigma 0 would divide by zero in the CDF; use fixed for a constant.
            let p = try parameters.object(allowedKeys: ["mu", "sigma"])
            self = .lognormal(mu: try p.required("mu").finiteNumber(), sigma: try p.required("sigma").positiveNumber())
        case .gamma:
            let p = try parameters.object(allowedKeys: ["shape", "scale"])
            let shapeNode = try p.required("shape")
            let shape = try shapeNode.positiveNumber()
            if shape > PlausibleRange.largestGammaShape {
                throw shapeNode.failure("must be at most \(JSONValue.format(PlausibleRange.largestGammaShape)), "
                    + "found \(JSONValue.format(shape)); such a gamma is a constant time: write fixed")
            }
            self = .gamma(shape: shape, scale: try p.required("scale").positiveDuration())
        case .exGaussian:
            // sigma 0 would divide by zero in the ex-Gaussian CDF.
            let p = try parameters.object(allowedKeys: ["mu", "sigma", "tau"])
            self = .exGaussian(mu: try p.required("mu").finiteNumber(),
                               sigma: try p.required("sigma").positiveDuration(),
                               tau: try p.required("tau").positiveDuration())
        }
        // Each parameter may be in range while the draws are not (a lognormal
        // with mu 50, a gamma with shape 1e12): the mean is the common check.
        // A mean that is not a number is one the moments could not be computed
        // for (an ex-Gaussian whose sigma and tau are far below a microsecond).
        if mean.isNaN {
            throw node.failure("has a mean that cannot be computed from these parameters; "
                + "give a spread that doubles can hold, or a fixed time")
        }
        if !(mean <= PlausibleRange.longestDuration) {
            // JSON has no infinity: the number would print as null.
            let size = mean.isFinite ? "a mean of \(JSONValue.format(mean)) seconds" : "an infinite mean"
            throw node.failure("has \(size); at most "
                + "\(JSONValue.format(PlausibleRange.longestDuration)) is plausible for one action")
        }
    }

    /// The distribution as written in scenario and profile files.
    public var jsonValue: JSONValue {
        if case let .fixed(v) = self { return .object([(key: "fixed", value: .number(v))]) }
        let parameterObject = JSONValue.object(parameters.map { (key: $0.name, value: .number($0.value)) })
        return .object([(key: family, value: parameterObject)])
    }
}
