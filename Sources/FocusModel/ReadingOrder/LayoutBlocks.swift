/// The blocks a drawn page is made of, found by a recursive XY-cut (Nagy
/// and Seth, "Hierarchical representation of optically scanned documents",
/// 1984): a block is cut at its horizontal gaps into stripes, read top to
/// bottom, and where vertical lanes run between its elements into columns,
/// read one after the other from the leading side; a block that cannot be
/// cut is one line, read by the row rule (`IOSReadingOrder`). So a column
/// is read whole, where reading by rows would weave two columns together.
///
/// Columns are told from rows this way: consecutive stripes through which
/// a lane runs are one band, and the band is cut into columns when its
/// lines do not line up across the lane: some stripe holds two or more
/// lines of one column (the other column's lines bridge the gap between
/// them), or lines side by side whose tops, centres and bottoms all differ
/// by 8 px or more (rows laid out together align one of them). So two columns of unequal height under a heading are
/// columns, while stripes that each hold one line per side (a list whose
/// rows put a price at the right, labels beside their fields) are rows,
/// read one by one. This column rule is ours (an assumption): XY-cut itself
/// cuts at every lane.
///
/// - Complexity: each level sorts its elements, O(n log n); the depth is
///   the nesting of the layout's blocks (a handful on real pages, at most
///   n for a staircase of nested blocks).
public indirect enum LayoutBlock: Sendable, Equatable {
    /// Elements read by the row rule: one line, or what could not be cut.
    case line([String])
    /// Blocks read top to bottom.
    case stripes([LayoutBlock])
    /// Blocks side by side, read from the leading side.
    case columns([LayoutBlock])

    /// The element ids in reading order.
    public var elementIDs: [String] {
        switch self {
        case let .line(ids): ids
        case let .stripes(blocks), let .columns(blocks): blocks.flatMap(\.elementIDs)
        }
    }

    /// How many elements the block holds.
    public var count: Int {
        switch self {
        case let .line(ids): ids.count
        case let .stripes(blocks), let .columns(blocks): blocks.reduce(0) { $0 + $1.count }
        }
    }
}

enum LayoutCut {
    static func cut(_ units: [ReadingOrderUnit], direction: LayoutDirection) -> LayoutBlock {
        if units.count <= 1 { return .line(units.flatMap(\.memberIDs)) }
        let stripes = clusters(units, along: \.vertical)
        if stripes.count == 1 {
            let lanes = intervals(units, along: \.horizontal)
            if lanes.count > 1, isColumns(stripes[...], lanes: lanes) {
                return columns(units, lanes: lanes, direction: direction)
            }
            return .line(IOSReadingOrder.sort(units, direction: direction, device: .phone).flatMap(\.memberIDs))
        }
        var blocks: [LayoutBlock] = []
        var start = 0
        while start < stripes.count {
            // Extend the band while a lane runs through every stripe of it.
            var coverage = intervals(stripes[start], along: \.horizontal)
            var end = start
            while end + 1 < stripes.count {
                let joined = merged(coverage + intervals(stripes[end + 1], along: \.horizontal))
                guard joined.count > 1 else { break }
                coverage = joined
                end += 1
            }
            let band = stripes[start...end]
            if end > start, coverage.count > 1, isColumns(band, lanes: coverage) {
                blocks.append(columns(band.flatMap { $0 }, lanes: coverage, direction: direction))
            } else {
                blocks += band.map { cut($0, direction: direction) }
            }
            start = end + 1
        }
        return blocks.count == 1 ? blocks[0] : .stripes(blocks)
    }

    /// The units split at the lanes, each column cut in turn, from the leading side.
    static func columns(_ units: [ReadingOrderUnit], lanes: [ClosedRange<Double>],
                        direction: LayoutDirection) -> LayoutBlock {
        var parts = Array(repeating: [ReadingOrderUnit](), count: lanes.count)
        for unit in units {
            let index = lanes.firstIndex { $0.contains(unit.frame.x) } ?? 0
            parts[index].append(unit)
        }
        let ordered = direction == .ltr ? parts : parts.reversed()
        return .columns(ordered.filter { !$0.isEmpty }.map { cut($0, direction: direction) })
    }

    /// Whether a band's columns are columns rather than rows: some stripe
    /// holds two or more lines of one column, or lines beside each other
    /// that line up by neither top, centre nor bottom (within the row
    /// tolerance, 8 px), as rows laid out together do.
    static func isColumns(_ band: ArraySlice<[ReadingOrderUnit]>, lanes coverage: [ClosedRange<Double>]) -> Bool {
        let tolerance = IOSReadingOrder.rowTolerance(.phone)
        for stripe in band {
            var lines: [ClosedRange<Double>] = []
            var parts = Array(repeating: [ReadingOrderUnit](), count: coverage.count)
            for unit in stripe {
                parts[coverage.firstIndex { $0.contains(unit.frame.x) } ?? 0].append(unit)
            }
            for part in parts where !part.isEmpty {
                let extents = intervals(part, along: \.vertical)
                if extents.count > 1 { return true }
                lines.append(extents[0])
            }
            for (a, b) in zip(lines, lines.dropFirst()) {
                let tops = abs(a.lowerBound - b.lowerBound), bottoms = abs(a.upperBound - b.upperBound)
                let centres = abs(a.lowerBound + a.upperBound - b.lowerBound - b.upperBound) / 2
                if min(tops, bottoms, centres) >= tolerance { return true }
            }
        }
        return false
    }

    /// The units in groups whose extents along the axis overlap, in order
    /// along it; units that only touch are apart.
    static func clusters(_ units: [ReadingOrderUnit], along axis: KeyPath<Frame, ClosedRange<Double>>) -> [[ReadingOrderUnit]] {
        let sorted = units.enumerated().sorted { a, b in
            let x = a.element.frame[keyPath: axis], y = b.element.frame[keyPath: axis]
            return x.lowerBound != y.lowerBound ? x.lowerBound < y.lowerBound : a.offset < b.offset
        }.map(\.element)
        var cluster: [Int: Int] = [:]
        var count = 0
        var end = -Double.infinity
        for unit in sorted {
            let extent = unit.frame[keyPath: axis]
            if count == 0 || extent.lowerBound >= end { count += 1 }
            cluster[unit.documentIndex] = count - 1
            end = max(end, extent.upperBound)
        }
        // Inside a cluster, units keep the order they came in (document order).
        var result = Array(repeating: [ReadingOrderUnit](), count: count)
        for unit in units { result[cluster[unit.documentIndex]!].append(unit) }
        return result
    }

    static func intervals(_ units: [ReadingOrderUnit], along axis: KeyPath<Frame, ClosedRange<Double>>) -> [ClosedRange<Double>] {
        merged(units.map { $0.frame[keyPath: axis] })
    }

    /// Overlapping ranges joined; ranges that only touch stay apart.
    static func merged(_ ranges: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        var result: [ClosedRange<Double>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound < last.upperBound {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}

extension Frame {
    var horizontal: ClosedRange<Double> { x...(x + max(width, 0)) }
    var vertical: ClosedRange<Double> { y...(y + max(height, 0)) }
}
