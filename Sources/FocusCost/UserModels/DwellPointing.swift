import FocusModel
import FocusSimulation

/// A head-tracking dwell pointer (`kind: dwell`): the pointer goes straight
/// to each target, so the order does not change the mean.
struct DwellPointing: UserModel {
    let profile: DwellPointerProfile

    /// Scrolling by dwelling on a scroll control: one move and one dwell (assumption).
    var scrollCost: ScrollCost { ScrollCost(fixedSeconds: profile.fittsIntercept, draws: 1, draw: profile.dwellTime) }

    var typing: TypingChoice {
        let perCharacter = profile.entryTimePerCharacter
        return TypingChoice(keyboard: nil, ownPlatform: nil) { _ in .constant(perCharacter: perCharacter) }
    }

    func model(of scenario: Scenario, order: String, startIndex: Int) throws -> DwellPointerModel {
        try DwellPointerModel(scenario: scenario, profile: profile)
    }

    func simulator(of model: DwellPointerModel) -> DwellPointerSimulator { DwellPointerSimulator(model: model) }

    func closedForm(of model: DwellPointerModel) -> AnalyticMoments? {
        let p = model.profile
        let steps = Double(model.movementSeconds.count)
        let characters = Double(model.characters.reduce(0, +))
        let mean = model.movementSeconds.reduce(0, +) + steps * (p.dwellTime.mean + p.activationTime.mean)
            + characters * p.entryTimePerCharacter.mean
        let variance = steps * (p.dwellTime.variance + p.activationTime.variance)
            + characters * p.entryTimePerCharacter.variance
        return AnalyticMoments(mean: mean, sd: variance.squareRoot())
    }

    func orderMean(_ candidate: OrderMeanCandidate) throws -> OrderMeanParts {
        let built = try model(of: candidate.scenario, order: candidate.orderName, startIndex: 0)
        let n = candidate.count
        return OrderMeanParts(shape: .constant, isExact: true, positionCost: [Double](repeating: 0, count: n * n),
                              constant: closedForm(of: built)?.mean ?? .infinity)
    }
}

extension DwellPointerProfile: UserModelKind {
    var userModel: any UserModel { DwellPointing(profile: self) }
}
