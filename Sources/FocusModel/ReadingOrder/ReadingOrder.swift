/// The order a platform's own traversal would give a screen, derived from its
/// layout: geometric on iOS and Android, the Tab sequence on the web. A
/// scenario asks for it with an order whose value is `"geometric"`, and lint
/// compares the scenario's orders against it.
public enum ReadingOrder {
    /// Element ids of `elements` in the platform's reading order. Groups are
    /// placed as one unit and sorted inside by the same rule: on iOS where
    /// their first member is read, on Android by their enclosing frame, on the
    /// web where their first member is in the document. On the web a member
    /// with a positive tabindex leaves its group: the browser moves only that
    /// element.
    public static func derive(elements: [Element], groups: [Group], platform: Platform,
                              direction: LayoutDirection = .ltr,
                              device: DeviceClass = .phone) throws(ReadingOrderError) -> [String] {
        let (units, sort) = try units(elements: elements, groups: groups, platform: platform, direction: direction,
                                      device: device)
        return sort(units).flatMap(\.memberIDs)
    }

    /// The units the order places (elements, and groups as wholes), in
    /// document order, and the platform's sort for them.
    static func units(elements: [Element], groups: [Group], platform: Platform, direction: LayoutDirection,
                      device: DeviceClass) throws(ReadingOrderError)
        -> (units: [ReadingOrderUnit], sort: ([ReadingOrderUnit]) -> [ReadingOrderUnit]) {
        let included = platform == .web ? elements.filter { ($0.tabindex ?? 0) >= 0 } : elements
        if platform != .web {
            let missing = included.filter { $0.frame == nil }.map(\.id)
            if !missing.isEmpty { throw .missingFrames(platform: platform, elementIDs: missing) }
        }
        var documentIndex: [String: Int] = [:]
        for (index, element) in elements.enumerated() { documentIndex[element.id] = index }
        var tabindex: [String: Int] = [:]
        for element in elements { tabindex[element.id] = element.tabindex }
        let frame: [String: Frame] = Dictionary(uniqueKeysWithValues: included.map {
            ($0.id, $0.frame ?? Frame(x: 0, y: 0, width: 1, height: 1))
        })
        let detached = platform == .web ? Set(included.filter { ($0.tabindex ?? 0) > 0 }.map(\.id)) : []

        func unit(_ id: String) -> ReadingOrderUnit {
            ReadingOrderUnit(memberIDs: [id], frame: frame[id]!, documentIndex: documentIndex[id]!)
        }
        func sort(_ units: [ReadingOrderUnit]) -> [ReadingOrderUnit] {
            switch platform {
            case .ios: IOSReadingOrder.sort(units, direction: direction, device: device)
            case .android: AndroidReadingOrder.sort(units, direction: direction)
            case .web: WebReadingOrder.sort(units, tabindex: tabindex)
            }
        }
        func placement(_ members: [String]) -> Frame {
            let frames = members.sorted { documentIndex[$0]! < documentIndex[$1]! }.map { frame[$0]! }
            if platform == .ios, let first = IOSReadingOrder.placement(of: frames, direction: direction, device: device) {
                return first
            }
            return ReadingOrderUnit.enclosing(frames)
        }

        var placed: Set<String> = []
        var units: [ReadingOrderUnit] = []
        for group in groups {
            let members = group.memberIDs.filter { frame[$0] != nil && !detached.contains($0) }
            if members.isEmpty { continue }
            let inside = sort(members.map(unit)).flatMap(\.memberIDs)
            units.append(ReadingOrderUnit(memberIDs: inside, frame: placement(members),
                                          documentIndex: members.map { documentIndex[$0]! }.min()!))
            placed.formUnion(members)
        }
        for element in included where !placed.contains(element.id) { units.append(unit(element.id)) }
        // Units enter the sorts in document order, so ties keep the file's order.
        units.sort { $0.documentIndex < $1.documentIndex }
        return (units, sort)
    }

    /// The scenario's own reading order: its elements, groups, direction and device.
    public static func derive(for scenario: Scenario) throws(ReadingOrderError) -> [String] {
        try derive(elements: scenario.elements, groups: scenario.groups, platform: scenario.platform,
                   direction: scenario.direction, device: scenario.device)
    }
}

extension ReadingOrder {
    /// The order a web page is drawn in, which a sighted reader follows: the
    /// page's blocks (`LayoutBlock`, a recursive XY-cut), so each column is
    /// read whole, and inside a line from the leading edge (tops less than
    /// 8 px apart share a row, as VoiceOver builds rows). It differs from the
    /// Tab rule when CSS moves things (flex `order`, `row-reverse`, grid
    /// placement, `order-md-last`). Page imports write it as their `visual`
    /// order, and lint checks an imported page against it, since an import's
    /// frames are the browser's own layout rather than a sketch.
    public static func drawn(elements: [Element], groups: [Group],
                             direction: LayoutDirection = .ltr) throws(ReadingOrderError) -> [String] {
        try drawnLayout(elements: elements, groups: groups, direction: direction).elementIDs
    }

    /// The blocks of the drawn page, whose reading is `drawn`.
    public static func drawnLayout(elements: [Element], groups: [Group],
                                   direction: LayoutDirection = .ltr) throws(ReadingOrderError) -> LayoutBlock {
        do {
            let (units, _) = try units(elements: elements, groups: groups, platform: .ios, direction: direction,
                                       device: .phone)
            // Drawn outside the page (a visually hidden skip link at x = -10000):
            // no sighted reader sees it, so it neither makes a column nor comes first.
            let outside = units.filter { $0.frame.maxX <= 0 || $0.frame.maxY <= 0 }
            let drawn = units.filter { $0.frame.maxX > 0 && $0.frame.maxY > 0 }
            let layout = LayoutCut.cut(drawn, direction: direction)
            return outside.isEmpty ? layout : .stripes([layout, .line(outside.flatMap(\.memberIDs))])
        } catch let .missingFrames(_, ids) {
            throw .missingFrames(platform: .web, elementIDs: ids)
        }
    }
}

/// Why a reading order cannot be derived.
public enum ReadingOrderError: Error, Sendable, Equatable, CustomStringConvertible {
    case missingFrames(platform: Platform, elementIDs: [String])

    public var description: String {
        switch self {
        case let .missingFrames(platform, ids):
            "the \(platform.rawValue) reading order is derived from element frames, "
                + "but these elements have no \"frame\": \(ids.joined(separator: ", "))"
        }
    }
}
