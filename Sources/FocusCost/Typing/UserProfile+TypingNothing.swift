import FocusModel
import FocusStats

extension UserProfile {
    /// The profile with no time per character, for runs whose typing times
    /// come from an `EntryPool` and are added after navigation.
    var typingNothing: UserProfile {
        switch self {
        case var .switchScanning(p):
            p.entryTimePerCharacter = .fixed(0)
            return .switchScanning(p)
        case var .swipe(p):
            p.entryTimePerCharacter = .fixed(0)
            return .swipe(p)
        case var .keyboard(p):
            p.entryTimePerCharacter = .fixed(0)
            return .keyboard(p)
        }
    }
}
