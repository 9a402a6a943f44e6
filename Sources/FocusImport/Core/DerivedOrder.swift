import FocusModel

/// The platform's geometric reading order over imported stops, from the one
/// derivation the project has (`ReadingOrder`), so an imported `visual`
/// order is exactly what lint and `"geometric"` orders compute.
enum DerivedOrder {
    /// Indices of `elements` in `platform`'s geometric order; groups are
    /// placed as units, as the platform places containers.
    static func visual(_ elements: [ImportedElement], groups: [[Int]], platform: Platform) -> [Int] {
        let modelElements = elements.indices.map { index in
            Element(id: "e\(index)", role: elements[index].role, label: "", frame: elements[index].frame)
        }
        let modelGroups = groups.enumerated().map { number, members in
            Group(id: "g\(number)", memberIDs: members.map { "e\($0)" })
        }
        // Every stop has a frame, so the derivation cannot fail.
        let ids = (try? ReadingOrder.derive(elements: modelElements, groups: modelGroups, platform: platform)) ?? []
        return ids.map { Int($0.dropFirst())! }
    }
}
