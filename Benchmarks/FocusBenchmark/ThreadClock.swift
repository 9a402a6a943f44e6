import Foundation

/// CPU time of the calling thread: unlike wall-clock time, other work on a
/// shared machine does not stretch it, so rounds taken minutes apart compare.
enum ThreadClock {
    static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
