import FocusModel

/// What a screen reader says when focus lands on an element: its label, its
/// state or value, and its role, worded as VoiceOver or TalkBack word them.
/// The wordings are modelled on the two screen readers' speech (assumption:
/// neither publishes its phrases); TalkBack appends its usage hints by default
/// ("double-tap to activate"), while VoiceOver speaks hints only after a pause,
/// which users are taken to swipe past.
package enum SwipeAnnouncement {
    /// The role as spoken, after the label.
    public static func rolePhrase(_ role: Role, reader: SwipeProfile.ScreenReader) -> String {
        switch reader {
        case .voiceover:
            switch role {
            case .button: "button"
            case .link: "link"
            case .textField, .textArea: "text field"
            case .secureTextField: "secure text field"
            case .searchField: "search field"
            case .checkbox: "checkbox"
            case .toggle: "switch button"
            case .radioButton: "radio button"
            case .slider: "adjustable"
            case .picker: "picker item, adjustable"
            case .tab: "tab"
            case .heading: "heading"
            case .staticText: ""
            case .image: "image"
            }
        case .talkback:
            switch role {
            case .button: "button, double-tap to activate"
            case .link: "link, double-tap to activate"
            case .textField, .textArea: "edit box, double-tap to edit text"
            case .secureTextField: "password, edit box, double-tap to edit text"
            case .searchField: "search, edit box, double-tap to edit text"
            case .checkbox: "checkbox, double-tap to toggle"
            case .toggle: "switch, double-tap to toggle"
            case .radioButton: "radio button, double-tap to select"
            case .slider: "slider, swipe up or down to adjust"
            case .picker: "spinner, double-tap to change"
            case .tab: "tab, double-tap to select"
            case .heading: "heading"
            case .staticText: ""
            case .image: "image"
            }
        }
    }

    /// Words of the element's state or value, given the characters typed into
    /// it and how often it has been activated so far in the task.
    public static func stateWords(_ role: Role, reader: SwipeProfile.ScreenReader,
                                  enteredCharacters: Int, activations: Int) -> Int {
        switch role {
        case .textField, .textArea, .searchField:
            // The typed text, at 5 characters per word (the text-entry convention);
            // scenarios give no placeholder, so an empty field adds nothing.
            return (enteredCharacters + 4) / 5
        case .secureTextField:
            // Hidden text is spoken as a count, "12 characters" (assumption).
            return enteredCharacters > 0 ? 2 : 0
        case .checkbox:
            let on = activations % 2 == 1
            return wordCount(on ? "checked" : (reader == .voiceover ? "unchecked" : "not checked"))
        case .toggle:
            return 1  // "on" or "off"
        default:
            return 0
        }
    }

    /// All words of the announcement.
    public static func words(of element: Element, reader: SwipeProfile.ScreenReader,
                             enteredCharacters: Int, activations: Int) -> Int {
        wordCount(element.label) + wordCount(rolePhrase(element.role, reader: reader)) + hintWords(element, reader: reader)
            + stateWords(element.role, reader: reader, enteredCharacters: enteredCharacters, activations: activations)
    }

    /// The element's own hint: TalkBack appends it, while VoiceOver speaks it
    /// only after a pause that users swipe past (as with the role hints above).
    static func hintWords(_ element: Element, reader: SwipeProfile.ScreenReader) -> Int {
        reader == .talkback ? wordCount(element.hint ?? "") : 0
    }

    /// Words as a synthesizer speaks them: runs of letters or digits, so
    /// "double-tap" is two words and punctuation is silent.
    public static func wordCount(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            let isWordCharacter = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            if isWordCharacter && !inWord { count += 1 }
            inWord = isWordCharacter
        }
        return count
    }

    /// Seconds a user listens to an announcement of `words` words: all of it,
    /// or, when they interrupt speech, only the words they need to recognise it.
    public static func listeningSeconds(words: Int, profile: SwipeProfile) -> Double {
        let heard = profile.interruptsSpeech ? min(words, profile.recognitionWords) : words
        return Double(heard) * 60 / profile.speechRate
    }
}
