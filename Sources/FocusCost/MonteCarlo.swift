import Dispatch
import Synchronization
import FocusSimulation
import FocusStats

/// Replications of one simulator, spread over threads without changing a single number.
///
/// Replication i always draws from its own stream, derived from (seed, i),
/// and sums are taken per fixed-size chunk and then added in chunk order, so
/// the results are identical for any thread count. Running two orders with the
/// same seed gives them common random numbers.
enum MonteCarlo {
    /// Replications per chunk; fixed so that sums never depend on the thread count.
    static let chunkSize = 4096

    struct Output {
        /// Completion time of every replication, in replication order.
        var totals: [Double]
        var breakdownSums: TimeBreakdown
        var counts: EventCounts
        var records: [ReplicationRecord]?
        var elapsedSeconds: Double
    }

    private struct ChunkSums {
        var breakdown = TimeBreakdown()
        var counts = EventCounts()

        mutating func add(_ record: ReplicationRecord) {
            breakdown.waiting += record.breakdown.waiting
            breakdown.reacting += record.breakdown.reacting
            breakdown.errors += record.breakdown.errors
            breakdown.activation += record.breakdown.activation
            breakdown.entry += record.breakdown.entry
            counts.misses += record.misses
            counts.falseActivations += record.falseActivations
            counts.restarts += record.restarts
            counts.capped += record.capped ? 1 : 0
        }

        mutating func add(_ other: ChunkSums) {
            breakdown.waiting += other.breakdown.waiting
            breakdown.reacting += other.breakdown.reacting
            breakdown.errors += other.breakdown.errors
            breakdown.activation += other.breakdown.activation
            breakdown.entry += other.breakdown.entry
            counts.misses += other.counts.misses
            counts.falseActivations += other.counts.falseActivations
            counts.restarts += other.counts.restarts
            counts.capped += other.counts.capped
        }
    }

    /// Pointers into the output arrays, shared by the workers; each index is
    /// written by exactly one worker, so no two threads touch the same element.
    private struct SharedOutput: @unchecked Sendable {
        let totals: UnsafeMutableBufferPointer<Double>
        let chunks: UnsafeMutableBufferPointer<ChunkSums>
        let records: UnsafeMutableBufferPointer<ReplicationRecord>?
    }

    static func run<Simulator: ReplicationSimulator>(
        _ simulator: Simulator, settings: SimulationSettings
    ) -> Output {
        let n = settings.replications
        let chunkCount = (n + chunkSize - 1) / chunkSize
        let workers = max(1, min(settings.threads, chunkCount))
        var totals = [Double](repeating: 0, count: n)
        var chunks = [ChunkSums](repeating: ChunkSums(), count: chunkCount)
        var records: [ReplicationRecord]? = settings.keepReplications
            ? [ReplicationRecord](repeating: .empty, count: n) : nil
        let clock = ContinuousClock()
        let started = clock.now

        totals.withUnsafeMutableBufferPointer { totalsBuffer in
            chunks.withUnsafeMutableBufferPointer { chunksBuffer in
                withOptionalBuffer(&records) { recordsBuffer in
                    let output = SharedOutput(totals: totalsBuffer, chunks: chunksBuffer, records: recordsBuffer)
                    // Workers take the next chunk as they become free, so a thread
                    // slowed by other work on its core does not hold the run up.
                    let nextChunk = Atomic<Int>(0)
                    DispatchQueue.concurrentPerform(iterations: workers) { _ in
                        var local = simulator.copyForWorker()
                        let stream = RandomStream()
                        while true {
                            let chunk = nextChunk.wrappingAdd(1, ordering: .relaxed).oldValue
                            if chunk >= chunkCount { break }
                            var sums = ChunkSums()
                            let upper = min(n, (chunk + 1) * chunkSize)
                            for i in (chunk * chunkSize)..<upper {
                                stream.reseed(run: settings.seed, replication: i)
                                let record = local.run(stream: stream, maxSeconds: settings.maxSeconds)
                                output.totals[i] = record.total
                                output.records?[i] = record
                                sums.add(record)
                            }
                            output.chunks[chunk] = sums
                        }
                    }
                }
            }
        }

        let elapsed = clock.now - started
        var total = ChunkSums()
        for sums in chunks { total.add(sums) }
        return Output(totals: totals, breakdownSums: total.breakdown, counts: total.counts,
                      records: records,
                      elapsedSeconds: Double(elapsed.components.seconds)
                          + Double(elapsed.components.attoseconds) * 1e-18)
    }
}

private func withOptionalBuffer<T>(
    _ array: inout [T]?, _ body: (UnsafeMutableBufferPointer<T>?) -> Void
) {
    if array == nil { return body(nil) }
    array!.withUnsafeMutableBufferPointer { body($0) }
}

extension ReplicationRecord {
    static let empty = ReplicationRecord(total: 0, breakdown: TimeBreakdown(), misses: 0,
                                         falseActivations: 0, restarts: 0, capped: false)
}
