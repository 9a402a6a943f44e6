import FocusModel
import XCTest

/// The `follows` key: which order each kind of user follows as shipped, how
/// a profile finds its entry, and every rule the key is checked against.
final class FollowedOrdersTests: XCTestCase {
    private func withFollows(_ follows: JSONValue, platform: String = "ios") -> JSONValue {
        exampleScenario.replacing(["follows"], with: follows).replacing(["platform"], with: .string(platform))
    }

    private func profile(_ name: String) -> NamedProfile { ProfileCatalog.builtIn.profile(named: name)! }

    func testScenarioWithoutTheKeyFollowsNothing() throws {
        let scenario = try decodeScenario(exampleScenario)
        XCTAssertNil(scenario.follows)
        XCTAssertNil(scenario.shippedOrder(for: profile("voiceover-expert")))
        XCTAssertNil(scenario.usersByShippedOrder([profile("keyboard")]))
    }

    func testEntriesDecodeAsNamesOrObjectsWithAReason() throws {
        let scenario = try decodeScenario(withFollows([
            "keyboard": "visual",
            "screenReader": ["order": "reported", "because": "VoiceOver reads the containers' order"],
        ]))
        XCTAssertEqual(scenario.follows, FollowedOrders([
            (.keyboard, .init(order: "visual")),
            (.screenReader, .init(order: "reported", because: "VoiceOver reads the containers' order")),
        ]))
        XCTAssertEqual(scenario.shippedOrder(for: profile("voiceover-expert")),
                       ShippedOrderChoice(order: "reported",
                                          sentence: "voiceover-expert follows 'reported': VoiceOver reads the containers' order"))
        XCTAssertEqual(scenario.shippedOrder(for: profile("keyboard"))?.sentence,
                       "keyboard follows 'visual': the order the scenario gives for keyboard users")
    }

    /// The finer key wins over the kind's; a switch profile on iOS is a Switch Control user.
    func testTheMostSpecificEntryApplies() throws {
        let scenario = try decodeScenario(withFollows([
            "screenReader": "visual", "talkBack": "reported", "switch": "visual", "switchControl": "reported",
        ]))
        XCTAssertEqual(scenario.followedOrder(by: profile("talkback-default").profile)?.order, "reported")
        XCTAssertEqual(scenario.followedOrder(by: profile("talkback-default").profile)?.follower, .talkBack)
        XCTAssertEqual(scenario.followedOrder(by: profile("voiceover-expert").profile)?.order, "visual")
        XCTAssertEqual(scenario.followedOrder(by: profile("switch-novice").profile)?.follower, .switchControl)
        let android = try decodeScenario(withFollows(["switch": "visual", "switchControl": "reported"], platform: "android"))
        XCTAssertEqual(android.followedOrder(by: profile("android-switch-access").profile)?.order, "visual")
    }

    /// A user the key names no order for takes the first order, and the sentence says so.
    func testAUserWithoutAnEntryTakesTheFirstOrderAndIsTold() throws {
        let scenario = try decodeScenario(withFollows(["screenReader": "reported"]))
        XCTAssertEqual(scenario.shippedOrder(for: profile("ios-switch-control")),
                       ShippedOrderChoice(order: "visual", sentence: "ios-switch-control follows 'visual', the first "
                           + "order: the scenario's \"follows\" names none for Switch Control users"))
    }

    func testUsersAreGroupedByTheOrderTheyFollow() throws {
        let scenario = try decodeScenario(withFollows(["keyboard": "reported", "screenReader": "visual", "switch": "reported"]))
        let groups = try XCTUnwrap(scenario.usersByShippedOrder(
            ["keyboard", "voiceover-expert", "ios-switch-control"].map(profile)))
        XCTAssertEqual(groups.map(\.order), ["reported", "visual"])
        XCTAssertEqual(groups.map { $0.users.map(\.name) }, [["keyboard", "ios-switch-control"], ["voiceover-expert"]])
    }

    func testPlatformUsers() {
        XCTAssertEqual(Platform.android.shippedUsers, ["android-switch-access", "talkback-default"])
        XCTAssertEqual(Platform.ios.shippedUsers, ["ios-switch-control", "voiceover-expert"])
        XCTAssertTrue(Platform.web.shippedUsers.contains("keyboard"))
        for platform in Platform.allCases {
            for name in platform.shippedUsers { XCTAssertNotNil(ProfileCatalog.builtIn.profile(named: name), name) }
        }
    }

    func testBadEntriesAreRefusedWithTheirPath() {
        assertScenarioError(withFollows(["keyboard": "tab"]), path: "$.follows.keyboard",
                            message: "no order named \"tab\"; orders: visual, reported")
        assertScenarioError(withFollows(["keyboard": "visaul"]), path: "$.follows.keyboard",
                            message: "did you mean 'visual'?")
        assertScenarioError(withFollows(["mouse": "visual"]), path: "$.follows.mouse", message: "unknown key \"mouse\"")
        assertScenarioError(withFollows([:]), path: "$.follows", message: "must name the order of at least one kind")
        assertScenarioError(withFollows(["keyboard": 3]), path: "$.follows.keyboard",
                            message: "expected an object, found a number")
        assertScenarioError(withFollows(["keyboard": ["because": "x"]]), path: "$.follows.keyboard",
                            message: "missing required key \"order\"")
        assertScenarioError(withFollows(["switchAccess": "visual"], platform: "web"), path: "$.follows",
                            message: "on the web a switch user is matched by \"switch\"")
    }
}
