import FocusStats
import Foundation

// Parameters and their sources are tabulated in docs/profiles.md; the facts
// cited here are collected, with references, in the project's domain notes.

extension ProfileCatalog {
    /// The profiles every scenario can use without defining them.
    public static let builtIn = ProfileCatalog(profiles: [
        NamedProfile(name: "ios-switch-control", profile: .switchScanning(.iosSwitchControl)),
        NamedProfile(name: "android-switch-access", profile: .switchScanning(.androidSwitchAccess)),
        NamedProfile(name: "switch-novice", profile: .switchScanning(.switchNovice)),
        NamedProfile(name: "switch-expert", profile: .switchScanning(.switchExpert)),
        NamedProfile(name: "bench-reference", profile: .switchScanning(.benchReference)),
        NamedProfile(name: "voiceover-novice", profile: .swipe(.voiceoverNovice)),
        NamedProfile(name: "voiceover-expert", profile: .swipe(.voiceoverExpert)),
        NamedProfile(name: "talkback-default", profile: .swipe(.talkbackDefault)),
        NamedProfile(name: "keyboard", profile: .keyboard(.keyboardDefault)),
        NamedProfile(name: "switch-point", profile: .switchScanning(.switchPoint)),
        NamedProfile(name: "switch-step", profile: .switchScanning(.switchStep)),
    ])
}

extension SwitchScanningProfile {
    /// Assumption: no published reaction-time distribution for switch users
    /// exists; a lognormal with median 0.6 s and log-sd 0.35 fits the .65 rule
    /// with the 1 s scan times both platforms ship (mean 0.64 s ≈ 0.65 × 1 s).
    static let assumedTypicalReaction = Distribution.lognormal(mu: log(0.6), sigma: 0.35)

    /// iOS Switch Control's shipped settings.
    public static let iosSwitchControl: SwitchScanningProfile = {
        var p = SwitchScanningProfile()
        p.scanning = .auto
        // "Group items" is on by default: the scan highlights groups, then their members.
        p.mode = .group
        p.scanInterval = 1.0  // iOS auto scanning time default
        // iOS offers a 0.5 s pause on the first item but ships with it off.
        p.firstItemPause = 0
        p.loops = 4  // iOS loops default
        // iOS has "focused item after tap" (first or current); its default is
        // unknown, so first is an assumption.
        p.resumeAfterSelection = .first
        p.reactionTime = assumedTypicalReaction
        p.falseActivation = 0  // assumption: a practised user
        // Assumes Auto Tap is on: a selection taps after iOS's 0.75 s auto tap
        // delay. With it off, selection opens the scanner menu instead, which
        // this model does not represent.
        p.activationTime = .fixed(0.75)
        // The iPhone keyboard, scanned in groups (its rows); see docs/keyboards.md.
        p.keyboard = "ios-qwerty"
        p.keyboardScanning = .group
        return p
    }()

    /// Android Switch Access with auto-scan turned on (it ships off).
    public static let androidSwitchAccess: SwitchScanningProfile = {
        var p = SwitchScanningProfile()
        p.scanning = .auto
        p.mode = .item  // Android's linear scanning
        p.scanInterval = 1.0  // auto-scan time default
        // "Delay on first item", added to the first item's scan time; the
        // model adds firstItemPause to item 0's dwell in the same way.
        p.firstItemPause = 0.7
        p.loops = 2  // "number of scans" default
        p.resumeAfterSelection = .first  // assumption: not documented
        p.reactionTime = assumedTypicalReaction
        p.falseActivation = 0  // assumption: a practised user
        p.activationTime = .fixed(0)  // auto-select is on: a selection acts at once
        // Auto-start scanning ships off (switch_access_auto_start_scan_default):
        // after each selection focus is cleared and the user presses to start the next scan.
        p.autoStartScan = false
        // In row-column mode, rows as RowColumnTreeBuilder forms them.
        p.rows = .android
        // Gboard, scanned row-column as Switch Access scans keyboards; see docs/keyboards.md.
        p.keyboard = "android-qwerty"
        p.keyboardScanning = .rowColumn
        return p
    }()

    /// A new or less practised user. Every number is an assumption; they are
    /// tied together by the .65 rule (Simpson, Koester & LoPresti): scan
    /// interval ≈ mean switch-press time / 0.65.
    public static let switchNovice: SwitchScanningProfile = {
        var p = SwitchScanningProfile()
        // Median 0.9 s, log-sd 0.4: mean 0.9·e^0.08 ≈ 0.975 s.
        p.reactionTime = .lognormal(mu: log(0.9), sigma: 0.4)
        p.scanInterval = 1.5  // 0.975 / 0.65 = 1.5
        p.firstItemPause = 0.5
        p.loops = 4
        p.resumeAfterSelection = .first
        // About 5 non-target highlights per selection at 1% each gives about
        // 5% wrong selections, the level Lesher et al. tune scan delays to stay under.
        p.falseActivation = 0.01
        p.recoveryTime = .fixed(3.0)
        p.activationTime = .fixed(0)
        // 1.42 wpm, the mean of nine scanning users before their settings were
        // retuned (Koester & Simpson 2014), at 5 characters per word.
        p.entryTimePerCharacter = .fixed(8.5)
        return p
    }()

