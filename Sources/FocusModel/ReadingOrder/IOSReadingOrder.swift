/// VoiceOver's geometric order: top to bottom, and within a row from the
/// leading edge. Elements whose tops differ by less than `rowTolerance` points
/// share a row, so a label 3 pt lower than the field beside it is not read
/// after the field.
///
/// Rows are built greedily so that the result never depends on a
/// non-transitive comparison: the topmost remaining unit opens a row, and
/// every unit whose top is less than `rowTolerance` below that unit's top joins it.
enum IOSReadingOrder {
    static let rowTolerance = 8.0

    static func sort(_ units: [ReadingOrderUnit], direction: LayoutDirection) -> [ReadingOrderUnit] {
        let byTop = units.enumerated().sorted { a, b in
            a.element.frame.y != b.element.frame.y ? a.element.frame.y < b.element.frame.y : a.offset < b.offset
        }.map(\.element)
        var result: [ReadingOrderUnit] = []
        var index = 0
        while index < byTop.count {
            let rowTop = byTop[index].frame.y
            var row: [ReadingOrderUnit] = []
            while index < byTop.count, byTop[index].frame.y - rowTop < rowTolerance {
                row.append(byTop[index])
                index += 1
            }
            result += row.enumerated().sorted { a, b in
                let la = a.element.frame.leadingCoordinate(direction)
                let lb = b.element.frame.leadingCoordinate(direction)
                return la != lb ? la < lb : a.offset < b.offset
            }.map(\.element)
        }
        return result
    }
}
