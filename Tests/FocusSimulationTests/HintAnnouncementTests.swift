import FocusModel
import FocusSimulation
import XCTest

/// TalkBack speaks an element's hint after its label, role and state, so the
/// hint's words add to the listening time; VoiceOver users swipe past the
/// pause before VoiceOver's hint.
final class HintAnnouncementTests: XCTestCase {
    func testHintWordsAreSpoken() {
        let plain = Element(id: "email", role: .textField, label: "Email address")
        var hinted = plain
        hinted.hint = "Double-tap to edit"
        for (reader, extra) in [(SwipeProfile.ScreenReader.voiceover, 0), (.talkback, 4)] {
            let with = SwipeAnnouncement.words(of: hinted, reader: reader, enteredCharacters: 5, activations: 1)
            let without = SwipeAnnouncement.words(of: plain, reader: reader, enteredCharacters: 5, activations: 1)
            XCTAssertEqual(with - without, extra, "\(reader)")
        }
    }
}
