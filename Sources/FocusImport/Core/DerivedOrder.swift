import FocusModel

/// The geometric reading orders over imported stops, from the derivations
/// the project has (`ReadingOrder`), so an imported `visual` order is
/// exactly what lint and `"geometric"` orders compute.
enum DerivedOrder {
    /// Indices of `elements` in `platform`'s geometric order; groups are
    /// placed as units, as the platform places containers.
    static func visual(_ elements: [ImportedElement], groups: [[Int]], platform: Platform) -> [Int] {
        let frames = modelElements(elements)
        let modelGroups = groups.enumerated().map { number, members in
            Group(id: "g\(number)", memberIDs: members.map { "e\($0)" })
        }
        // Every stop has a frame, so the derivation cannot fail.
        return indices(try? ReadingOrder.derive(elements: frames, groups: modelGroups, platform: platform))
    }

    /// Indices of `elements` in the order a web page is drawn in.
    static func drawn(_ elements: [ImportedElement]) -> [Int] {
        indices(try? ReadingOrder.drawn(elements: modelElements(elements), groups: []))
    }

    static func modelElements(_ elements: [ImportedElement]) -> [Element] {
        elements.indices.map { index in
            Element(id: "e\(index)", role: elements[index].role, label: "", frame: elements[index].frame)
        }
    }

    static func indices(_ ids: [String]?) -> [Int] {
        (ids ?? []).map { Int($0.dropFirst())! }
    }
}
