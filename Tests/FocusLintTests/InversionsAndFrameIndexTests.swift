@testable import FocusLint
import FocusModel
import FocusStats
import XCTest

/// The n log n helpers of lint give exactly what comparing every pair gives.
final class InversionsAndFrameIndexTests: XCTestCase {
    private func shuffled(_ count: Int, seed: UInt64) -> [Int] {
        let stream = RandomStream(seed: seed)
        var values = Array(0..<count)
        for index in values.indices.reversed() where index > 0 {
            values.swapAt(index, Int(stream.uniform() * Double(index + 1)) % (index + 1))
        }
        return values
    }

    func testInversionsMatchTheDoubleLoop() {
        for (count, seed) in [(0, 1), (1, 2), (2, 3), (7, 4), (60, 5), (300, 6)] as [(Int, UInt64)] {
            let order = shuffled(count, seed: seed)
            let ids = order.map { "e\($0)" }
            var rank: [String: Int] = [:]
            for value in 0..<count { rank["e\(value)"] = value }
            var pairs: [[String]] = []
            for i in ids.indices {
                for j in ids.indices where j > i && rank[ids[i]]! > rank[ids[j]]! { pairs.append([ids[i], ids[j]]) }
            }
            let inversions = Inversions(ids, rank: rank)
            XCTAssertEqual(inversions.count, pairs.count, "\(count) elements")
            XCTAssertEqual(inversions.firstPairs, Array(pairs.prefix(Inversions.listedPairs)))
            XCTAssertEqual(inversions.involved, ids.filter { id in pairs.contains { $0.contains(id) } })
        }
    }

    func testFrameIndexMatchesComparingEveryFrame() {
        let stream = RandomStream(seed: 9)
        let frames = (0..<400).map { _ in
            Frame(x: (stream.uniform() * 300).rounded(), y: (stream.uniform() * 900).rounded(),
                  width: 1 + (stream.uniform() * 80).rounded(), height: 1 + (stream.uniform() * 60).rounded())
        }
        let index = FrameIndex(frames)
        for query in frames.prefix(100) {
            let expected = frames.indices.filter { other in
                let b = frames[other]
                return query.x < b.x + b.width && b.x < query.x + query.width
                    && query.y < b.y + b.height && b.y < query.y + query.height
            }
            XCTAssertEqual(index.overlapping(query), expected)
        }
    }
}
