import FocusModel

/// A uiautomator `bounds` attribute, `[x1,y1][x2,y2]` in pixels.
enum AndroidBounds {
    /// No coordinate lies further than this from the screen's corner, in
    /// px: at the lowest density accepted that is under the
    /// `PlausibleRange.largestLength` of a scenario, in dp.
    static let largestPixel = PlausibleRange.largestLength * AndroidDensity.accepted.lowerBound / 160

    static func parse(_ text: String) -> (x1: Double, y1: Double, x2: Double, y2: Double)? {
        // Decimal, as uiautomator writes them: "0x10" is a corrupted dump, not 16 px.
        let numbers = text.split(whereSeparator: { "[],".contains($0) }).map { DecimalNumber.parse($0) }
        guard numbers.count == 4, text.hasPrefix("["), text.hasSuffix("]"),
              let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2], let y2 = numbers[3],
              [x1, y1, x2, y2].allSatisfy({ abs($0) <= largestPixel }) else { return nil }
        return (x1, y1, x2, y2)
    }

    /// The frame in dp: dp = px × 160 / dpi (Android's density-independent pixel).
    static func frame(_ bounds: (x1: Double, y1: Double, x2: Double, y2: Double), density: Double) -> Frame {
        let scale = 160 / density
        return Frame(x: bounds.x1 * scale, y: bounds.y1 * scale,
                     width: (bounds.x2 - bounds.x1) * scale, height: (bounds.y2 - bounds.y1) * scale)
    }
}

/// The density an Android import assumes when none is given: 420 dpi
/// (2.625 px per dp), the density of many current phones (assumption; the
/// dump does not record it, `adb shell wm density` prints it).
package enum AndroidDensity {
    static let assumed = 420.0
    /// The densities `--density` accepts: Android's buckets run from ldpi
    /// (120) to xxxhdpi (640) (developer.android.com, "Support different
    /// pixel densities"); the margins either side are an assumption.
    public static let accepted = 100.0...1000.0
}
