/// Something the reading order places as a whole: one element, or a group
/// whose members are sorted among themselves and then kept together.
struct ReadingOrderUnit {
    /// Member element ids, already in their order inside the unit.
    var memberIDs: [String]
    /// The unit's frame: the element's, or the smallest one enclosing every member.
    var frame: Frame
    /// The earliest position of a member in the scenario's `elements` array.
    var documentIndex: Int

    static func enclosing(_ frames: [Frame]) -> Frame {
        let minX = frames.map(\.x).min() ?? 0
        let minY = frames.map(\.y).min() ?? 0
        let maxX = frames.map { $0.x + $0.width }.max() ?? 0
        let maxY = frames.map { $0.y + $0.height }.max() ?? 0
        return Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Frame {
    var maxX: Double { x + width }
    var maxY: Double { y + height }

    /// The coordinate of the edge a line starts from, growing along the line.
    func leadingCoordinate(_ direction: LayoutDirection) -> Double {
        direction == .ltr ? x : -maxX
    }
}
