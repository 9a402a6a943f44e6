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
        guard profile.scanning != .point, plan.characters > 0 else { return nil }
        let layers = plan.layout.layers
        var steps = 0
        for step in plan.steps {
            steps += highlights(of: step.place, in: layers[step.layer], mode: profile.scanning == .step ? .item : profile.mode)
        }
        return Double(steps) / Double(plan.characters)
    }

    static func highlights(of place: KeyboardLayer.Place, in layer: KeyboardLayer,
                           mode: SwitchScanningProfile.Mode) -> Int {
        switch mode {
        case .item:
            return layer.rows[..<place.row].reduce(0) { $0 + $1.count } + place.column + 1
        case .group, .rowColumn:
            return layer.rows[place.row].count == 1 ? place.row + 1 : place.row + place.column + 2
        }
    }
}
