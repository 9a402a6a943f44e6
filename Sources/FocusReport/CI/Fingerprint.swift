/// A stable identity of a result for code-scanning dashboards (SARIF
/// `partialFingerprints`): FNV-1a (64 bits) of what the result is about —
/// rule, file, order, elements or user — never of times or costs, so the
/// same finding has the same fingerprint whatever the seed.
enum Fingerprint {
    static let key = "focusbench/v1"

    static func of(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in parts.joined(separator: "\u{1F}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
