import Foundation

/// Reads price text as written in catalogs: ASCII digits with an optional decimal point and decimals.
public enum PriceText {
    /// The largest price a catalog or sidecar may give (a trillion): the ledger keeps amounts in thousandths in
    /// 64-bit integers (up to about 9.2 × 10^15), and no store price comes near it.
    public static let maximum: Decimal = 1_000_000_000_000

    /// Whether `text` is written as a price (digits, at most one point) but too long to read: more digits than
    /// any price up to `maximum` has.
    public static func isTooLong(_ text: String) -> Bool {
        let points = text.utf8.filter { $0 == UInt8(ascii: ".") }.count
        let digits = text.utf8.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        return points <= 1 && digits + points == text.utf8.count && digits > 18
    }

    /// The exact decimal value of `"4.99"`, `"29"`, `"0.0"`; `nil` for anything else (`"4,99"`, `"-1"`, `"$4"`).
    public static func parse(_ text: String) -> Decimal? {
        var significand: UInt64 = 0
        var digits = 0
        var decimals = 0
        var seenPoint = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard !seenPoint, digits > 0 else { return nil }
                seenPoint = true
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            digits += 1
            guard digits <= 18 else { return nil }
            significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
            if seenPoint { decimals += 1 }
        }
        guard digits > 0, !seenPoint || decimals > 0 else { return nil }
        return Decimal(sign: .plus, exponent: -decimals, significand: Decimal(significand))
    }
}
