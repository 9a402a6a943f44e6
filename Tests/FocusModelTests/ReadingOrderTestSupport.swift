import FocusModel

/// A button called `id` with the given frame, for reading-order layouts.
func layoutBox(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
               tabindex: Int? = nil) -> Element {
    Element(id: id, role: .button, label: id, frame: Frame(x: x, y: y, width: width, height: height), tabindex: tabindex)
}

/// The derived reading order of `elements`, in the order the file lists them.
func derivedOrder(_ elements: [Element], _ platform: Platform, groups: [Group] = [],
                  direction: LayoutDirection = .ltr, device: DeviceClass = .phone) throws -> [String] {
    try ReadingOrder.derive(elements: elements, groups: groups, platform: platform, direction: direction, device: device)
}
