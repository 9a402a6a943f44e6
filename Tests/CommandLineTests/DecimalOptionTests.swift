import XCTest

/// Numbers in options are decimal: Swift's reading of a hexadecimal float,
/// "inf" or "nan" is no number anyone means.
final class DecimalOptionTests: XCTestCase {
    func testHexadecimalAndInfiniteNumbersAreRefused() throws {
        try BadInput.assertRefused(["simulate", "scenarios/signup.json", "--max-seconds", "0x10"],
                                   startsWith: "focusbench: --max-seconds expects")
        try BadInput.assertRefused(["tune", "scenarios/signup.json", "--range", "0x1p-1:2"],
                                   startsWith: "focusbench: --range expects")
        try BadInput.assertRefused(["tune", "scenarios/signup.json", "--max-miss-rate", "nan"],
                                   startsWith: "focusbench: --max-miss-rate expects")
    }

    /// A tuned setting is bounded as a profile's scanInterval is.
    func testATuningRangeBeyondAProfilesBoundIsRefused() throws {
        try BadInput.assertRefused(["tune", "scenarios/signup.json", "--range", "1:5000"],
                                   startsWith: "focusbench: --range expects LO:HI in seconds within 0:3600")
    }
}
