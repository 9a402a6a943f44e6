/// The browser's sequential focus order: elements with a positive `tabindex`
/// first, by ascending value and then in document order, then everything else
/// in document order (the order of the scenario's `elements` array). Elements
/// with `tabindex` -1 are left out: they take focus only from script.
///
/// Groups stay together: a group whose members have no positive tabindex is
/// placed where its first member appears in the document.
enum WebReadingOrder {
    static func sort(_ units: [ReadingOrderUnit], tabindex: [String: Int]) -> [ReadingOrderUnit] {
        func key(_ unit: ReadingOrderUnit) -> Int {
            let values = unit.memberIDs.compactMap { tabindex[$0] }.filter { $0 > 0 }
            return values.min() ?? Int.max
        }
        return units.sorted { a, b in
            let ka = key(a), kb = key(b)
            return ka != kb ? ka < kb : a.documentIndex < b.documentIndex
        }
    }
}
