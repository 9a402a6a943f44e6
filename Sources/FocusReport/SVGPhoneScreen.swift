import FocusModel

/// The scenario's screen drawn to scale as a phone, with the elements'
/// frames and labels, the focus path of one order numbered over them, and
/// the task's targets outlined heavily.
enum SVGPhoneScreen {
    static let drawnWidth = 250.0

    static func render(id: String, scenario: Scenario, order: NamedOrder) -> String {
        let c = MarkupText.coordinate
        let framed = scenario.elements.filter { $0.frame != nil }
        let screenWidth = scenario.screen?.width ?? (framed.map { $0.frame!.x + $0.frame!.width }.max() ?? 390)
        let screenHeight = scenario.screen?.height ?? (framed.map { $0.frame!.y + $0.frame!.height }.max() ?? 844)
        let scale = drawnWidth / max(screenWidth, 1)
        let margin = 12.0
        let width = drawnWidth + 2 * margin, height = screenHeight * scale + 2 * margin
        let targets = Dictionary(scenario.task.enumerated().map { ($0.element.target, $0.offset + 1) },
                                 uniquingKeysWith: { first, _ in first })
        let byID = Dictionary(scenario.elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let stops = order.elementIDs.compactMap { byID[$0] }
        let unframed = stops.filter { $0.frame == nil }.map(\.label)

        let visits = stops.enumerated().map { index, element -> String in
            let step = targets[element.id].map { " (task step \($0))" } ?? ""
            return "\(index + 1) \(element.label)\(step)"
        }
        var description = "The screen of \(scenario.name) with focus order \(order.name): focus visits "
        description += visits.joined(separator: ", ") + "."
        if !unframed.isEmpty { description += " Not drawn, no frame given: " + unframed.joined(separator: ", ") + "." }
        var svg = SVGChartFrame.open(id: id, width: width, height: height,
                                     title: "Focus path of order \(order.name) on the screen", description: description)
        svg += "<defs><marker id=\"\(id)-arrow\" viewBox=\"0 0 8 8\" refX=\"7\" refY=\"4\" markerWidth=\"7\" "
            + "markerHeight=\"7\" orient=\"auto\"><path d=\"M0,0 L8,4 L0,8 z\" fill=\"#000\"/></marker></defs>"
        svg += "<g aria-hidden=\"true\">"
        svg += "<rect x=\"\(c(margin - 6))\" y=\"\(c(margin - 6))\" width=\"\(c(drawnWidth + 12))\" "
            + "height=\"\(c(screenHeight * scale + 12))\" rx=\"22\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"2\"/>"
        for element in framed {
            let frame = element.frame!
            let x = margin + frame.x * scale, y = margin + frame.y * scale
            let w = frame.width * scale, h = frame.height * scale
            let isTarget = targets[element.id] != nil
            svg += "<rect x=\"\(c(x))\" y=\"\(c(y))\" width=\"\(c(w))\" height=\"\(c(h))\" rx=\"3\" "
                + "fill=\"\(isTarget ? "#eef3fb" : "#fafafa")\" stroke=\"#000\" "
                + "stroke-width=\"\(isTarget ? "2.4" : "0.7")\"\(isTarget ? "" : " stroke-dasharray=\"3 2\"")/>"
            let text = (isTarget ? "▶ " : "") + element.label
            svg += SVGLabel.fitted(text, title: element.label, x: x + 22, y: y, width: w - 24, height: h)
        }
        // The path first, so the numbered circles sit on top of it.
        let points = stops.compactMap { element in element.frame.map { marker(for: $0, scale: scale, margin: margin) } }
        if points.count > 1 {
            var path = "M\(c(points[0].x)),\(c(points[0].y))"
            for point in points.dropFirst() { path += " L\(c(point.x)),\(c(point.y))" }
            svg += "<path d=\"\(path)\" fill=\"none\" stroke=\"#a33b20\" stroke-width=\"1.4\" stroke-dasharray=\"4 2\" "
                + "marker-mid=\"url(#\(id)-arrow)\" marker-end=\"url(#\(id)-arrow)\"/>"
        }
        for (index, element) in stops.enumerated() {
            guard let frame = element.frame else { continue }
            let point = marker(for: frame, scale: scale, margin: margin)
            svg += "<circle cx=\"\(c(point.x))\" cy=\"\(c(point.y))\" r=\"8\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"1.2\"/>"
                + "<text x=\"\(c(point.x))\" y=\"\(c(point.y + 3.5))\" text-anchor=\"middle\" font-size=\"9.5\" "
                + "font-weight=\"bold\">\(index + 1)</text>"
        }
        return svg + "</g></svg>"
    }

    /// Where an element's number goes: inside its left edge, vertically centred
    /// on its first line, so the label beside it stays readable.
    private static func marker(for frame: Frame, scale: Double, margin: Double) -> (x: Double, y: Double) {
        let h = frame.height * scale
        return (margin + frame.x * scale + 11, margin + frame.y * scale + min(h, 22) / 2)
    }
}
