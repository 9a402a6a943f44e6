import FocusModel

extension SwitchScanningProfile {
    /// A switch user types by scanning the on-screen keyboard with their own
    /// timing, in the keyboard's scanning mode (`keyboardScanning`, else the
    /// platform's: `KeyboardSetup.defaultScanning`), or at the constant rate
    /// when the profile says `typing: constant`. Every switch model types so.
    var typingChoice: TypingChoice {
        let profile = self
        return TypingChoice(keyboard: keyboard, ownPlatform: nil) { platform in
            guard profile.typing != .constant else { return .constant(perCharacter: profile.entryTimePerCharacter) }
            var scanning = profile
            scanning.mode = profile.keyboardScanning ?? KeyboardSetup.defaultScanning(for: platform)
            return .scanning(scanning)
        }
    }
}
