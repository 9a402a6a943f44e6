import FocusModel

/// The walk over the dump, parents before children.
struct AndroidWalker {
    let file: String
    let density: Double
    var stops: [AndroidStop] = []
    var groups: [[Int]] = []
    var grouped: Set<Int> = []
    var guesses: [String] = []
    var dropped = 0

    mutating func visit(_ node: XMLTree, stopAbove: Int?) throws(ImportError) {
        guard let boundsText = node["bounds"] else {
            for child in node.children { try visit(child, stopAbove: stopAbove) }
            return
        }
        guard let bounds = AndroidBounds.parse(boundsText) else {
            throw .at(file, line: node.line, "bounds \"\(boundsText)\" is not of the form [x1,y1][x2,y2] "
                + "with numbers within \(Int(AndroidBounds.largestPixel)) px of the corner")
        }
        if !node.flag("visible-to-user", default: true) || node["displayed"] == "false" {
            dropped += 1 + node.preorder().dropFirst().filter { $0["bounds"] != nil }.count
            return
        }
        let firstStop = stops.count
        var above = stopAbove
        if bounds.x2 <= bounds.x1 || bounds.y2 <= bounds.y1 {
            dropped += 1
        } else {
            let scrollable = node.flag("scrollable", default: false)
            let actionable = node.flag("clickable", default: false) || node.flag("long-clickable", default: false)
                || node.flag("checkable", default: false) || node.flag("editable", default: false)
                || (node.flag("focusable", default: false) && !scrollable)
            let text = [node["content-desc"], node["text"]].compactMap { $0 }.first { !$0.isEmpty }
            if actionable {
                let (role, guess) = AndroidRoles.role(of: node, actionable: true)
                if let guess { guesses.append("line \(node.line): \(guess)") }
                stops.append(AndroidStop(node: node, role: role, frame: AndroidBounds.frame(bounds, density: density)))
                above = stops.count - 1
            } else if let text {
                if let stopAbove {
                    stops[stopAbove].mergedText.append(text)
                } else {
                    let (role, guess) = AndroidRoles.role(of: node, actionable: false)
                    if let guess { guesses.append("line \(node.line): \(guess)") }
                    stops.append(AndroidStop(node: node, role: role, frame: AndroidBounds.frame(bounds, density: density)))
                }
            }
        }
        for child in node.children {
            let childFirst = stops.count
            try visit(child, stopAbove: above)
            if isList(node) { group(Array(childFirst..<stops.count)) }
        }
        if isCard(node) { group(Array(firstStop..<stops.count)) }
    }

    /// List rows and cards become groups of two or more stops; a stop joins
    /// the first (innermost) group that claims it, since groups do not nest.
    mutating func group(_ members: [Int]) {
        let free = members.filter { !grouped.contains($0) }
        guard free.count >= 2 else { return }
        groups.append(free)
        grouped.formUnion(free)
    }

    /// A list's children are its rows. A scroll view with one child wraps a
    /// whole screen, not rows, so only scrolling containers with several
    /// children count.
    func isList(_ node: XMLTree) -> Bool {
        let simple = (node["class"] ?? node.name).split(separator: ".").last.map(String.init) ?? ""
        return ["RecyclerView", "ListView", "GridView"].contains(simple)
            || (node.flag("scrollable", default: false) && node.children.count > 1)
    }

    func isCard(_ node: XMLTree) -> Bool {
        (node["class"] ?? node.name).hasSuffix("CardView")
    }
}
