import Foundation

/// A population's reaction times from each person's measured times: every
/// person's lognormal fit, then the spread of the fitted parameters across
/// people.
///
/// One family for everyone (the lognormal) keeps the parameters comparable
/// between people: mu is the log of the person's median, sigma their
/// variability. Each person's fitted mu carries estimation noise of variance
/// sigma²/n, and log sigma about 1/(2(n − 1)); that noise is subtracted from
/// the spread across people, so a few times per person do not make people
/// look more different than they are. A spread whose noise exceeds it is
/// reported as 0 (the data show no difference between people).
public struct PopulationFit: Sendable {
    public struct Person: Sendable {
        public var name: String
        public var count: Int
        public var mu: Double
        public var sigma: Double
    }

    public var people: [Person]
    /// Across people: mean and sd of mu, mean and sd of log sigma.
    public var muMean: Double
    public var muSD: Double
    public var logSigmaMean: Double
    public var logSigmaSD: Double

    /// Why one person's times could not be fitted, or too few people.
    public enum Failure: Error, CustomStringConvertible {
        case person(String, FitError)
        case tooFewPeople(Int)
        case fitting(String, String)

        public var description: String {
            switch self {
            case let .person(name, error): "person '\(name)': \(error)"
            case let .fitting(name, message): "person '\(name)': fitting failed: \(message)"
            case let .tooFewPeople(n): "a population needs at least 2 people, found \(n)"
            }
        }
    }

    public init(groups: [(name: String, times: [Double])]) throws(Failure) {
        guard groups.count >= 2 else { throw .tooFewPeople(groups.count) }
        var people: [Person] = []
        for group in groups {
            do {
                if case let .lognormal(mu, sigma) = try DistributionFitter.fit(.lognormal, to: group.times).distribution {
                    people.append(Person(name: group.name, count: group.times.count, mu: mu, sigma: sigma))
                }
            } catch let error as FitError {
                throw .person(group.name, error)
            } catch {
                throw .fitting(group.name, "\(error)")
            }
        }
        self.people = people
        let n = Double(people.count)
        let mus = people.map(\.mu)
        let logSigmas = people.map { log($0.sigma) }
        let muAverage = mus.reduce(0, +) / n
        let logSigmaAverage = logSigmas.reduce(0, +) / n
        let muVariance = mus.reduce(0) { $0 + ($1 - muAverage) * ($1 - muAverage) } / (n - 1)
        let logSigmaVariance = logSigmas.reduce(0) { $0 + ($1 - logSigmaAverage) * ($1 - logSigmaAverage) } / (n - 1)
        let muNoise = people.reduce(0) { $0 + $1.sigma * $1.sigma / Double($1.count) } / n
        let logSigmaNoise = people.reduce(0) { $0 + 1 / (2 * Double($1.count - 1)) } / n
        muMean = muAverage
        logSigmaMean = logSigmaAverage
        muSD = max(0, muVariance - muNoise).squareRoot()
        logSigmaSD = max(0, logSigmaVariance - logSigmaNoise).squareRoot()
    }
}
