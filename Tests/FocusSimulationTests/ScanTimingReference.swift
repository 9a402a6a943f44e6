/// The scanner's timing rule stepped through one highlight at a time:
/// a run starting on `startItem` shows items startItem, startItem + 1, ... (wrapping);
/// each stays `interval`, plus `pause` when it is item 0 or the run's first highlight.
struct ScanTimingReference {
    let itemCount: Int
    let interval: Double
    let pause: Double
    let startTime: Double
    let startItem: Int

    func item(_ h: Int) -> Int { (startItem + h) % itemCount }

    func dwell(_ h: Int) -> Double { h == 0 || item(h) == 0 ? interval + pause : interval }

    func onset(_ h: Int) -> Double {
        var time = startTime
        for earlier in 0..<h { time += dwell(earlier) }
        return time
    }

    /// The first highlight at or after `h` showing `target`, by walking.
    func next(_ target: Int, from h: Int) -> Int {
        var candidate = h
        while item(candidate) != target { candidate += 1 }
        return candidate
    }

    /// The k-th highlight at or after `h` not showing `excluded`, by walking.
    func kth(_ k: Int, from h: Int, skipping excluded: Int) -> Int {
        var candidate = h
        var remaining = k
        while true {
            if item(candidate) != excluded {
                remaining -= 1
                if remaining == 0 { return candidate }
            }
            candidate += 1
        }
    }
}
