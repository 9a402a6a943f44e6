@testable import FocusLint
import FocusModel
import XCTest

/// Target size by the rule that applies. Web: WCAG 2.5.8 — at least 24 by
/// 24 CSS px, or a 24 px circle centred on the target meets no other target
/// and no other small target's circle. iOS 44 pt and Android 48 dp: the
/// platforms' guidance, reported as advice.
final class TargetSizeRuleTests: XCTestCase {
    private func screen(_ platform: Platform, _ frames: [(String, Frame)]) -> Scenario {
        let elements = frames.map { Element(id: $0.0, role: .checkbox, label: $0.0, frame: $0.1) }
        return Scenario(name: "sizes", platform: platform, elements: elements,
                        orders: [NamedOrder(name: "dom", elementIDs: elements.map(\.id))],
                        task: [TaskStep(target: elements[0].id)])
    }

    private func small(_ scenario: Scenario) -> [String] {
        ElementChecks.smallTargets(scenario).map { $0.elementIDs[0] }
    }

    /// 16 px checkboxes 26 px apart (centre to centre): their 24 px circles
    /// (12 px radius) are 2 px apart and meet nothing: they pass.
    func testSpacedSmallWebTargetsPass() {
        let scenario = screen(.web, [("a", Frame(x: 0, y: 0, width: 16, height: 16)),
                                     ("b", Frame(x: 0, y: 26, width: 16, height: 16)),
                                     ("c", Frame(x: 0, y: 52, width: 16, height: 16))])
        XCTAssertEqual(small(scenario), [])
    }

    /// 20 px apart their circles overlap (20 < 24): both fail.
    func testCrowdedSmallWebTargetsFail() {
        let scenario = screen(.web, [("a", Frame(x: 0, y: 0, width: 16, height: 16)),
                                     ("b", Frame(x: 0, y: 20, width: 16, height: 16))])
        XCTAssertEqual(small(scenario), ["a", "b"])
        XCTAssertFalse(ElementChecks.smallTargets(scenario)[0].isAdvice)
    }

    /// A 19 px link whose circle reaches a large button 5 px below it fails;
    /// the button (24 px high) needs no spacing.
    func testSmallWebTargetNextToALargeOneFails() {
        let scenario = screen(.web, [("link", Frame(x: 0, y: 0, width: 60, height: 19)),
                                     ("button", Frame(x: 0, y: 24, width: 120, height: 40))])
        // The link's centre is 9.5 px above its bottom: 14.5 px from the button, beyond 12: spaced.
        XCTAssertEqual(small(scenario), [])
        let closer = screen(.web, [("link", Frame(x: 0, y: 0, width: 60, height: 19)),
                                   ("button", Frame(x: 0, y: 21, width: 120, height: 40))])
        // 11.5 px from the button: the circle meets it.
        XCTAssertEqual(small(closer), ["link"])
    }

    /// On iOS and Android the platform's size is guidance: findings are
    /// advice, and spacing does not excuse them.
    func testPlatformGuidanceIsAdvice() {
        let ios = screen(.ios, [("a", Frame(x: 0, y: 0, width: 30, height: 30)),
                                ("b", Frame(x: 0, y: 200, width: 44, height: 44))])
        let iosFindings = ElementChecks.smallTargets(ios)
        XCTAssertEqual(iosFindings.map { $0.elementIDs[0] }, ["a"])
        XCTAssertTrue(iosFindings.allSatisfy(\.isAdvice))
        let android = screen(.android, [("a", Frame(x: 0, y: 0, width: 48, height: 40))])
        XCTAssertEqual(ElementChecks.smallTargets(android).map(\.isAdvice), [true])
    }
}

/// WCAG 2.5.8's inline exception: a link in a sentence is exempt whatever
/// its size; the same link standing alone is not.
final class InlineTargetTests: XCTestCase {
    /// Two 19 px high links 20 px apart (centre to centre), so their 24 px
    /// circles overlap: neither is spaced.
    private func links(inline: Bool) -> Scenario {
        let first = Element(id: "terms", role: .link, label: "terms of sale",
                            frame: Frame(x: 0, y: 0, width: 90, height: 19), inline: inline)
        let second = Element(id: "privacy", role: .link, label: "privacy notice",
                             frame: Frame(x: 0, y: 20, width: 90, height: 19), inline: inline)
        return Scenario(name: "links", platform: .web, elements: [first, second],
                        orders: [NamedOrder(name: "dom", elementIDs: ["terms", "privacy"])],
                        task: [TaskStep(target: "terms")])
    }

    func testInlineLinksAreExempt() {
        XCTAssertEqual(ElementChecks.smallTargets(links(inline: true)), [])
    }

    func testStandaloneNineteenPixelLinksAreFlagged() {
        XCTAssertEqual(ElementChecks.smallTargets(links(inline: false)).map { $0.elementIDs[0] }, ["terms", "privacy"])
    }

    /// An exempt link is still a target: a standalone one next to it fails.
    func testInlineLinkStillCountsAgainstItsNeighbour() {
        var scenario = links(inline: false)
        scenario.elements[0].inline = true
        XCTAssertEqual(ElementChecks.smallTargets(scenario).map { $0.elementIDs[0] }, ["privacy"])
    }
}
