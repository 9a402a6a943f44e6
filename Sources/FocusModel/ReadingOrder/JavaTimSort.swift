/// The order Java's object sort (`Collections.sort`, `List.sort`,
/// `Arrays.sort(Object[])`) leaves a list in, step for step, so that a
/// comparison that is not transitive gives the same result as on a device.
///
/// Written from the algorithm OpenJDK documents in
/// `src/java.base/share/classes/java/util/TimSort.java` and its twin
/// `ComparableTimSort.java` (which Android's libcore ships as
/// `ojluni/src/main/java/java/util/`): below `minMerge` (32) elements, the
/// leading run is found (a strictly descending one is reversed) and the rest
/// is placed by binary insertion; from 32 elements on, natural runs are
/// extended to `minRun` by binary insertion, pushed on a stack whose length
/// invariants trigger merges, and merged with galloping (`minGallop` starts
/// at 7 and adapts). Each detail changes which pairs get compared, and so the
/// result of a comparison that is not transitive: none is simplified here.
///
/// `compare` answers like `compareTo`: negative, zero or positive. Where
/// Java throws "Comparison method violates its general contract!" (a merge
/// runs out of one side too early), this throws `ContractViolation`.
struct JavaTimSort<Element> {
    struct ContractViolation: Error {}

    static var minMerge: Int { 32 }
    static var initialMinGallop: Int { 7 }

    private var a: [Element]
    private let compare: (Element, Element) -> Int
    private var minGallop = JavaTimSort.initialMinGallop
    private var runBase: [Int] = []
    private var runLength: [Int] = []

    private init(_ items: [Element], compare: @escaping (Element, Element) -> Int) {
        a = items
        self.compare = compare
    }

    static func sorted(_ items: [Element],
                       by compare: @escaping (Element, Element) -> Int) throws(ContractViolation) -> [Element] {
        var sorter = JavaTimSort(items, compare: compare)
        try sorter.sortAll()
        return sorter.a
    }

    private mutating func sortAll() throws(ContractViolation) {
        let hi = a.count
        var lo = 0
        var remaining = hi
        if remaining < 2 { return }
        if remaining < Self.minMerge {
            let initialRun = countRunAndMakeAscending(lo, hi)
            binarySort(lo, hi, start: lo + initialRun)
            return
        }
        let minRun = Self.minRunLength(remaining)
        repeat {
            var run = countRunAndMakeAscending(lo, hi)
            if run < minRun {
                let forced = remaining <= minRun ? remaining : minRun
                binarySort(lo, lo + forced, start: lo + run)
                run = forced
            }
            runBase.append(lo)
            runLength.append(run)
            try mergeCollapse()
            lo += run
            remaining -= run
        } while remaining != 0
        try mergeForceCollapse()
    }

    /// Between minMerge/2 and minMerge, so that the count divided by it is
    /// close to, but below, a power of two.
    static func minRunLength(_ count: Int) -> Int {
        var n = count, oddBitShiftedOff = 0
        while n >= minMerge {
            oddBitShiftedOff |= n & 1
            n >>= 1
        }
        return n + oddBitShiftedOff
    }

    // MARK: - Runs

    /// Sorts `lo..<hi` knowing `lo..<start` is sorted: each further element
    /// goes after every element it does not compare below (a binary search).
    private mutating func binarySort(_ lo: Int, _ hi: Int, start: Int) {
        var start = start == lo ? start + 1 : start
        while start < hi {
            let pivot = a[start]
            var left = lo, right = start
            while left < right {
                let mid = (left + right) >> 1
                if compare(pivot, a[mid]) < 0 { right = mid } else { left = mid + 1 }
            }
            var index = start
            while index > left {
                a[index] = a[index - 1]
                index -= 1
            }
            a[left] = pivot
            start += 1
        }
    }

