import FocusModel

/// Which imported order each kind of user follows on the platform, written
/// as the scenario's `follows` (sources in docs/scenario-format.md#who-follows-which-order).
enum PlatformFollows {
    typealias Entry = (follower: FollowedOrders.Follower, order: String, because: String)

    /// A web page: Tab follows the browser's sequential focus navigation
    /// (the recorded `tab`, when any element takes Tab); screen readers in
    /// browse mode and switch users move through the accessibility tree,
    /// which the browser builds in document order (`dom`).
    static func web(hasTab: Bool) -> [Entry] {
        let keyboard: [Entry] = hasTab
            ? [(.keyboard, "tab", "Tab follows the browser's sequential focus navigation order")] : []
        return keyboard + [(.screenReader, "dom", "screen readers browse the accessibility tree in document order"),
               (.switchUser, "dom", "switch access scans the accessibility tree in document order")]
    }

    /// An Android dump: TalkBack and Switch Access walk the accessibility
    /// node tree in its child order (the dump's `hierarchy`); a hardware
    /// keyboard's Tab sorts the focusable views by rows (`visual` is the
    /// nearest imported order: an approximation, docs/scenario-format.md).
    static let android: [Entry] = [
        (.keyboard, "visual", "Tab moves through focusable views sorted top to bottom, then by leading edge"),
        (.screenReader, "hierarchy", "TalkBack moves through the accessibility node tree in its child order"),
        (.switchUser, "hierarchy", "Switch Access scans in TalkBack's order"),
    ]

    /// An iOS page source: VoiceOver and Switch Control follow the
    /// accessibility elements sorted into rows (`visual`); Full Keyboard
    /// Access is taken to do the same (an assumption).
    static let ios: [Entry] = [
        (.keyboard, "visual", "Full Keyboard Access is taken to move in VoiceOver's order (an assumption)"),
        (.screenReader, "visual", "VoiceOver reads the accessibility elements in rows, top to bottom"),
        (.switchUser, "visual", "Switch Control scans in VoiceOver's order"),
    ]
}
