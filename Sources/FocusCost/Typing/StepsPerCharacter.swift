import FocusModel

/// Scan steps per character (MacKenzie, ICCHP 2012): the highlights shown,
/// without mistakes, until a text is entered, the selected ones included,
/// divided by the text's characters. Every key selection starts from the
/// top of the keyboard, as the typing simulation does.
///
/// - item or step scanning: the key at position k of the layer (row by row) costs k + 1;
/// - group or row-column scanning (a row a unit): the key at row r, column c
///   costs r + c + 2, and r + 1 when it is alone in its row.
///
/// Point scanning sweeps lines instead of highlighting items, so it has none.
package enum StepsPerCharacter {
    public static func of(_ plan: TypingPlan, scanning profile: SwitchScanningProfile) -> Double? {
        guard let highlights = profile.scanningModel.keyHighlights, plan.characters > 0 else { return nil }
        let layers = plan.layout.layers
        let steps = plan.steps.reduce(0) { $0 + highlights(layers[$1.layer], $1.place) }
        return Double(steps) / Double(plan.characters)
    }

    /// Item and step scanning: every key before it in its layer, row by row, and itself.
    static func itemHighlights(in layer: KeyboardLayer, of place: KeyboardLayer.Place) -> Int {
        layer.rows[..<place.row].reduce(0) { $0 + $1.count } + place.column + 1
    }

    /// Group and row-column scanning, a row a unit: the rows down to its own,
    /// then the keys of its row up to it (none when it is alone in its row).
    static func unitHighlights(in layer: KeyboardLayer, of place: KeyboardLayer.Place) -> Int {
        layer.rows[place.row].count == 1 ? place.row + 1 : place.row + place.column + 2
    }
}
