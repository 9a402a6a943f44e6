/// With `overshoot` 1 every move goes two stops, so the walk is fixed and
/// may circle for ever without landing on a target (an overshoot past it is
/// followed by a move back that overshoots too). Such a model is refused
/// before simulating rather than run to the time cap.
extension StopNavigationPlan {
    func checkEveryStepFinishes() throws {
        guard overshoot >= 1 else { return }
        var position = startPosition
        for (index, step) in steps.enumerated() {
            guard landsOnTarget(from: position, target: step.stop) else {
                throw SimulationError.unreachableTarget(
                    step: index, target: step.targetID,
                    reason: "every move goes two stops (overshoot 1), and from where the step starts "
                        + "the moves there and back never land on the target")
            }
            position = step.stop
        }
    }

    /// Plays the simulator's decisions with every move overshooting; the
    /// state (position, correcting, last direction) repeats within
    /// 4 × (stops + 1) moves when the target is never reached.
    private func landsOnTarget(from start: Int, target: Int) -> Bool {
        var position = start
        var correcting = false
        var lastDirection = 1
        for _ in 0...(4 * (stopCount + 1)) {
            if position == target { return true }
            let direction = correcting ? -lastDirection : self.direction(from: position, to: target)
            let aim = Self.position(from: position, moving: 1, direction: direction, stopCount: stopCount)
            let landing = Self.position(from: position, moving: 2, direction: direction, stopCount: stopCount)
            correcting = landing != aim && landing != target
            lastDirection = direction
            position = landing
        }
        return false
    }
}
