import FocusModel

/// The one place that maps a profile to its user model. A new model is a new
/// file conforming to `UserModel` plus one line here.
enum UserModelFactory {
    static func model(for profile: UserProfile) -> any UserModel {
        switch profile {
        case let .swipe(p): SwipeNavigation(profile: p)
        case let .keyboard(p): KeyboardNavigation(profile: p)
        case let .switchScanning(p):
            switch (p.scanning, p.mode) {
            case (.auto, .item): ItemScanning(profile: p)
            case (.auto, .group), (.auto, .rowColumn): GroupScanning(profile: p)
            case (.step, _): StepScanning(profile: p)
            case (.point, _): PointScanning(profile: p)
            }
        }
    }
}
