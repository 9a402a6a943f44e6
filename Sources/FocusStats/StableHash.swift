/// FNV-1a, 64 bits: stable across runs and platforms (Swift's `Hasher` is
/// seeded per process), for identities written to files and seeds derived
/// from names.
public enum StableHash {
    public static func fnv1a64(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        return value
    }

    /// "fnv1a64:" and 16 hex digits.
    public static func fnv1a64Text(_ text: String) -> String {
        let digits = String(fnv1a64(text), radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