    /// The length of the run starting at `lo`: non-descending, or strictly
    /// descending and then reversed (strictness keeps the sort stable).
    private mutating func countRunAndMakeAscending(_ lo: Int, _ hi: Int) -> Int {
        var runHi = lo + 1
        if runHi == hi { return 1 }
        if compare(a[runHi], a[lo]) < 0 {
            runHi += 1
            while runHi < hi, compare(a[runHi], a[runHi - 1]) < 0 { runHi += 1 }
            a[lo..<runHi].reverse()
        } else {
            runHi += 1
            while runHi < hi, compare(a[runHi], a[runHi - 1]) >= 0 { runHi += 1 }
        }
        return runHi - lo
    }

    /// Merges until, for the top runs, each is longer than the one above it
    /// and longer than the two above it together (OpenJDK's form of the check).
    private mutating func mergeCollapse() throws(ContractViolation) {
        while runLength.count > 1 {
            var n = runLength.count - 2
            if n > 0, runLength[n - 1] <= runLength[n] + runLength[n + 1] {
                if runLength[n - 1] < runLength[n + 1] { n -= 1 }
                try mergeAt(n)
            } else if runLength[n] <= runLength[n + 1] {
                try mergeAt(n)
            } else {
                break
            }
        }
    }

    private mutating func mergeForceCollapse() throws(ContractViolation) {
        while runLength.count > 1 {
            var n = runLength.count - 2
            if n > 0, runLength[n - 1] < runLength[n + 1] { n -= 1 }
            try mergeAt(n)
        }
    }

    /// Merges stack runs `i` and `i + 1`, skipping the head of the first run
    /// that is already in place and the tail of the second.
    private mutating func mergeAt(_ i: Int) throws(ContractViolation) {
        var base1 = runBase[i], length1 = runLength[i]
        let base2 = runBase[i + 1]
        var length2 = runLength[i + 1]
        runLength[i] = length1 + length2
        if i == runLength.count - 3 {
            runBase[i + 1] = runBase[i + 2]
            runLength[i + 1] = runLength[i + 2]
        }
        runBase.removeLast()
        runLength.removeLast()

        let alreadyPlaced = gallopRight(a[base2], in: a, base: base1, length: length1, hint: 0)
        base1 += alreadyPlaced
        length1 -= alreadyPlaced
        if length1 == 0 { return }
        length2 = gallopLeft(a[base1 + length1 - 1], in: a, base: base2, length: length2, hint: length2 - 1)
        if length2 == 0 { return }
        if length1 <= length2 {
            try mergeLow(base1, length1, base2, length2)
        } else {
            try mergeHigh(base1, length1, base2, length2)
        }
    }

    // MARK: - Galloping searches

    /// Where `key` goes in `base..<base+length` of `array`, before any element
    /// that does not compare below it; the search starts at `hint` and
    /// widens by 1, 3, 7, ... before a binary search.
    private func gallopLeft(_ key: Element, in array: [Element], base: Int, length: Int, hint: Int) -> Int {
        var lastOffset = 0, offset = 1
        if compare(key, array[base + hint]) > 0 {
            let maxOffset = length - hint
            while offset < maxOffset, compare(key, array[base + hint + offset]) > 0 {
                lastOffset = offset
                offset = (offset << 1) + 1
            }
            offset = min(offset, maxOffset)
            lastOffset += hint
            offset += hint
        } else {
            let maxOffset = hint + 1
            while offset < maxOffset, compare(key, array[base + hint - offset]) <= 0 {
                lastOffset = offset
                offset = (offset << 1) + 1
            }
            offset = min(offset, maxOffset)
            (lastOffset, offset) = (hint - offset, hint - lastOffset)
        }
        lastOffset += 1
        while lastOffset < offset {
            let middle = lastOffset + ((offset - lastOffset) >> 1)
            if compare(key, array[base + middle]) > 0 { lastOffset = middle + 1 } else { offset = middle }
        }
        return offset
    }

