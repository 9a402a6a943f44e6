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
        // Touch exploration (docs/keyboards.md): a novice lands about a key and a
        // half off and types a wrong key about once in seven (assumptions; novices'
        // error rates fell from 26% to 7.4% over eight weeks, Nicolau et al. 2015).
        p.landingError = 1.5
        p.wrongKeyChance = 0.15
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
        p.landingError = 0.5  // assumption: lands on the key or beside it
        p.wrongKeyChance = 0.03  // assumption
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
        p.landingError = 1.0  // assumption
        // Nicolau et al. (ASSETS 2015): TalkBack users' total error rate 7.4% after eight weeks.
        p.wrongKeyChance = 0.07
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
