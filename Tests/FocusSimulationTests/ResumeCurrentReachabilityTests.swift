import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// Under resume-current a run starts on the previous step's target (step 0 and
/// restarts start on item 0, recoveries on a non-target item), so a target at a
/// position other than 0 gets the first-item pause only when the previous step
/// targeted the same position. A reaction between T and T + P can then never hit it,
/// and the model must be refused rather than run until the time cap.
final class ResumeCurrentReachabilityTests: XCTestCase {
    private let slow = profile(interval: 1, pause: 0.5, resume: .current, reaction: .fixed(1.25))

    /// Step 0 starts on item 0, so item 2 is only ever highlighted for T = 1 s < 1.25 s.
    func testResumeCurrentFirstStepOnNonZeroItemIsRefused() {
        XCTAssertThrowsError(try SwitchScanningModel(itemCount: 5, steps: steps([2]), profile: slow))
    }

    /// Step 1 resumes on item 0, not on item 3.
    func testResumeCurrentStepAfterADifferentTargetIsRefused() {
        XCTAssertThrowsError(try SwitchScanningModel(itemCount: 5, steps: steps([0, 3]), profile: slow))
    }
}
