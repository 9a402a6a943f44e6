/// Where the keys of a keyboard's layers lie for a finger exploring them, in
/// key widths across and rows down: keys left to right, shorter rows centred,
/// as `KeyboardScreen` draws them.
///
/// Every key of every layer is stored once, in flat arrays: a typist looks
/// keys up many times per replication, and rows kept as arrays of arrays
/// took and dropped a reference count at every look-up.
struct TouchKeyboardGeometry {
    /// The first row of each layer among all the layers' rows, then their count.
    private let layerRows: [Int]
    /// The first key of each row among all the keys, then their count.
    private let rowKeys: [Int]
    /// Left edge and centre of every key.
    private let left: [Double]
    private let centre: [Double]

    init(_ layers: [KeyboardLayer]) {
        var layerRows: [Int] = []
        var rowKeys: [Int] = []
        var left: [Double] = []
        var centre: [Double] = []
        for layer in layers {
            layerRows.append(rowKeys.count)
            let widest = layer.rows.map { $0.reduce(0) { $0 + $1.width } }.max() ?? 0
            for row in layer.rows {
                rowKeys.append(left.count)
                var x = (widest - row.reduce(0) { $0 + $1.width }) / 2
                for key in row {
                    left.append(x)
                    centre.append(x + key.width / 2)
                    x += key.width
                }
            }
        }
        layerRows.append(rowKeys.count)
        rowKeys.append(left.count)
        self.layerRows = layerRows
        self.rowKeys = rowKeys
        self.left = left
        self.centre = centre
    }

    /// One layer's geometry (as layer 0).
    init(_ layer: KeyboardLayer) { self.init([layer]) }

    /// How many keys all the layers have, the range of `key(at:layer:)`.
    var keyCount: Int { left.count }

    func rowCount(layer: Int) -> Int { layerRows[layer + 1] - layerRows[layer] }

    /// The index of the key at `place` of `layer` among all the layers' keys.
    func key(at place: KeyboardLayer.Place, layer: Int) -> Int {
        rowKeys[layerRows[layer] + place.row] + place.column
    }

    /// The centre of the key at `place` of `layer`, in key widths from the left.
    func centre(of place: KeyboardLayer.Place, layer: Int) -> Double { centre[key(at: place, layer: layer)] }

    /// The column of the key under `x` in `row` of `layer`; beyond a row's ends, its end key.
    func column(at x: Double, row: Int, layer: Int) -> Int {
        let first = rowKeys[layerRows[layer] + row], end = rowKeys[layerRows[layer] + row + 1]
        var column = 0
        while first + column + 1 < end, left[first + column + 1] <= x { column += 1 }
        return column
    }

    /// The place a finger touching down at (`x` key widths, `y` rows) on
    /// `layer` is on; a touch beside the keyboard is taken to land on its nearest key.
    func place(x: Double, y: Double, layer: Int) -> KeyboardLayer.Place {
        let row = min(max(Int((y + 0.5).rounded(.down)), 0), rowCount(layer: layer) - 1)
        return KeyboardLayer.Place(row: row, column: column(at: x, row: row, layer: layer))
    }

    /// The keys a finger enters after `start` on its way to `target`, in
    /// order: first straight up or down into the target's row, then along
    /// that row (assumption: the user corrects the row first, then the key).
    func walk(from start: KeyboardLayer.Place, to target: KeyboardLayer.Place, layer: Int,
              _ body: (KeyboardLayer.Place) -> Void) {
        var current = start
        while current.row != target.row {
            let x = centre(of: current, layer: layer)
            let row = current.row + (target.row > current.row ? 1 : -1)
            current = KeyboardLayer.Place(row: row, column: column(at: x, row: row, layer: layer))
            body(current)
        }
        while current.column != target.column {
            current.column += target.column > current.column ? 1 : -1
            body(current)
        }
    }

    /// `walk`'s keys as a list.
    func path(from start: KeyboardLayer.Place, to target: KeyboardLayer.Place, layer: Int = 0) -> [KeyboardLayer.Place] {
        var path: [KeyboardLayer.Place] = []
        walk(from: start, to: target, layer: layer) { path.append($0) }
        return path
    }
}
