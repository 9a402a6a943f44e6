/// A switch user's order mean over candidates that hold elements the scan
/// skips (non-actionable ones): an order is evaluated as the sequence of its
/// scan stops by the model built on the stops alone.
struct SkippedElements: Sendable {
    let inner: OrderMeanModel
    /// Each candidate element's index among the stops, or -1 when skipped.
    let stopIndex: [Int]

    init(inner: OrderMeanModel, among elementIDs: [String]) {
        self.inner = inner
        var index: [String: Int] = [:]
        for (i, id) in inner.elementIDs.enumerated() { index[id] = i }
        stopIndex = elementIDs.map { index[$0] ?? -1 }
    }

    func mean(order: [Int]) -> Double {
        var stops: [Int] = []
        stops.reserveCapacity(inner.elementIDs.count)
        for element in order where stopIndex[element] >= 0 { stops.append(stopIndex[element]) }
        return inner.mean(order: stops)
    }
}
