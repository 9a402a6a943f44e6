/// A grid of coloured cells over two varied keys: the value of each cell as
/// its colour and, where the cell is wide enough, as its text. Cells can be
/// marked (a hatch over the colour and "≈" before the text), as the
/// difference heatmaps mark cells whose 95% CI spans zero, so the marking
/// survives black-and-white printing; a value that is only a lower bound
/// has "≥" before it.
enum SVGHeatmap {
    struct Grid {
        var xKey: String
        var yKey: String
        var xLabels: [String]
        var yLabels: [String]
        /// values[y][x]; nil where the cell has no value.
        var values: [[Double?]]
        var marked: [[Bool]]
        /// Where a value is only a lower bound (replications stopped at the
        /// time cap): shown "≥" before the number.
        var lowerBound: [[Bool]]
        /// What a cell without a value shows: "n/a" where the order cannot
        /// finish, or another short mark the chart's text explains.
        var missing: [[String]]
        /// True: a diverging scale centred on 0 (differences); false: light to dark (means).
        var diverging: Bool
    }

    static let minimumCellWidth = 64.0
    static let cellHeight = 28.0

    static func render(id: String, title: String, description: String, grid: Grid) -> String {
        let c = MarkupText.coordinate
        // Cells as wide as the longest x label and the margin as the longest y label, so that names
        // (keyboard layouts) neither run into each other nor off the left edge.
        let labelWidth = { (label: String) in Double(label.count) * SVGChartFrame.fontSize * SVGLabel.characterWidth }
        let cellWidth = max(minimumCellWidth, (grid.xLabels.map(labelWidth).max() ?? 0) + 8)
        let left = max(64, (grid.yLabels.map(labelWidth).max() ?? 0) + 16), top = 26.0, bottom = 44.0, right = 16.0
        let width = max(left + Double(grid.xLabels.count) * cellWidth + right,
                        Double(grid.yKey.count + 4) * SVGChartFrame.fontSize * SVGLabel.characterWidth)
        let height = top + Double(grid.yLabels.count) * cellHeight + bottom
        let finite = grid.values.flatMap { $0.compactMap { $0 } }
        let scale = Scale(values: finite, diverging: grid.diverging)
        var svg = SVGChartFrame.open(id: id, width: width, height: height, title: title, description: description)
        svg += "<defs><pattern id=\"\(id)-spans-zero\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\">"
            + "<path d=\"M0,6 L6,0\" stroke=\"#000\" stroke-width=\"0.8\"/></pattern></defs>"
        svg += "<g aria-hidden=\"true\">"
        for (row, rowValues) in grid.values.enumerated() {
            // The first y value at the bottom, as on a chart's axis.
            let y = top + Double(grid.yLabels.count - 1 - row) * cellHeight
            for (column, value) in rowValues.enumerated() {
                let x = left + Double(column) * cellWidth
                let fill = value.map(scale.colour) ?? "#ffffff"
                svg += "<rect x=\"\(c(x))\" y=\"\(c(y))\" width=\"\(c(cellWidth))\" height=\"\(c(cellHeight))\" "
                    + "fill=\"\(fill)\" stroke=\"#fff\"/>"
                if grid.marked[row][column] {
                    svg += "<rect x=\"\(c(x))\" y=\"\(c(y))\" width=\"\(c(cellWidth))\" height=\"\(c(cellHeight))\" "
                        + "fill=\"url(#\(id)-spans-zero)\"/>"
                }
                let text = value.map {
                    (grid.marked[row][column] ? "≈" : "") + (grid.lowerBound[row][column] ? "≥" : "") + shortNumber($0)
                } ?? grid.missing[row][column]
                let ink = value.map(scale.textColour) ?? "#000"
                // A plate behind the text keeps it readable over the hatch.
                if grid.marked[row][column], let value {
                    svg += "<rect x=\"\(c(x + 6))\" y=\"\(c(y + 7))\" width=\"\(c(cellWidth - 12))\" height=\"14\" "
                        + "fill=\"\(scale.colour(value))\"/>"
                }
                svg += "<text x=\"\(c(x + cellWidth / 2))\" y=\"\(c(y + cellHeight / 2 + 4))\" text-anchor=\"middle\" "
                    + "fill=\"\(ink)\">\(MarkupText.escape(text))</text>"
            }
        }
        for (column, label) in grid.xLabels.enumerated() {
            svg += "<text x=\"\(c(left + (Double(column) + 0.5) * cellWidth))\" y=\"\(c(height - bottom + 16))\" "
                + "text-anchor=\"middle\" fill=\"#000\">\(MarkupText.escape(label))</text>"
        }
        for (row, label) in grid.yLabels.enumerated() {
            let y = top + Double(grid.yLabels.count - 1 - row) * cellHeight + cellHeight / 2 + 4
            svg += "<text x=\"\(c(left - 8))\" y=\"\(c(y))\" text-anchor=\"end\" fill=\"#000\">"
                + "\(MarkupText.escape(label))</text>"
        }
        svg += "<text x=\"\(c(left + Double(grid.xLabels.count) * cellWidth / 2))\" y=\"\(c(height - 6))\" "
            + "text-anchor=\"middle\" fill=\"#000\">\(MarkupText.escape(grid.xKey))</text>"
        // The y key above its labels, level: a rotated title would not fit a grid of few rows.
        svg += "<text x=\"4\" y=\"\(c(top - 10))\" fill=\"#000\">\(MarkupText.escape(grid.yKey)) ↑</text>"
        return svg + "</g></svg>"
    }

    /// Three significant figures at most, so a value fits its cell.
    static func shortNumber(_ value: Double) -> String {
        abs(value) >= 100 ? NumberText.fixed(value, decimals: 0)
            : abs(value) >= 10 ? NumberText.fixed(value, decimals: 1) : NumberText.fixed(value, decimals: 2)
    }

    /// Colours from a light to a dark blue (means), or from blue through
    /// white to red (differences: blue faster, red slower than the first order).
    struct Scale {
        let low: Double
        let high: Double
        let diverging: Bool

        init(values: [Double], diverging: Bool) {
            self.diverging = diverging
            if diverging {
                let largest = values.map(abs).max() ?? 1
                low = -max(largest, 1e-12)
                high = max(largest, 1e-12)
            } else {
                low = values.min() ?? 0
                high = max(values.max() ?? 1, low + 1e-12)
            }
        }

        /// Where `value` sits, from 0 (low) to 1 (high).
        private func position(_ value: Double) -> Double {
            min(1, max(0, (value - low) / (high - low)))
        }

        func colour(_ value: Double) -> String {
            let t = position(value)
            if !diverging { return mix((239, 243, 255), (8, 48, 107), t) }
            return t < 0.5 ? mix((33, 102, 172), (247, 247, 247), t * 2) : mix((247, 247, 247), (178, 24, 43), (t - 0.5) * 2)
        }

        /// Black on light cells, white on dark ones: both keep a contrast above 4.5:1 on these scales.
        func textColour(_ value: Double) -> String {
            let t = position(value)
            let dark = diverging ? abs(t - 0.5) > 0.3 : t > 0.45
            return dark ? "#fff" : "#000"
        }

        private func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double) -> String {
            func channel(_ x: Double, _ y: Double) -> String {
                let value = Int((x + (y - x) * t).rounded())
                let digits = String(value, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }
            return "#" + channel(a.0, b.0) + channel(a.1, b.1) + channel(a.2, b.2)
        }
    }
}