    /// A practised user with tuned settings. Every number is an assumption,
    /// tied together by the .65 rule as for the novice.
    public static let switchExpert: SwitchScanningProfile = {
        var p = SwitchScanningProfile()
        // Median 0.45 s, log-sd 0.3: mean 0.45·e^0.045 ≈ 0.47 s.
        p.reactionTime = .lognormal(mu: log(0.45), sigma: 0.3)
        p.scanInterval = 0.7  // 0.47 / 0.65 ≈ 0.72, rounded down (assumption)
        p.firstItemPause = 0.3
        p.loops = 4
        p.resumeAfterSelection = .first
        p.falseActivation = 0
        p.recoveryTime = .fixed(1.5)
        p.activationTime = .fixed(0)
        // 5 wpm at 5 characters per word (assumption), inside the 1.12–6.51 wpm of
        // scanning users after retuning (Koester & Simpson 2014).
        p.entryTimePerCharacter = .fixed(2.4)
        return p
    }()

    /// The fixed reference the benchmarks and closed-form tests use. Its values
    /// are part of the project's definition and must not change.
    public static let benchReference: SwitchScanningProfile = {
        var p = SwitchScanningProfile()
        p.scanning = .auto
        p.mode = .item
        p.scanInterval = 1.0
        p.firstItemPause = 0.5
        p.loops = nil
        p.resumeAfterSelection = .first
        p.reactionTime = .lognormal(mu: log(0.6), sigma: 0.35)
        p.falseActivation = 0
        p.activationTime = .fixed(0)
        // Its definition predates scan stops and start presses: every element
        // of the order is a stop, and the scan starts by itself.
        p.scanNonActionable = true
        p.autoStartScan = true
        // recoveryTime and entryTimePerCharacter keep the documented defaults.
        return p
    }()
}

extension SwitchScanningProfile {
    /// Android Switch Access point scanning with its shipped line speed.
    public static let switchPoint: SwitchScanningProfile = {
        var p = SwitchScanningProfile()
        p.scanning = .point
        // Point scan line speed default 0.9 cm/s, in points assuming 1 pt ≈ 1 dp
        // = 1/160 inch (Android's definition; iOS points are close to it):
        // 0.9 × 160 / 2.54 ≈ 56.7 pt/s.
        p.sweepSpeed = 0.9 * 160 / 2.54
        // Android's "number of scans" default, taken to apply to each line
        // (assumption: not documented for point scan).
        p.loops = 2
        p.reactionTime = assumedTypicalReaction
        p.recoveryTime = .fixed(2.0)  // assumption (default)
        p.activationTime = .fixed(0)  // auto-select is on: a selection acts at once
        p.entryTimePerCharacter = .fixed(2.5)  // assumption (default; about 5 wpm)
        // Android's point scan starts only on a press unless auto-start is on
        // (PointScanManager.resetScan reads isAutostartScanEnabled; ships off).
        p.autoStartScan = false
        // The line rests at the edge for the first-item delay (0.7 s,
        // pref_start_scan_delay_default_value) before every sweep and repeat.
        p.firstItemPause = 0.7
        p.pointLines = .horizontalFirst  // PointScanManager sweeps the horizontal line first
        // Gboard, as for android-switch-access (its point scan aims at the keys; the mode is unused).
        p.keyboard = "android-qwerty"
        p.keyboardScanning = .rowColumn
        // Not used by point scanning; zero so exported profiles do not suggest otherwise.
        p.falseActivation = 0
        return p
    }()
}

extension SwitchScanningProfile {
    /// Step scanning with two switches, move and select, as iOS Switch Control's
    /// manual scanning offers. Every number is an assumption.
    public static let switchStep: SwitchScanningProfile = {
        var p = SwitchScanningProfile()
        p.scanning = .step
        p.mode = .item  // step scanning moves item by item whatever the mode
        // A press follows seeing the highlight arrive, like a reaction to a highlight.
        p.pressTime = assumedTypicalReaction
        // 2% of presses: well under the 5% wrong selections Lesher et al. tune to stay under.
        p.slip = 0.02
        p.resumeAfterSelection = .first  // iOS offers first or current; default unknown
        p.activationTime = .fixed(0)  // the select switch acts at once
        p.entryTimePerCharacter = .fixed(2.5)  // default; about 5 wpm
        // Not used by step scanning; zero or none so exported profiles do not suggest otherwise.
        p.firstItemPause = 0
        p.loops = nil
        p.falseActivation = 0
        return p
    }()
}
