extension ScenarioLoader {
    /// Refuses a scenario in which some order runs focus into a trap without
    /// an exit before a task target. Not part of decoding, since lint reads
    /// such scenarios to report the trap; `validate` applies it because
    /// every simulation of that order refuses the task. Each order is
    /// checked as listed (a web swipe user's browse order is not).
    public static func checkTrapsLetTheTaskFinish(_ scenario: Scenario, file: String) throws(InputError) {
        guard !scenario.traps.isEmpty else { return }
        for order in scenario.orders {
            do {
                _ = try FocusPhasePlanner.plan(scenario, order: order.elementIDs)
            } catch {
                let path = JSONPath.root.appending(key: "orders").appending(key: order.name)
                throw InputError(file: file, path: path.description, message: error.description)
            }
        }
    }
}
