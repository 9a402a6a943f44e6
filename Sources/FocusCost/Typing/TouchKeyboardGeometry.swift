/// Where the keys of one keyboard layer lie for a finger exploring it, in
/// key widths across and rows down: keys left to right, shorter rows centred,
/// as `KeyboardScreen` draws them.
struct TouchKeyboardGeometry {
    /// Left edge and centre of every key, row by row.
    let left: [[Double]]
    let centre: [[Double]]

    init(_ layer: KeyboardLayer) {
        let widest = layer.rows.map { $0.reduce(0) { $0 + $1.width } }.max() ?? 0
        var left: [[Double]] = []
        var centre: [[Double]] = []
        for row in layer.rows {
            var x = (widest - row.reduce(0) { $0 + $1.width }) / 2
            var edges: [Double] = []
            var middles: [Double] = []
            for key in row {
                edges.append(x)
                middles.append(x + key.width / 2)
                x += key.width
            }
            left.append(edges)
            centre.append(middles)
        }
        self.left = left
        self.centre = centre
    }

    var rowCount: Int { left.count }

    /// The column of the key under `x` in `row`; beyond a row's ends, its end key.
    func column(at x: Double, row: Int) -> Int {
        let edges = left[row]
        var column = 0
        while column + 1 < edges.count, edges[column + 1] <= x { column += 1 }
        return column
    }

    /// The place a finger touching down at (`x` key widths, `y` rows) is on;
    /// a touch beside the keyboard is taken to land on its nearest key.
    func place(x: Double, y: Double) -> KeyboardLayer.Place {
        let row = min(max(Int((y + 0.5).rounded(.down)), 0), rowCount - 1)
        return KeyboardLayer.Place(row: row, column: column(at: x, row: row))
    }

    /// The keys a finger enters after `start` on its way to `target`, in
    /// order: first straight up or down into the target's row, then along
    /// that row (assumption: the user corrects the row first, then the key).
    func walk(from start: KeyboardLayer.Place, to target: KeyboardLayer.Place,
              _ body: (KeyboardLayer.Place) -> Void) {
        var current = start
        while current.row != target.row {
            let x = centre[current.row][current.column]
            let row = current.row + (target.row > current.row ? 1 : -1)
            current = KeyboardLayer.Place(row: row, column: column(at: x, row: row))
            body(current)
        }
        while current.column != target.column {
            current.column += target.column > current.column ? 1 : -1
            body(current)
        }
    }

    /// `walk`'s keys as a list.
    func path(from start: KeyboardLayer.Place, to target: KeyboardLayer.Place) -> [KeyboardLayer.Place] {
        var path: [KeyboardLayer.Place] = []
        walk(from: start, to: target) { path.append($0) }
        return path
    }
}
