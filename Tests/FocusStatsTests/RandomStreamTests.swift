import FocusStats
import XCTest

final class RandomStreamTests: XCTestCase {
    private func firstDraws(_ stream: RandomStream, _ count: Int = 20) -> [Double] {
        (0..<count).map { _ in stream.uniform() }
    }

    func testSameSeedGivesSameDraws() {
        XCTAssertEqual(firstDraws(RandomStream(seed: 42)), firstDraws(RandomStream(seed: 42)))
    }

    func testDifferentSeedsGiveDifferentDraws() {
        XCTAssertNotEqual(firstDraws(RandomStream(seed: 42)), firstDraws(RandomStream(seed: 43)))
    }

    func testReseedRestartsTheStream() {
        let stream = RandomStream(seed: 7)
        let first = firstDraws(stream)
        _ = firstDraws(stream, 5)
        stream.reseed(7)
        XCTAssertEqual(firstDraws(stream), first)
    }

    func testReplicationStreamsAreReproducible() {
        let a = RandomStream(seed: 1)
        let b = RandomStream(seed: 999)
        for index in [0, 1, 2, 4095, 4096, 1_000_000] {
            a.reseed(run: 11, replication: index)
            _ = firstDraws(b, 3) // b's history must not matter
            b.reseed(run: 11, replication: index)
            XCTAssertEqual(firstDraws(a), firstDraws(b), "replication \(index)")
        }
    }

    func testDifferentReplicationIndicesGiveDifferentStreams() {
        let stream = RandomStream()
        var seen = Set<[Double]>()
        for index in 0..<2000 {
            stream.reseed(run: 5, replication: index)
            seen.insert(firstDraws(stream, 4))
        }
        XCTAssertEqual(seen.count, 2000)
    }

    func testDifferentRunSeedsGiveDifferentStreamsForTheSameIndex() {
        let stream = RandomStream()
        var seen = Set<[Double]>()
        for seed: UInt64 in 0..<200 {
            stream.reseed(run: seed, replication: 3)
            seen.insert(firstDraws(stream, 4))
        }
        XCTAssertEqual(seen.count, 200)
    }

    func testUniformDrawsStayInRange() {
        let stream = RandomStream(seed: 3)
        for _ in 0..<10_000 {
            let u = stream.uniform()
            XCTAssert(u >= 0 && u < 1)
            let p = stream.uniformPositive()
            XCTAssert(p > 0 && p < 1)
        }
    }
}
