import FocusStats
import Foundation

// Sources are tabulated in docs/profiles.md; the facts cited here are
// collected, with references, in the project's domain notes.

extension SwipeProfile {
    /// A VoiceOver user at the default speech rate who listens to every
    /// announcement to the end and swipes forward through everything.
    public static let voiceoverNovice: SwipeProfile = {
        var p = SwipeProfile()
        p.screenReader = .voiceover
        p.swipeTime = .lognormal(mu: log(0.45), sigma: 0.3)  // assumption
        p.speechRate = 180  // default synthesizer rates are about 160-200 wpm
        // Interrupting speech is what skilled users do (Trewin et al. 2010);
        // that a novice does not is an assumption.
        p.interruptsSpeech = false
        p.recognitionWords = 2
        p.activationTime = .lognormal(mu: log(0.35), sigma: 0.25)  // assumption
        p.overshoot = 0.02  // assumption
        p.navigation = .linear
        p.entryTimePerCharacter = .fixed(3.0)  // assumption: about 4 wpm on the on-screen keyboard
        return p
    }()

    /// A skilled VoiceOver user: fast speech, interrupts it as soon as an
    /// element is recognised, and uses the rotor set to form controls.
    public static let voiceoverExpert: SwipeProfile = {
        var p = SwipeProfile()
        p.screenReader = .voiceover
        p.swipeTime = .lognormal(mu: log(0.3), sigma: 0.25)  // assumption
        p.speechRate = 360  // experts use 300-500 wpm
        p.interruptsSpeech = true  // Trewin et al. 2010: skilled users interrupt speech
        p.recognitionWords = 2  // assumption
        p.activationTime = .lognormal(mu: log(0.25), sigma: 0.2)  // assumption
        p.overshoot = 0.02  // assumption
        // Assumption: the rotor is already on form controls (setting it is not modelled).
        p.navigation = .formControls
        p.entryTimePerCharacter = .fixed(1.5)  // assumption: about 8 wpm
        return p
    }()

    /// A TalkBack user with TalkBack's default settings: usage hints spoken,
    /// default speech rate, no interrupting, swiping forward.
    public static let talkbackDefault: SwipeProfile = {
        var p = SwipeProfile()
        p.screenReader = .talkback
        p.swipeTime = .lognormal(mu: log(0.45), sigma: 0.3)  // assumption
        p.speechRate = 180  // default synthesizer rates are about 160-200 wpm
        p.interruptsSpeech = false  // assumption
        p.recognitionWords = 2
        // Android recognises a double tap when the second tap comes within
        // 300 ms; a median of 0.3 s for the whole gesture is an assumption.
        p.activationTime = .lognormal(mu: log(0.3), sigma: 0.2)
        p.overshoot = 0.02  // assumption
        p.navigation = .linear
        p.entryTimePerCharacter = .fixed(3.0)  // assumption: about 4 wpm
        return p
    }()
}

extension KeyboardProfile {
    /// A keyboard user who tabs forward through the controls.
    public static let keyboardDefault: KeyboardProfile = {
        var p = KeyboardProfile()
        p.keystrokeTime = .fixed(0.28)  // KLM K, average typist (Card, Moran & Newell)
        p.lookTime = .lognormal(mu: log(0.3), sigma: 0.3)  // assumption
        p.entryTimePerCharacter = .fixed(0.28)  // KLM K per character
        p.navigation = .linear  // assumption: Tab only
        p.overshoot = 0  // assumption
        return p
    }()
}
