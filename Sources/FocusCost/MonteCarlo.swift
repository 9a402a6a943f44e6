import Dispatch
import Synchronization
import FocusSimulation
import FocusStats
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        /// Per-step attempts and misses summed over all replications.
        var stepTallies: [(attempts: Int, misses: Int)]
        var records: [ReplicationRecord]?
        /// With `settings.keepStepEnds`: per task step, the sum over replications
        /// of the breakdown when the step was finished (the final one for steps a
        /// capped replication did not finish), summed per chunk and in chunk order.
        var stepEndSums: [TimeBreakdown]?
        var elapsedSeconds: Double
        /// CPU seconds the workers spent in their replication loops, summed.
        var cpuSeconds: Double
        var model: ModelDescription
    }

    /// Floating-point sums are kept per chunk and added in chunk order, so they
    /// do not depend on which thread ran which chunk.
    private struct ChunkSums {
        var breakdown = TimeBreakdown()
    }

    /// What a worker counts; integer sums are exact, so workers can simply add them up.
    private struct WorkerCounts {
        var counts = EventCounts()
        var steps: [StepTotal]
        /// Not a count, but kept per worker like one; its sum does not enter any result.
        var cpuSeconds = 0.0

        init(steps: Int) {
            self.steps = Array(repeating: StepTotal(), count: steps)
        }

        mutating func add(_ other: WorkerCounts) {
            counts.add(other.counts)
            cpuSeconds += other.cpuSeconds
            for step in steps.indices { steps[step].add(other.steps[step]) }
        }
    }

    /// Pointers into the output arrays, shared by the workers; each index is
    /// written by exactly one worker, so no two threads touch the same element.
    private struct SharedOutput: @unchecked Sendable {
        let totals: UnsafeMutableBufferPointer<Double>
        let chunks: UnsafeMutableBufferPointer<ChunkSums>
        let records: UnsafeMutableBufferPointer<ReplicationRecord>?
        let workerCounts: UnsafeMutableBufferPointer<WorkerCounts>
        /// Chunk c's sums for step s at c × steps + s.
        let stepEnds: UnsafeMutableBufferPointer<TimeBreakdown>?
    }

    /// `progress` is told the size of each chunk once it is done.
    static func run<Simulator: ReplicationSimulator>(
        _ simulator: Simulator, settings: SimulationSettings, progress: (@Sendable (Int) -> Void)? = nil
    ) -> Output {
        var prepared = simulator
        if settings.keepStepEnds { prepared.keepStepEnds() }
        let source = prepared
        let n = settings.replications
        let chunkCount = (n + chunkSize - 1) / chunkSize
        let workers = max(1, min(settings.threads, chunkCount))
        var totals = [Double](repeating: 0, count: n)
        var chunks = [ChunkSums](repeating: ChunkSums(), count: chunkCount)
        let steps = simulator.stepCount
        var workerCounts = [WorkerCounts](repeating: WorkerCounts(steps: steps), count: workers)
        var stepEnds: [TimeBreakdown]? = settings.keepStepEnds
            ? [TimeBreakdown](repeating: TimeBreakdown(), count: chunkCount * steps) : nil
        // With a record sink, records are kept for one block of chunks at a
        // time and handed over in replication order; chunk boundaries do not
        // move, so every number is the same as in one unblocked pass.
        let sink = settings.recordSink
        let blockChunks = sink.map { max(1, $0.chunksPerBlock) } ?? max(1, chunkCount)
        var records: [ReplicationRecord]? = sink != nil
            ? [ReplicationRecord](repeating: .empty, count: min(n, blockChunks * chunkSize))
            : settings.keepReplications ? [ReplicationRecord](repeating: .empty, count: n) : nil
        let clock = ContinuousClock()
        let started = clock.now
        var inSink = Duration.zero

        for blockStart in stride(from: 0, to: chunkCount, by: blockChunks) {
            let blockEnd = min(chunkCount, blockStart + blockChunks)
            let recordBase = sink == nil ? 0 : blockStart * chunkSize
            let blockWorkers = min(workers, blockEnd - blockStart)
            totals.withUnsafeMutableBufferPointer { totalsBuffer in
              chunks.withUnsafeMutableBufferPointer { chunksBuffer in
                withOptionalBuffer(&records) { recordsBuffer in
                  workerCounts.withUnsafeMutableBufferPointer { countsBuffer in
                   withOptionalBuffer(&stepEnds) { stepEndsBuffer in
                    let output = SharedOutput(totals: totalsBuffer, chunks: chunksBuffer, records: recordsBuffer,
                                              workerCounts: countsBuffer, stepEnds: stepEndsBuffer)
                    // Workers take the next chunk as they become free, so a thread
                    // slowed by other work on its core does not hold the run up.
                    let nextChunk = Atomic<Int>(blockStart)
                    DispatchQueue.concurrentPerform(iterations: blockWorkers) { worker in
                        let cpuStarted = threadCPUSeconds()
                        var local = source.copyForWorker()
                        let stream = RandomStream()
                        var counted = WorkerCounts(steps: steps)
                        // The steps' totals as a buffer the simulator adds to once per replication.
                        let stepTotals = UnsafeMutableBufferPointer<StepTotal>.allocate(capacity: steps)
                        stepTotals.initialize(repeating: StepTotal())
                        defer { stepTotals.deallocate() }
                        var record = ReplicationRecord.empty
                        var unfinishedFrom = [TimeBreakdown](repeating: TimeBreakdown(),
                                                             count: output.stepEnds == nil ? 0 : steps)
                        while true {
                            let chunk = nextChunk.wrappingAdd(1, ordering: .relaxed).oldValue
                            if chunk >= blockEnd { break }
                            var batch = ReplicationBatch(
                                indices: (chunk * chunkSize)..<min(n, (chunk + 1) * chunkSize), seed: settings.seed,
                                firstReplication: settings.firstReplication, maxSeconds: settings.maxSeconds,
                                totals: output.totals.baseAddress!, records: output.records?.baseAddress,
                                recordBase: recordBase)
                            if let ends = output.stepEnds {
                                // Each replication's step ends are read before the next one plays.
                                let first = chunk * steps
                                for i in batch.indices {
                                    batch.reseed(stream, for: i)
                                    local.run(stream: stream, maxSeconds: settings.maxSeconds, into: &record)
                                    batch.add(record, at: i)
                                    local.addStepTallies(to: stepTotals)
                                    let finished = local.finishedSteps
                                    for step in 0..<finished { ends[first + step] += local.breakdown(afterStep: step) }
                                    // Every step a capped replication did not finish ends at its final
                                    // breakdown: noted once here, spread over those steps below, so
                                    // that a replication costs its finished steps, not the task's length.
                                    if finished < steps { unfinishedFrom[finished] += record.breakdown }
                                }
                                var unfinished = TimeBreakdown()
                                for step in 0..<steps {
                                    unfinished += unfinishedFrom[step]
                                    unfinishedFrom[step] = TimeBreakdown()
                                    ends[first + step] += unfinished
                                }
                            } else {
                                local.run(batch: &batch, stream: stream, stepTotals: stepTotals)
                            }
                            output.chunks[chunk] = ChunkSums(breakdown: batch.breakdown)
                            counted.counts.add(batch)
                            progress?(batch.indices.count)
                        }
                        counted.steps = Array(stepTotals)
                        counted.cpuSeconds = threadCPUSeconds() - cpuStarted
                        // Integer sums: adding a worker's blocks in any order gives the same counts.
                        output.workerCounts[worker].add(counted)
                    }
                   }
                  }
                }
              }
            }
            if let sink, let kept = records {
                let count = min(n, blockEnd * chunkSize) - recordBase
                let handedOver = clock.now
                sink.deliver(seed: settings.seed, first: recordBase, records: kept[0..<count])
                // The elapsed time is the simulation's alone, not the writing of its rows.
                inSink += clock.now - handedOver
            }
        }
        if sink != nil { records = nil }

        let elapsed = clock.now - started - inSink
        var breakdown = TimeBreakdown()
        for sums in chunks { breakdown += sums.breakdown }
        var counts = EventCounts()
        var stepTallies = Array(repeating: (attempts: 0, misses: 0), count: steps)
        var cpuSeconds = 0.0
        for counted in workerCounts {
            counts.add(counted.counts)
            cpuSeconds += counted.cpuSeconds
            for step in 0..<steps {
                stepTallies[step].attempts += counted.steps[step].attempts
                stepTallies[step].misses += counted.steps[step].misses
            }
        }
        let stepEndSums = stepEnds.map { ends in
            (0..<steps).map { step in
                var sum = TimeBreakdown()
                for chunk in 0..<chunkCount { sum += ends[chunk * steps + step] }
                return sum
            }
        }
        return Output(totals: totals, breakdownSums: breakdown, counts: counts, stepTallies: stepTallies,
                      records: records, stepEndSums: stepEndSums,
                      elapsedSeconds: Double(elapsed.components.seconds)
                          + Double(elapsed.components.attoseconds) * 1e-18,
                      cpuSeconds: cpuSeconds, model: simulator.modelDescription)
    }

    /// CPU time of the calling thread: unlike wall-clock time, other work on
    /// a shared machine does not stretch it.
    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}

private func withOptionalBuffer<T>(
    _ array: inout [T]?, _ body: (UnsafeMutableBufferPointer<T>?) -> Void
) {
    if array == nil { return body(nil) }
    array!.withUnsafeMutableBufferPointer { body($0) }
}
