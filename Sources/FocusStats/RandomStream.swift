import CGSL

/// One GSL random number generator (`gsl_rng_taus2`), owned by this object.
///
/// taus2 (L'Ecuyer 1996, maximally equidistributed combined Tausworthe) is used
/// because re-seeding it costs a few dozen nanoseconds, which lets every Monte
/// Carlo replication have its own stream without slowing the run down.
/// Not thread-safe: give each thread its own stream.
@usableFromInline
package final class RandomStream {
    @usableFromInline let rng: UnsafeMutablePointer<gsl_rng>

    /// Creates a generator seeded with 0. Not a default argument: the class is
    /// usable from inlinable code, and a default argument's value is then
    /// looked for in the calling module, where some builds do not find it.
    public convenience init() { self.init(seed: 0) }

    /// Creates a generator seeded with `seed`.
    public init(seed: UInt64) {
        GSLSetup.ensure()
        guard let rng = gsl_rng_alloc(focusbench_rng_taus2()) else {
            // Allocation of a few bytes failing means the process is out of memory.
            fatalError("gsl_rng_alloc failed: out of memory")
        }
        self.rng = rng
        reseed(seed)
    }

    deinit { gsl_rng_free(rng) }

    /// Restarts the generator on the stream named by `seed`.
    @inline(__always)
    public func reseed(_ seed: UInt64) {
        gsl_rng_set(rng, UInt(truncatingIfNeeded: seed))
    }

    /// Restarts the generator on replication `index`'s own stream of run `seed`.
    ///
    /// taus2 takes 32-bit seeds, so distinct replications must get distinct
    /// 32-bit values: the run seed picks a 32-bit base, the index is added to
    /// it and the sum goes through a bijective mixer (the MurmurHash3
    /// finalizer), so up to 2^32 replications of one run never share a stream
    /// and neighbouring indices get unrelated seeds.
    @inline(__always)
    public func reseed(run seed: UInt64, replication index: Int) {
        let base = UInt32(truncatingIfNeeded: SeedMixer.splitMix64(seed))
        var x = base &+ UInt32(truncatingIfNeeded: index)
        x = SeedMixer.fmix32(x)
        // taus2 maps seed 0 to its default seed; steer it to a value no index reaches twice.
        gsl_rng_set(rng, UInt(x == 0 ? 0x9E37_79B9 : x))
    }

    /// A uniform draw in [0, 1).
    @inlinable @inline(__always) public func uniform() -> Double { gsl_rng_uniform(rng) }

    /// A uniform draw in (0, 1).
    @inlinable @inline(__always) public func uniformPositive() -> Double { gsl_rng_uniform_pos(rng) }

    @inlinable @inline(__always) public func flat(_ low: Double, _ high: Double) -> Double { gsl_ran_flat(rng, low, high) }

    @inlinable @inline(__always) public func gaussian(sd: Double) -> Double { gsl_ran_gaussian_ziggurat(rng, sd) }

    /// A draw from N(0, sd) conditioned on being above `lower` (GSL's tail sampler).
    @inlinable @inline(__always) public func gaussianTail(above lower: Double, sd: Double) -> Double {
        gsl_ran_gaussian_tail(rng, lower, sd)
    }

    @inlinable @inline(__always) public func lognormal(mu: Double, sigma: Double) -> Double { gsl_ran_lognormal(rng, mu, sigma) }

    @inlinable @inline(__always) public func gamma(shape: Double, scale: Double) -> Double { gsl_ran_gamma(rng, shape, scale) }

    @inlinable @inline(__always) public func exponential(mean: Double) -> Double { gsl_ran_exponential(rng, mean) }

    /// The number of Bernoulli(p) trials up to and including the first success (>= 1).
    @inlinable @inline(__always) public func geometric(_ p: Double) -> UInt32 { gsl_ran_geometric(rng, p) }
}

/// Integer mixers used to derive independent-looking seeds from run seeds and indices.
package enum SeedMixer {
    /// SplitMix64's output function (Steele, Lea & Flood 2014).
    @inline(__always)
    public static func splitMix64(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// MurmurHash3's 32-bit finalizer: a bijection on UInt32.
    @inline(__always)
    public static func fmix32(_ value: UInt32) -> UInt32 {
        var h = value
        h ^= h >> 16
        h = h &* 0x85EB_CA6B
        h ^= h >> 13
        h = h &* 0xC2B2_AE35
        h ^= h >> 16
        return h
    }
}
