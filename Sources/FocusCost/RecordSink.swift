import FocusSimulation

/// One block of a streamed run's replication records, in replication order.
public struct ReplicationBlock: Sendable {
    public var order: String
    public var user: String
    /// The run's seed: with a replication's index, all it takes to reproduce it.
    public var seed: UInt64
    /// The index of the block's first replication in the run.
    public var first: Int
    public var records: ArraySlice<ReplicationRecord>
}

/// Receives a streamed run's blocks one after another, on the calling thread.
public typealias ReplicationRecordBlocks = @Sendable (ReplicationBlock) -> Void

/// Where `MonteCarlo` hands a run's records when they are streamed instead of
/// kept (`CostModel.simulate(…, streamingRecords:)`): a block of
/// `chunksPerBlock` chunks at a time, so that memory does not grow with the
/// number of replications beyond the 8 bytes of each completion time.
public struct RecordSink: Sendable {
    /// 8 chunks of 4,096 replications: a few megabytes of records at a time,
    /// and blocks large enough that waiting for the slowest worker of each costs little.
    public static let defaultChunksPerBlock = 8

    var chunksPerBlock: Int
    var order: String
    var user: String
    let blocks: ReplicationRecordBlocks

    /// The replications of one block (a population run hands over whole
    /// people, about this many records at a time).
    var recordsPerBlock: Int { chunksPerBlock * MonteCarlo.chunkSize }

    func deliver(seed: UInt64, first: Int, records: ArraySlice<ReplicationRecord>) {
        blocks(ReplicationBlock(order: order, user: user, seed: seed, first: first, records: records))
    }
}
