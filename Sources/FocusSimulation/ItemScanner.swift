/// The automatic item scanner: after a (re)start it highlights the items of
/// the focus order one after another, wrapping from the last to the first.
///
/// Highlights are numbered from 0 in each run (a run lasts from a start until
/// a selection or a stop). Their onsets are fixed by the settings, so the
/// scanner can tell when any highlight begins without stepping through the
/// ones before it; the simulation only materialises the highlights somebody
/// acts on.
///
/// Timing: highlight h shows item (startItem + h) mod n for `scanInterval`
/// seconds, plus `firstItemPause` when it is item 0 or the item the run
/// started on (h = 0).
///
/// Highlight and item numbers are small (a run's highlights stay below the
/// replication's time cap over the scan interval), so the arithmetic on them
/// wraps instead of checking for overflow: the checks, hoisted to the start of
/// every run, cost more than the rest of the scanner's work on the hot path.
package struct ItemScanner: Sendable {
    public let itemCount: Int
    public let scanInterval: Double
    public let firstItemPause: Double
    /// Highlights without a selection after which the scan stops (loops × n), or nil.
    public let highlightLimit: Int?

    public private(set) var startTime: Double = 0
    public private(set) var startItem: Int = 0

    public init(itemCount: Int, scanInterval: Double, firstItemPause: Double, loops: Int?) {
        precondition(itemCount > 0 && scanInterval > 0)
        self.itemCount = itemCount
        self.scanInterval = scanInterval
        self.firstItemPause = firstItemPause
        self.highlightLimit = loops.map { $0 * itemCount }
    }

    /// Starts a run at `time` with `item` highlighted.
    public mutating func start(at time: Double, item: Int) {
        startTime = time
        startItem = item
    }

    /// The item shown by highlight `h` of the current run.
    @inline(__always)
    public func item(ofHighlight h: Int) -> Int {
        // Integer division is slow next to everything else on the hot path,
        // and most highlights asked about lie in the run's first two passes.
        let position = startItem &+ h
        if position >= 0 && position < itemCount { return position }
        if position >= itemCount && position < 2 &* itemCount { return position &- itemCount }
        return position % itemCount
    }

    /// Highlights among 0..<h that carry the first-item pause.
    @inline(__always)
    func pausedHighlights(before h: Int) -> Int {
        if h <= 0 { return 0 }
        // Item 0 is shown by highlights firstZero, firstZero + n, ...
        let firstZero = startItem == 0 ? 0 : itemCount &- startItem
        // (h - 1 - firstZero) / itemCount + 1, without the division for the
        // first two passes (as in `item(ofHighlight:)`).
        let later = h &- 1 &- firstZero
        let zeros = later < 0 ? 0 : later < itemCount ? 1 : later < 2 &* itemCount ? 2 : later / itemCount &+ 1
        // The run's first highlight pauses even when it is not item 0.
        return zeros &+ (startItem == 0 ? 0 : 1)
    }

    /// When highlight `h` of the current run begins.
    @inline(__always)
    public func onset(ofHighlight h: Int) -> Double {
        let unpaused = startTime + Double(h) * scanInterval
        // Without a pause the count of paused highlights adds exactly 0, so it is not worked out.
        return firstItemPause == 0 ? unpaused : unpaused + Double(pausedHighlights(before: h)) * firstItemPause
    }

    /// How long highlight `h` stays.
    @inline(__always)
    public func dwell(ofHighlight h: Int) -> Double {
        // Without a pause every highlight lasts scanInterval, whatever it shows: no need to work the item out.
        firstItemPause == 0 ? scanInterval : dwell(ofHighlight: h, showing: item(ofHighlight: h))
    }

    /// How long highlight `h` stays, when the caller knows it shows `item`.
    @inline(__always)
    func dwell(ofHighlight h: Int, showing item: Int) -> Double {
        firstItemPause != 0 && (h == 0 || item == 0) ? scanInterval + firstItemPause : scanInterval
    }

    /// The first highlight at or after `h` that shows `item`.
    @inline(__always)
    public func nextHighlight(of item: Int, from h: Int) -> Int {
        var offset = item &- startItem
        if offset < 0 { offset &+= itemCount }
        if offset < 0 || offset >= itemCount { offset = ((item &- startItem) % itemCount &+ itemCount) % itemCount }
        if h <= offset { return offset }
        if h <= offset &+ itemCount { return offset &+ itemCount }
        let cycles = (h &- offset &+ itemCount &- 1) / itemCount
        return offset &+ cycles &* itemCount
    }

    /// The highlight that is the `k`-th (k >= 1) at or after `h` not showing `excluded`.
    @inline(__always)
    public func highlight(number k: Int, from h: Int, skipping excluded: Int) -> Int {
        // Every full cycle of n highlights contains n - 1 that are not `excluded`.
        let perCycle = itemCount - 1
        precondition(perCycle > 0, "a one-item order has no other item to press on")
        var candidate = h + ((k - 1) / perCycle) * itemCount
        var remaining = (k - 1) % perCycle + 1
        while true {
            if item(ofHighlight: candidate) != excluded {
                remaining -= 1
                if remaining == 0 { return candidate }
            }
            candidate += 1
        }
    }

    /// The time the run stops for want of a selection, if it has a loop limit.
    public var stopTime: Double? {
        highlightLimit.map { onset(ofHighlight: $0) }
    }
}
