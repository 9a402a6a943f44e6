import FocusModel

/// A kind of profile as the cost model sees it: the user model of a profile
/// of this kind. Each kind's user-model file conforms its profile type
/// (`extension SwipeProfile: UserModelKind` in `SwipeNavigation.swift`), so a
/// new kind adds no line here; `UserModelKindTests` checks that every kind
/// in `UserProfile.kinds` has one.
protocol UserModelKind: ProfileKind {
    var userModel: any UserModel { get }
}

/// The one place that maps a profile to its user model.
enum UserModelFactory {
    static func model(for profile: UserProfile) -> any UserModel {
        guard let kind = profile.kindProfile as? any UserModelKind else {
            preconditionFailure("profile kind '\(profile.kind)' has no user model: conform its type to UserModelKind")
        }
        return kind.userModel
    }
}
