@testable import FocusCost
import FocusModel
import XCTest

/// Every kind of profile has its user model, and a switch profile's model is
/// its scanning method's, whatever the mode the method ignores.
final class UserModelKindTests: XCTestCase {
    func testEveryRegisteredKindHasAUserModel() {
        XCTAssertFalse(UserProfile.kinds.isEmpty)
        for kind in UserProfile.kinds {
            XCTAssertTrue(kind.init() is any UserModelKind, "\(kind.kindKey) has no user model")
        }
    }

    func testEachScanningMethodAndModeHasItsModel() {
        let expected: [SwitchScanningProfile.Scanning: [SwitchScanningProfile.Mode: String]] = [
            .auto: [.item: "automatic item scanning", .group: "automatic group scanning",
                    .rowColumn: "automatic row-column scanning"],
            .step: [.item: "step scanning", .group: "step scanning", .rowColumn: "step scanning"],
            .point: [.item: "point scanning", .group: "point scanning", .rowColumn: "point scanning"],
        ]
        for scanning in SwitchScanningProfile.Scanning.allCases {
            for mode in SwitchScanningProfile.Mode.allCases {
                var profile = SwitchScanningProfile()
                profile.scanning = scanning
                profile.mode = mode
                XCTAssertEqual(profile.scanningModel.methodName, expected[scanning]?[mode], "\(scanning) \(mode)")
                XCTAssertEqual(KeyboardTypist.scanning(profile).methodName, expected[scanning]?[mode])
            }
        }
    }

    /// Stepping through the scroll menu costs presses; waiting through it, intervals.
    func testScrollCostFollowsTheScanningMethod() {
        var profile = SwitchScanningProfile()
        profile.scrollHighlights = 3
        profile.scanInterval = 0.8
        profile.scanning = .step
        XCTAssertEqual(profile.scanningModel.scrollCost, ScrollCost(fixedSeconds: 0, draws: 5, draw: profile.pressTime))
        for scanning in [SwitchScanningProfile.Scanning.auto, .point] {
            profile.scanning = scanning
            XCTAssertEqual(profile.scanningModel.scrollCost,
                           ScrollCost(fixedSeconds: 2.4000000000000004, draws: 2, draw: profile.reactionTime))
        }
    }
}
