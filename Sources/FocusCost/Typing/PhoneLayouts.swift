import FocusModel

// The phones' keyboards for English (US) in portrait, with their letters,
// numbers and symbols layers; sources and assumptions are in
// docs/keyboards.md. Both keyboards put "@" (and ".") beside the space bar in
// email fields; the model types every field on the default text keyboard,
// with auto-capitalisation off.

extension KeyboardLayout {
    /// The iPhone keyboard, rows after KeyboardKit's replica of it (Apple
    /// publishes none); the bottom row of a Face ID iPhone. Shift is one-shot.
    static let iosQwerty: KeyboardLayout = {
        let bottom = { (layer: String, label: Double) in
            [KeyboardKey(.layer(layer), width: label), KeyboardKey(.other("emoji"), width: 1.25),
             KeyboardKey(.space, width: 5), KeyboardKey(.enter, width: 2.5)]
        }
        let letters = KeyboardLayer(name: "letters", rows: [
            characterKeys("qwertyuiop"),
            characterKeys("asdfghjkl"),
            [KeyboardKey(.shift, width: 1.5)] + characterKeys("zxcvbnm") + [KeyboardKey(.delete, width: 1.5)],
            bottom("numbers", 1.25),
        ])
        let numbers = KeyboardLayer(name: "numbers", rows: [
            characterKeys("1234567890"),
            characterKeys("-/:;()$&@\""),
            [KeyboardKey(.layer("symbols"), width: 1.5)] + characterKeys(".,?!'") + [KeyboardKey(.delete, width: 1.5)],
            bottom("letters", 1.25),
        ])
        let symbols = KeyboardLayer(name: "symbols", rows: [
            characterKeys("[]{}#%^*+="),
            characterKeys("_\\|~<>€£¥•"),
            [KeyboardKey(.layer("numbers"), width: 1.5)] + characterKeys(".,?!'") + [KeyboardKey(.delete, width: 1.5)],
            bottom("letters", 1.25),
        ])
        return try! KeyboardLayout(name: "ios-qwerty", layers: [letters, numbers, symbols], platform: .ios)
    }()

    /// Android's keyboard, after AOSP LatinIME's phone layout (the open
    /// ancestor of Gboard, whose own layout is not published). Its "?123"
    /// layer is called numbers here and its "= \ <" layer symbols. Switch
    /// Access puts its global menu button first in every pass, before the
    /// keyboard; it is scanned here as a row of its own above the keys.
    static let androidQwerty: KeyboardLayout = {
        let menu = [KeyboardKey(.other("switch access menu"), width: 1.5)]
        let letters = KeyboardLayer(name: "letters", rows: [
            menu,
            characterKeys("qwertyuiop"),
            characterKeys("asdfghjkl"),
            [KeyboardKey(.shift, width: 1.5)] + characterKeys("zxcvbnm") + [KeyboardKey(.delete, width: 1.5)],
            [KeyboardKey(.layer("numbers"), width: 1.5), KeyboardKey(.character(",")), KeyboardKey(.space, width: 5),
             KeyboardKey(.character(".")), KeyboardKey(.enter, width: 1.5)],
        ])
        let numbers = KeyboardLayer(name: "numbers", rows: [
            menu,
            characterKeys("1234567890"),
            characterKeys("@#$%&-+()"),
            [KeyboardKey(.layer("symbols"), width: 1.5)] + characterKeys("*\"':;!?") + [KeyboardKey(.delete, width: 1.5)],
            [KeyboardKey(.layer("letters"), width: 1.5)] + characterKeys(",_") + [KeyboardKey(.space, width: 3)]
                + characterKeys("/.") + [KeyboardKey(.enter, width: 1.5)],
        ])
        let symbols = KeyboardLayer(name: "symbols", rows: [
            menu,
            characterKeys("~`|•√π÷×¶∆"),
            characterKeys("€£¥¢^°={}"),
            [KeyboardKey(.layer("numbers"), width: 1.5)] + characterKeys("\\©®™℅[]") + [KeyboardKey(.delete, width: 1.5)],
            [KeyboardKey(.layer("letters"), width: 1.5), KeyboardKey(.character("<")), KeyboardKey(.space, width: 4),
             KeyboardKey(.character(">")), KeyboardKey(.character(".")), KeyboardKey(.enter, width: 1.5)],
        ])
        return try! KeyboardLayout(name: "android-qwerty", layers: [letters, numbers, symbols], platform: .android)
    }()
}
