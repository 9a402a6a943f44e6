@testable import FocusModel
import FocusStats
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
            let read = try ProfileDecoder.decodeProfile(node, named: "p", over: ProfileCatalog(profiles: [])).profile
            XCTAssertEqual(read, profile, kind.kindKey)
        }
    }

    /// Each family named in a file is read as that family, none as another's.
    func testEveryDistributionFamilyDecodesAsItself() throws {
        let durations: [String: JSONValue] = [
            "fixed": 1, "uniform": ["min": 0.2, "max": 0.4], "normal": ["mean": 1, "sd": 0.1],
            "lognormal": ["mu": 0, "sigma": 0.3], "gamma": ["shape": 2, "scale": 0.5],
            "exGaussian": ["mu": 0.4, "sigma": 0.05, "tau": 0.2],
        ]
        XCTAssertEqual(Set(durations.keys), Set(Distribution.familyNames))
        for (family, parameters) in durations {
            let node = InputNode(value: .object([(key: family, value: parameters)]), path: .root, file: "p.json")
            XCTAssertEqual(try Distribution(from: node).family, family)
        }
        let people: [String: JSONValue] = [
            "fixed": 1, "normal": ["mean": 0, "sd": 0.1], "lognormal": ["mu": 0, "sigma": 0.3],
            "beta": ["a": 2, "b": 98], "logitNormal": ["mu": 0, "sigma": 1],
        ]
        XCTAssertEqual(Set(people.keys), Set(PersonDistribution.familyNames))
        for (family, parameters) in people {
            let node = InputNode(value: .object([(key: family, value: parameters)]), path: .root, file: "p.json")
            XCTAssertEqual(try PersonDistribution(from: node).family, family)
        }
    }
}
