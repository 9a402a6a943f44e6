@testable import FocusModel
import XCTest

/// Profiles of different kinds are different profiles, the registry names
/// each kind once, and each kind reads back what it writes.
final class ProfileKindTests: XCTestCase {
    func testKindKeysAreDistinctAndEachKindIsFoundByItsKey() {
        let keys = UserProfile.kinds.map { $0.kindKey }
        XCTAssertEqual(Set(keys).count, keys.count)
        XCTAssertEqual(keys, ["switch", "swipe", "keyboard"])
        for kind in UserProfile.kinds {
            XCTAssertEqual(UserProfile.kind(named: kind.kindKey)?.kindKey, kind.kindKey)
            XCTAssertEqual(kind.init().userProfile.kind, kind.kindKey)
        }
        XCTAssertNil(UserProfile.kind(named: "dwell"))
    }

    func testEqualityComparesKindAndParameters() {
        var slower = SwitchScanningProfile()
        slower.scanInterval = 2
        XCTAssertEqual(UserProfile.switchScanning(SwitchScanningProfile()), .switchScanning(SwitchScanningProfile()))
        XCTAssertNotEqual(UserProfile.switchScanning(SwitchScanningProfile()), .switchScanning(slower))
        XCTAssertNotEqual(UserProfile.swipe(SwipeProfile()), .keyboard(KeyboardProfile()))
        XCTAssertEqual(UserProfile.swipe(SwipeProfile()).swipe, SwipeProfile())
        XCTAssertNil(UserProfile.swipe(SwipeProfile()).switchScanning)
        XCTAssertNil(UserProfile.keyboard(KeyboardProfile()).swipe)
    }

    /// A default profile of each kind, written out and read back as a profile
    /// of that kind, is the same profile.
    func testEachKindReadsBackWhatItWrites() throws {
        for kind in UserProfile.kinds {
            let profile = kind.init().userProfile
            let node = InputNode(value: profile.jsonValue, path: .root, file: "profiles.json")
            let read = try ProfileDecoder.decodeProfile(node, named: "p", over: ProfileCatalog(profiles: []))
            XCTAssertEqual(read, profile, kind.kindKey)
        }
    }
}
