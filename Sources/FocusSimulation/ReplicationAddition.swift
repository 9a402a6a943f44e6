import FocusStats

/// Time that a wrapping simulator adds to every replication of the simulator
/// it wraps (pooled typing), in a form the wrapped simulator's own batch loop
/// can carry (`ReplicationSimulator.run(batch:stream:stepTotals:adding:)`):
/// the wrapper then plays a batch as fast as the wrapped simulator alone,
/// instead of one replication per call.
///
/// For each replication, after its stream is seeded: `draw` takes the
/// addition's random numbers first, then the wrapped simulator plays, then
/// `complete` adds the addition's time to the record. The order of the draws
/// is the one the wrapper's `run(stream:maxSeconds:into:)` uses, so both give
/// the same numbers.
package protocol ReplicationAddition {
    mutating func draw(from stream: RandomStream)
    mutating func complete(_ record: inout ReplicationRecord, maxSeconds: Double)
}

/// No addition: the wrapped simulator's batch as it is.
package struct NoAddition: ReplicationAddition {
    package init() {}
    @inline(__always) package func draw(from stream: RandomStream) {}
    @inline(__always) package func complete(_ record: inout ReplicationRecord, maxSeconds: Double) {}
}
