import FocusCost
import FocusModel
import FocusSimulation
import FocusStats
import XCTest

/// Content below the viewport (`screen`) is scrolled into view: switch users
/// pay the scanner's scroll action per screenful, screen readers a short
/// scroll, keyboards nothing, and point scanning glides over the scrolled screen.
final class ScrollingTests: XCTestCase {
    /// Four buttons at the top of a 400 × 600 pt viewport and the target
    /// `pay` at `payY`; the order and everything else stay the same.
    private func screen(payY: Double, task: [String] = ["pay"]) -> Scenario {
        var elements = (0..<4).map { index in
            Element(id: "b\(index)", role: .button, label: "Button \(index)",
                    frame: Frame(x: 20, y: 40 + Double(index) * 60, width: 160, height: 44))
        }
        elements.append(Element(id: "pay", role: .button, label: "Pay",
                                frame: Frame(x: 20, y: payY, width: 160, height: 44)))
        return Scenario(name: "long page", platform: .android, elements: elements,
                        orders: [NamedOrder(name: "dom", elementIDs: elements.map(\.id))],
                        task: task.map { TaskStep(target: $0) }, screen: ScreenSize(width: 400, height: 600))
    }

    private func fixedTimes(_ base: SwitchScanningProfile) -> NamedProfile {
        var p = base
        p.reactionTime = .fixed(0.6)
        p.pressTime = .fixed(0.6)
        p.falseActivation = 0
        p.slip = 0
        p.loops = nil
        return NamedProfile(name: "fixed", profile: .switchScanning(p))
    }

    func testScreenfulOfAFrameIsTheFirstThatShowsAnyOfIt() {
        let screen = ScreenSize(width: 400, height: 600)
        XCTAssertEqual(Viewport.screenful(of: Frame(x: -4, y: -10, width: 10, height: 20), screen: screen), 0)
        XCTAssertEqual(Viewport.screenful(of: Frame(x: 0, y: 580, width: 10, height: 40), screen: screen), 0)
        XCTAssertEqual(Viewport.screenful(of: Frame(x: 0, y: 600, width: 10, height: 40), screen: screen), 1)
        XCTAssertEqual(Viewport.screenful(of: Frame(x: 0, y: 1300, width: 10, height: 40), screen: screen), 2)
        XCTAssertEqual(Viewport.screenful(of: nil, screen: screen), 0)
        XCTAssertEqual(Viewport.screenful(of: Frame(x: 0, y: 1300, width: 10, height: 40), screen: nil), 0)
        // Down to the target, back up to the top, down again.
        XCTAssertEqual(Viewport.screenfulsScrolled(self.screen(payY: 1300, task: ["pay", "b0", "pay"])), 6)
    }

    /// With fixed times the target two screenfuls down costs exactly two
    /// scroll actions more: per screenful `scrollHighlights` highlights and two
    /// selections (a reaction each; a press each, and a press per highlight, when stepping).
    func testTargetBelowTheFoldCostsASwitchUserTheScrollActionPerScreenful() throws {
        let profiles: [(String, SwitchScanningProfile, Double)] = [
            ("android-switch-access", .androidSwitchAccess,
             2 * SwitchScanningProfile.androidSwitchAccess.scanInterval + 2 * 0.6),
            ("ios-switch-control", .iosSwitchControl, 2 * SwitchScanningProfile.iosSwitchControl.scanInterval + 2 * 0.6),
            ("switch-step", .switchStep, 4 * 0.6),
        ]
        for (name, base, perScreenful) in profiles {
            let user = fixedTimes(base)
            let top = try CostModel.simulate(scenario: screen(payY: 300), order: "dom", user: user,
                                             settings: settings(replications: 20))
            let below = try CostModel.simulate(scenario: screen(payY: 1300), order: "dom", user: user,
                                               settings: settings(replications: 20))
            XCTAssertEqual(below.summary.mean - top.summary.mean, 2 * perScreenful, accuracy: 1e-9, name)
            XCTAssertEqual(below.breakdown[.scrolling], 2 * perScreenful, accuracy: 1e-9, name)
            XCTAssertEqual(top.breakdown[.scrolling], 0, name)
            XCTAssertTrue(below.model.categories.contains(.scrolling), name)
            XCTAssertFalse(top.model.categories.contains(.scrolling), name)
            XCTAssertEqual(try XCTUnwrap(below.analytic, name).mean, below.summary.mean, accuracy: 1e-9, name)
        }
    }

    /// The optimizer's order mean includes scrolling (the same for every order).
    func testOrderMeanIncludesScrolling() throws {
        let scenario = screen(payY: 1300, task: ["b2", "pay"])
        let ids = try XCTUnwrap(scenario.order(named: "dom")).elementIDs
        for base in [SwitchScanningProfile.androidSwitchAccess, .switchStep] {
            let user = fixedTimes(base)
            let estimate = try CostModel.simulate(scenario: scenario, order: "dom", user: user,
                                                  settings: settings(replications: 10))
            let model = try OrderMeanModel(scenario: scenario, elementIDs: ids, task: scenario.task,
                                           profile: user.profile)
            XCTAssertGreaterThan(estimate.breakdown[.scrolling], 0)
            XCTAssertEqual(model.mean(ids: ids), estimate.summary.mean, accuracy: 1e-9)
        }
    }