    /// Like `gallopLeft`, but after every element that does not compare above `key`.
    private func gallopRight(_ key: Element, in array: [Element], base: Int, length: Int, hint: Int) -> Int {
        var lastOffset = 0, offset = 1
        if compare(key, array[base + hint]) < 0 {
            let maxOffset = hint + 1
            while offset < maxOffset, compare(key, array[base + hint - offset]) < 0 {
                lastOffset = offset
                offset = (offset << 1) + 1
            }
            offset = min(offset, maxOffset)
            (lastOffset, offset) = (hint - offset, hint - lastOffset)
        } else {
            let maxOffset = length - hint
            while offset < maxOffset, compare(key, array[base + hint + offset]) >= 0 {
                lastOffset = offset
                offset = (offset << 1) + 1
            }
            offset = min(offset, maxOffset)
            lastOffset += hint
            offset += hint
        }
        lastOffset += 1
        while lastOffset < offset {
            let middle = lastOffset + ((offset - lastOffset) >> 1)
            if compare(key, array[base + middle]) < 0 { offset = middle } else { lastOffset = middle + 1 }
        }
        return offset
    }

    // MARK: - Merges

    /// Copies `count` elements of `source` from `from` into `a` at `to`.
    private mutating func copy(_ source: [Element], from: Int, to: Int, count: Int) {
        for k in 0..<count { a[to + k] = source[from + k] }
    }

    /// Moves `count` elements of `a` from `from` to `to`, overlapping safely.
    private mutating func move(from: Int, to: Int, count: Int) {
        if to < from {
            for k in 0..<count { a[to + k] = a[from + k] }
        } else {
            for k in stride(from: count - 1, through: 0, by: -1) { a[to + k] = a[from + k] }
        }
    }

    /// Merges from the front with the first (shorter) run set aside.
    private mutating func mergeLow(_ base1: Int, _ length1: Int, _ base2: Int, _ length2: Int) throws(ContractViolation) {
        var length1 = length1, length2 = length2
        let tmp = Array(a[base1..<(base1 + length1)])
        var cursor1 = 0, cursor2 = base2, dest = base1
        a[dest] = a[cursor2]
        dest += 1
        cursor2 += 1
        length2 -= 1
        if length2 == 0 { copy(tmp, from: cursor1, to: dest, count: length1); return }
        if length1 == 1 {
            move(from: cursor2, to: dest, count: length2)
            a[dest + length2] = tmp[cursor1]
            return
        }
        var gallopThreshold = minGallop
        outer: while true {
            var wins1 = 0, wins2 = 0
            repeat {
                if compare(a[cursor2], tmp[cursor1]) < 0 {
                    a[dest] = a[cursor2]
                    dest += 1
                    cursor2 += 1
                    wins2 += 1
                    wins1 = 0
                    length2 -= 1
                    if length2 == 0 { break outer }
                } else {
                    a[dest] = tmp[cursor1]
                    dest += 1
                    cursor1 += 1
                    wins1 += 1
                    wins2 = 0
                    length1 -= 1
                    if length1 == 1 { break outer }
                }
            } while (wins1 | wins2) < gallopThreshold
            repeat {
                wins1 = gallopRight(a[cursor2], in: tmp, base: cursor1, length: length1, hint: 0)
                if wins1 != 0 {
                    copy(tmp, from: cursor1, to: dest, count: wins1)
                    dest += wins1
                    cursor1 += wins1
                    length1 -= wins1
                    if length1 <= 1 { break outer }
                }
                a[dest] = a[cursor2]
                dest += 1
                cursor2 += 1
                length2 -= 1
                if length2 == 0 { break outer }
                wins2 = gallopLeft(tmp[cursor1], in: a, base: cursor2, length: length2, hint: 0)
                if wins2 != 0 {
                    move(from: cursor2, to: dest, count: wins2)
                    dest += wins2
                    cursor2 += wins2
                    length2 -= wins2
                    if length2 == 0 { break outer }
                }
                a[dest] = tmp[cursor1]
                dest += 1
                cursor1 += 1
                length1 -= 1
                if length1 == 1 { break outer }
                gallopThreshold -= 1
            } while wins1 >= Self.initialMinGallop || wins2 >= Self.initialMinGallop
            gallopThreshold = max(gallopThreshold, 0) + 2
        }
        minGallop = max(gallopThreshold, 1)
        if length1 == 1 {
            move(from: cursor2, to: dest, count: length2)
            a[dest + length2] = tmp[cursor1]
        } else if length1 == 0 {
            throw ContractViolation()
        } else {
            copy(tmp, from: cursor1, to: dest, count: length1)
        }
    }

