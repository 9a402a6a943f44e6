/// A number as people write one in a file or an option: optional sign,
/// decimal digits, an optional fraction and exponent. `Double(_:)` also
/// takes hexadecimal floats ("0x1p-1"), "inf" and "nan", which no one
/// means as a time or a count, so user text is read through here.
package enum DecimalNumber {
    package static func parse(_ text: some StringProtocol) -> Double? {
        var bytes = Substring(text).utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let whole = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(whole.count)
        var fraction = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fraction = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(fraction)
        }
        guard whole.count + fraction > 0 else { return nil }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            let exponent = bytes.prefix(while: isDigit).count
            guard exponent > 0 else { return nil }
            bytes = bytes.dropFirst(exponent)
        }
        guard bytes.isEmpty else { return nil }
        return Double(String(text))
    }
}
