/// An ISO 4217 currency and the number of decimals of its minor unit.
public struct Currency: Sendable, Hashable, CustomStringConvertible {
    /// The three-letter code (`EUR`).
    public let code: String
    /// How many decimals the currency's minor unit has: 2 for USD, 0 for JPY and KRW, 3 for KWD.
    public let minorUnitDigits: Int

    /// The currency with this code (letter case ignored); decimals follow ISO 4217 (2 unless listed otherwise).
    public init(code: String) {
        let upper = code.uppercased()
        self.code = upper
        if Currency.zeroDecimalCodes.contains(upper) {
            minorUnitDigits = 0
        } else if Currency.threeDecimalCodes.contains(upper) {
            minorUnitDigits = 3
        } else {
            minorUnitDigits = 2
        }
    }

    /// Currencies whose ISO 4217 minor unit has no decimals.
    static let zeroDecimalCodes: Set<String> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV",
        "XAF", "XOF", "XPF",
    ]

    /// Currencies whose ISO 4217 minor unit has three decimals.
    static let threeDecimalCodes: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

    /// Whether amounts in this currency are shown without decimals.
    public var isZeroDecimal: Bool { minorUnitDigits == 0 }

    /// The US dollar.
    public static let usd = Currency(code: "USD")

    public var description: String { code }
}
