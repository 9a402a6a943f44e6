import FocusModel
import FocusSimulation
import XCTest

final class SwipeAnnouncementTests: XCTestCase {
    func testWordsAreRunsOfLettersOrDigits() {
        XCTAssertEqual(SwipeAnnouncement.wordCount("At least 8 characters, with a number."), 7)
        XCTAssertEqual(SwipeAnnouncement.wordCount("double-tap to activate"), 4)
        XCTAssertEqual(SwipeAnnouncement.wordCount(""), 0)
        XCTAssertEqual(SwipeAnnouncement.wordCount("  , - "), 0)
    }

    func testRolesAreLongerUnderTalkBack() {
        for role in Role.allCases {
            let vo = SwipeAnnouncement.wordCount(SwipeAnnouncement.rolePhrase(role, reader: .voiceover))
            let tb = SwipeAnnouncement.wordCount(SwipeAnnouncement.rolePhrase(role, reader: .talkback))
            XCTAssertGreaterThanOrEqual(tb, vo, role.rawValue)
        }
        XCTAssertEqual(SwipeAnnouncement.rolePhrase(.button, reader: .voiceover), "button")
        XCTAssertEqual(SwipeAnnouncement.rolePhrase(.button, reader: .talkback), "button, double-tap to activate")
    }

    func testStates() {
        XCTAssertEqual(SwipeAnnouncement.stateWords(.textField, reader: .voiceover, enteredCharacters: 0, activations: 1), 0)
        XCTAssertEqual(SwipeAnnouncement.stateWords(.textField, reader: .voiceover, enteredCharacters: 24, activations: 1), 5)
        XCTAssertEqual(SwipeAnnouncement.stateWords(.secureTextField, reader: .voiceover, enteredCharacters: 12, activations: 1), 2)
        XCTAssertEqual(SwipeAnnouncement.stateWords(.checkbox, reader: .talkback, enteredCharacters: 0, activations: 0), 2)
        XCTAssertEqual(SwipeAnnouncement.stateWords(.checkbox, reader: .talkback, enteredCharacters: 0, activations: 1), 1)
        XCTAssertEqual(SwipeAnnouncement.stateWords(.toggle, reader: .voiceover, enteredCharacters: 0, activations: 3), 1)
        XCTAssertEqual(SwipeAnnouncement.stateWords(.button, reader: .voiceover, enteredCharacters: 0, activations: 3), 0)
    }

    func testListeningSeconds() {
        var p = SwipeProfile()
        p.speechRate = 300
        XCTAssertEqual(SwipeAnnouncement.listeningSeconds(words: 5, profile: p), 1.0)
        p.interruptsSpeech = true
        p.recognitionWords = 2
        XCTAssertEqual(SwipeAnnouncement.listeningSeconds(words: 5, profile: p), 0.4)
        XCTAssertEqual(SwipeAnnouncement.listeningSeconds(words: 1, profile: p), 0.2)
    }
}
