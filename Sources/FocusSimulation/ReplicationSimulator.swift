import FocusStats

/// Something that plays one replication of a task from a random stream.
/// Each worker thread owns one and reuses it for all of its replications.
public protocol ReplicationSimulator: Sendable {
    mutating func run(stream: RandomStream, maxSeconds: Double) -> ReplicationRecord
    /// A copy that shares no mutable or reference-counted storage with this one.
    func copyForWorker() -> Self
}

extension SwitchScanningSimulator: ReplicationSimulator {}