    func testScrollHighlightsAddOneHighlightEachPerScreenful() throws {
        var base = SwitchScanningProfile.androidSwitchAccess
        let two = fixedTimes(base)
        base.scrollHighlights = 5
        let five = fixedTimes(base)
        let scenario = screen(payY: 700)
        let a = try CostModel.simulate(scenario: scenario, order: "dom", user: two, settings: settings(replications: 10))
        let b = try CostModel.simulate(scenario: scenario, order: "dom", user: five, settings: settings(replications: 10))
        XCTAssertEqual(b.summary.mean - a.summary.mean, 3 * base.scanInterval, accuracy: 1e-9)
    }

    /// Screen readers scroll as focus moves (0.25 s a screenful), keyboards
    /// instantly; navigation draws the same numbers either way.
    func testScreenReaderAndKeyboardScrollingIsChargedExactly() throws {
        let users: [(NamedProfile, Double)] = [
            (NamedProfile(name: "talkback", profile: .swipe(.talkbackDefault)), ScrollCost.screenReaderSeconds),
            (NamedProfile(name: "keyboard", profile: .keyboard(.keyboardDefault)), ScrollCost.keyboardSeconds),
        ]
        XCTAssertEqual(ScrollCost.screenReaderSeconds, 0.25)
        for (user, perScreenful) in users {
            let top = try CostModel.simulate(scenario: screen(payY: 300), order: "dom", user: user,
                                             settings: settings(replications: 2000))
            let below = try CostModel.simulate(scenario: screen(payY: 1300), order: "dom", user: user,
                                               settings: settings(replications: 2000))
            XCTAssertEqual(below.breakdown[.scrolling], 2 * perScreenful, accuracy: 1e-12, user.name)
            XCTAssertEqual(below.summary.mean - top.summary.mean, 2 * perScreenful, accuracy: 1e-9, user.name)
        }
    }

    /// Point scanning scrolls, then glides: a target two screenfuls down is
    /// selected on the scrolled screen, where it lies as the same target at
    /// the top would, so only the scroll actions differ.
    func testPointScanningReachesATargetBelowTheFold() throws {
        var p = SwitchScanningProfile.switchPoint
        p.reactionTime = .fixed(0.6)
        p.loops = nil
        let user = NamedProfile(name: "point", profile: .switchScanning(p))
        let top = try CostModel.simulate(scenario: screen(payY: 100), order: "dom", user: user,
                                         settings: settings(replications: 20))
        let below = try CostModel.simulate(scenario: screen(payY: 1300), order: "dom", user: user,
                                           settings: settings(replications: 20))
        XCTAssertEqual(below.counts.capped, 0)
        XCTAssertEqual(below.summary.mean - top.summary.mean, 2 * (2 * p.scanInterval + 2 * 0.6), accuracy: 1e-9)
    }

    /// Closed forms include scrolling: simulation and closed form agree
    /// within 4 standard errors with random reaction times.
    func testClosedFormsIncludeScrollingWithin4StandardErrors() throws {
        var point = SwitchScanningProfile.switchPoint
        point.loops = nil
        var item = SwitchScanningProfile.androidSwitchAccess
        item.loops = nil
        var talkback = SwipeProfile.talkbackDefault
        talkback.overshoot = 0
        let users = [
            NamedProfile(name: "point", profile: .switchScanning(point)),
            NamedProfile(name: "item", profile: .switchScanning(item)),
            NamedProfile(name: "talkback", profile: .swipe(talkback)),
        ]
        let scenario = screen(payY: 1300, task: ["b1", "pay", "b2"])
        for user in users {
            let estimate = try CostModel.simulate(scenario: scenario, order: "dom", user: user,
                                                  settings: settings(replications: 20_000, seed: 7))
            let analytic = try XCTUnwrap(estimate.analytic, user.name)
            let standardError = estimate.summary.sd / Double(estimate.summary.count).squareRoot()
            XCTAssertEqual(estimate.summary.mean, analytic.mean, accuracy: 4 * standardError, user.name)
            XCTAssertGreaterThan(estimate.breakdown[.scrolling], 0, user.name)
        }
    }

    /// A frame may start left of the screen (a storyboard's field at x = -4):
    /// the part on screen counts, and point scanning aims at it.
    func testFrameStartingLeftOfTheScreenIsAccepted() throws {
        let text = """
        {"name": "Login", "platform": "ios", "screen": {"width": 390, "height": 844},
         "elements": [{"id": "email", "role": "textField", "label": "Email",
                       "frame": {"x": -4, "y": 120, "width": 398, "height": 44}},
                      {"id": "go", "role": "button", "label": "Go",
                       "frame": {"x": 16, "y": 1000, "width": 120, "height": 44}}],
         "orders": {"dom": ["email", "go"]},
         "task": [{"activate": "email"}, {"activate": "go"}]}
        """
        let scenario = try ScenarioLoader.decode(text: text, file: "login.json")
        XCTAssertEqual(scenario.elements[0].frame?.x, -4)
        var p = SwitchScanningProfile.switchPoint
        p.loops = nil
        let estimate = try CostModel.simulate(scenario: scenario, order: "dom",
                                              user: NamedProfile(name: "point", profile: .switchScanning(p)),
                                              settings: settings(replications: 200))
        XCTAssertEqual(estimate.counts.capped, 0)
        XCTAssertGreaterThan(estimate.breakdown[.scrolling], 0)
    }
}
