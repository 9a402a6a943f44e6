/// The browser's sequential focus order (the Tab sequence; HTML Standard,
/// "sequential focus navigation order"): elements with a positive
/// `tabindex` first, by ascending value and then in document order, then
/// everything else in document order (the order of the scenario's
/// `elements` array). Elements with `tabindex` -1 are left out: they take
/// focus only from script.
///
/// A positive tabindex moves only its own element: `ReadingOrder` takes such
/// members out of their group before sorting, and the rest of the group stays
/// where its first remaining member is in the document.
enum WebReadingOrder {
    static func sort(_ units: [ReadingOrderUnit], tabindex: [String: Int]) -> [ReadingOrderUnit] {
        func key(_ unit: ReadingOrderUnit) -> Int {
            guard unit.memberIDs.count == 1, let value = tabindex[unit.memberIDs[0]], value > 0 else { return Int.max }
            return value
        }
        return units.sorted { a, b in
            let ka = key(a), kb = key(b)
            return ka != kb ? ka < kb : a.documentIndex < b.documentIndex
        }
    }
}
