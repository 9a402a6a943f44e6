/// Which of a scenario's orders each kind of user follows on the screen as
/// shipped (the scenario's `follows` key, docs/scenario-format.md): on a real
/// screen the orders are facts of the platform, one per kind of user (a
/// keyboard user cannot follow the order a screen reader browses in), not
/// alternatives to choose between.
public struct FollowedOrders: Sendable, Equatable {
    /// Who an entry is for: a kind of user, or one platform's assistive
    /// technology of that kind where the platforms differ.
    public enum Follower: String, Sendable, Equatable, CaseIterable {
        case keyboard
        case screenReader
        case voiceOver
        case talkBack
        case switchUser = "switch"
        case switchControl
        case switchAccess

        /// "keyboard users", "VoiceOver users", for sentences.
        public var people: String {
            switch self {
            case .keyboard: "keyboard users"
            case .screenReader: "screen-reader users"
            case .voiceOver: "VoiceOver users"
            case .talkBack: "TalkBack users"
            case .switchUser: "switch users"
            case .switchControl: "Switch Control users"
            case .switchAccess: "Switch Access users"
            }
        }
    }

    /// One entry: the order, and why the platform puts these users on it.
    public struct Entry: Sendable, Equatable {
        public var order: String
        /// A short reason ("screen readers browse in document order"); nil when the file gives none.
        public var because: String?

        public init(order: String, because: String? = nil) {
            self.order = order
            self.because = because
        }
    }

    /// The entries in file order.
    public var entries: [(follower: Follower, entry: Entry)]

    public init(_ entries: [(follower: Follower, entry: Entry)]) {
        self.entries = entries
    }

    public func entry(for follower: Follower) -> Entry? {
        entries.first { $0.follower == follower }?.entry
    }

    public static func == (lhs: FollowedOrders, rhs: FollowedOrders) -> Bool {
        lhs.entries.map(\.follower) == rhs.entries.map(\.follower) && lhs.entries.map(\.entry) == rhs.entries.map(\.entry)
    }
}

/// The order one user follows as shipped, and which entry of `follows` says so.
public struct FollowedOrder: Sendable, Equatable {
    public var order: String
    public var follower: FollowedOrders.Follower
    public var because: String?

    /// "talkback-default follows 'dom': screen readers browse in document order".
    public func sentence(user: String) -> String {
        "\(user) follows '\(order)': " + (because ?? "the order the scenario gives for \(follower.people)")
    }
}

extension UserProfile {
    /// The `follows` entries that apply to this user on a `platform` screen,
    /// most specific first; the profile's kind says which (`ProfileKind.followers(on:)`).
    public func followers(on platform: Platform) -> [FollowedOrders.Follower] { kindProfile.followers(on: platform) }
}

extension Scenario {
    /// The order `profile` follows as shipped, or nil when the scenario has
    /// no `follows` entry for it (then commands keep their own default).
    public func followedOrder(by profile: UserProfile) -> FollowedOrder? {
        guard let follows else { return nil }
        for follower in profile.followers(on: platform) {
            if let entry = follows.entry(for: follower) {
                return FollowedOrder(order: entry.order, follower: follower, because: entry.because)
            }
        }
        return nil
    }
}

/// The order a command puts a user on when it is given none, and the
/// sentence that says so.
public struct ShippedOrderChoice: Sendable, Equatable {
    public var order: String
    public var sentence: String

    public init(order: String, sentence: String) {
        self.order = order
        self.sentence = sentence
    }
}

extension Scenario {
    /// The order `user` follows as shipped when the scenario has `follows`:
    /// its entry for the user, or, when it names none for this kind of
    /// user, the first order (and the sentence says which). Nil without
    /// `follows`: commands then keep their own default.
    public func shippedOrder(for user: NamedProfile) -> ShippedOrderChoice? {
        guard follows != nil else { return nil }
        if let followed = followedOrder(by: user.profile) {
            return ShippedOrderChoice(order: followed.order, sentence: followed.sentence(user: user.name))
        }
        let first = orders[0].name
        let who = user.profile.followers(on: platform)[0].people
        return ShippedOrderChoice(order: first, sentence: "\(user.name) follows '\(first)', the first order: "
            + "the scenario's \"follows\" names none for \(who)")
    }
}

extension Scenario {
    /// The order `user` runs on when none is given: the one they follow as
    /// shipped, or the first order.
    public func defaultOrder(for user: NamedProfile) -> String {
        shippedOrder(for: user)?.order ?? orders[0].name
    }
}

extension Platform {
    /// The built-in profiles of the people who use this platform's screens,
    /// for commands given no users: each phone's switch and screen-reader
    /// users, and on the web a keyboard user beside those of both phones.
    public var shippedUsers: [String] {
        switch self {
        case .ios: ["ios-switch-control", "voiceover-expert"]
        case .android: ["android-switch-access", "talkback-default"]
        case .web: ["keyboard", "ios-switch-control", "voiceover-expert", "android-switch-access", "talkback-default"]
        }
    }

    /// "no --users: the users of an iOS screen, …", for stderr.
    public var shippedUsersSentence: String {
        let screen = switch self {
        case .ios: "an iOS screen"
        case .android: "an Android screen"
        case .web: "a web page"
        }
        return "the users of \(screen): " + shippedUsers.joined(separator: ", ")
    }
}

extension Scenario {
    /// `users` grouped by the order each follows as shipped, orders in the
    /// sequence first followed; nil when the scenario has no `follows`.
    public func usersByShippedOrder(_ users: [NamedProfile])
        -> [(order: String, users: [NamedProfile], sentences: [String])]? {
        guard follows != nil else { return nil }
        var groups: [(order: String, users: [NamedProfile], sentences: [String])] = []
        for user in users {
            let choice = shippedOrder(for: user)!
            if let index = groups.firstIndex(where: { $0.order == choice.order }) {
                groups[index].users.append(user)
                groups[index].sentences.append(choice.sentence)
            } else {
                groups.append((choice.order, [user], [choice.sentence]))
            }
        }
        return groups
    }
}
