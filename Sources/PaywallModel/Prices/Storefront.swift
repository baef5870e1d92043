/// An App Store storefront: a country or region, named by its ISO 3166-1 alpha-3 code as in `.storekit`
/// files (`USA`, `DEU`, `JPN`), with the currency its prices are charged in.
public struct Storefront: Sendable, Hashable, CustomStringConvertible {
    /// The ISO 3166-1 alpha-3 code (`DEU`), as `.storekit` settings and StoreKit's `Storefront.countryCode` use.
    public let alpha3: String
    /// The ISO 3166-1 alpha-2 code (`DE`), as locales use.
    public let alpha2: String
    /// The currency the App Store charges in this storefront.
    public let currency: Currency
    /// The English name of the country or region.
    public let name: String

    /// Every App Store storefront, sorted by English name.
    public static let all: [Storefront] = StorefrontTable.rows.split(separator: "\n").map(Storefront.init(row:))

    /// The storefront with this alpha-3 or alpha-2 code (any letter case); `nil` when there is none.
    ///
    /// Its row is found in the table, so the storefront a process uses is made without making the others.
    public init?(code: String) {
        guard let row = StorefrontTable.row(withCode: code.uppercased()) else { return nil }
        self.init(row: row)
    }

    /// The storefront of one table row: alpha-3 and alpha-2 codes, currency and name, separated by spaces.
    private init(row: Substring) {
        let fields = row.split(separator: " ", maxSplits: 3).map(String.init)
        self.init(alpha3: fields[0], alpha2: fields[1], currency: Currency(code: fields[2]), name: fields[3])
    }

    private init(alpha3: String, alpha2: String, currency: Currency, name: String) {
        self.alpha3 = alpha3
        self.alpha2 = alpha2
        self.currency = currency
        self.name = name
    }

    /// The United States storefront, the default when a catalog names none.
    public static let unitedStates = Storefront(code: "USA")!

    public var description: String { alpha3 }
}