    /// Merges from the back with the second (shorter) run set aside.
    private mutating func mergeHigh(_ base1: Int, _ length1: Int, _ base2: Int, _ length2: Int) throws(ContractViolation) {
        var length1 = length1, length2 = length2
        let tmp = Array(a[base2..<(base2 + length2)])
        var cursor1 = base1 + length1 - 1, cursor2 = length2 - 1, dest = base2 + length2 - 1
        a[dest] = a[cursor1]
        dest -= 1
        cursor1 -= 1
        length1 -= 1
        if length1 == 0 { copy(tmp, from: 0, to: dest - (length2 - 1), count: length2); return }
        if length2 == 1 {
            dest -= length1
            cursor1 -= length1
            move(from: cursor1 + 1, to: dest + 1, count: length1)
            a[dest] = tmp[cursor2]
            return
        }
        var gallopThreshold = minGallop
        outer: while true {
            var wins1 = 0, wins2 = 0
            repeat {
                if compare(tmp[cursor2], a[cursor1]) < 0 {
                    a[dest] = a[cursor1]
                    dest -= 1
                    cursor1 -= 1
                    wins1 += 1
                    wins2 = 0
                    length1 -= 1
                    if length1 == 0 { break outer }
                } else {
                    a[dest] = tmp[cursor2]
                    dest -= 1
                    cursor2 -= 1
                    wins2 += 1
                    wins1 = 0
                    length2 -= 1
                    if length2 == 1 { break outer }
                }
            } while (wins1 | wins2) < gallopThreshold
            repeat {
                wins1 = length1 - gallopRight(tmp[cursor2], in: a, base: base1, length: length1, hint: length1 - 1)
                if wins1 != 0 {
                    dest -= wins1
                    cursor1 -= wins1
                    length1 -= wins1
                    move(from: cursor1 + 1, to: dest + 1, count: wins1)
                    if length1 == 0 { break outer }
                }
                a[dest] = tmp[cursor2]
                dest -= 1
                cursor2 -= 1
                length2 -= 1
                if length2 == 1 { break outer }
                wins2 = length2 - gallopLeft(a[cursor1], in: tmp, base: 0, length: length2, hint: length2 - 1)
                if wins2 != 0 {
                    dest -= wins2
                    cursor2 -= wins2
                    length2 -= wins2
                    copy(tmp, from: cursor2 + 1, to: dest + 1, count: wins2)
                    if length2 <= 1 { break outer }
                }
                a[dest] = a[cursor1]
                dest -= 1
                cursor1 -= 1
                length1 -= 1
                if length1 == 0 { break outer }
                gallopThreshold -= 1
            } while wins1 >= Self.initialMinGallop || wins2 >= Self.initialMinGallop
            gallopThreshold = max(gallopThreshold, 0) + 2
        }
        minGallop = max(gallopThreshold, 1)
        if length2 == 1 {
            dest -= length1
            cursor1 -= length1
            move(from: cursor1 + 1, to: dest + 1, count: length1)
            a[dest] = tmp[cursor2]
        } else if length2 == 0 {
            throw ContractViolation()
        } else {
            copy(tmp, from: 0, to: dest - (length2 - 1), count: length2)
        }
    }
}
