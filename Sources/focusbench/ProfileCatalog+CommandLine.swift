import FocusModel

extension ProfileCatalog {
    /// The profile called `name`, or a bad-input failure listing the available ones.
    func requiredProfile(named name: String) throws -> NamedProfile {
        guard let profile = profile(named: name) else {
            throw CommandLineFailure.badInput(unknownProfileMessage(name))
        }
        return profile
    }
}
