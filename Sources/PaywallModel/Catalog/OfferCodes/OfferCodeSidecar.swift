import Foundation

/// Offer codes a `.storekit` file cannot hold: kiosk's sidecar listing the codes of each code offer, with
/// how often each may be used and until when.
///
/// In StoreKit Testing a code offer is redeemed by its reference name, any number of times. App Store
/// Connect also gives an offer one-time codes (each usable once) and custom codes (each usable up to a
/// number of times), both with an expiry date. The sidecar lists those:
///
/// ```json
/// {
///   "version": 1,
///   "products": {
///     "pro.yearly": {
///       "HALFYEAR": {
///         "oneTimeCodes": ["HY-7Q2K-9XW4", "HY-3MPL-8RTV"],
///         "customCodes": {"SPRING26": {"maxRedemptions": 100, "expires": "2026-06-30"}},
///         "expires": "2026-12-31"
///       }
///     }
///   }
/// }
/// ```
/// Offers are named by their reference name (`SubscriptionOffer.sidecarKey`). It lives beside the catalog as
/// `NAME.codes.json` (or `Codes.json` inside a `NAME.storekit` folder). See docs/formats.md.
public struct OfferCodeSidecar: Sendable, Hashable, CarriesDuplicateKeyWarnings {
    /// One code and what it redeems.
    public struct Code: Sendable, Hashable {
        /// How many times a code may be redeemed, across the whole ledger.
        public enum Limit: Sendable, Hashable {
            /// A one-time code: once.
            case once
            /// A custom code with a maximum number of redemptions.
            case times(Int)
            /// A custom code without a maximum.
            case unlimited
        }

        /// The code as listed.
        public var code: String
        /// The subscription the code offer belongs to.
        public var productID: String
        /// The code offer's reference name (its sidecar key).
        public var offerName: String
        /// How often it may be redeemed.
        public var limit: Limit
        /// When it stops being redeemable, if ever.
        public var expires: Date?

        /// Creates a code.
        public init(code: String, productID: String, offerName: String, limit: Limit, expires: Date? = nil) {
            self.code = code
            self.productID = productID
            self.offerName = offerName
            self.limit = limit
            self.expires = expires
        }
    }

    /// Every code the sidecar lists.
    public var codes: [Code]
    /// The file's duplicate keys, as warning lines.
    public var warnings: [DocumentIssue] = []

    /// Creates a sidecar.
    public init(codes: [Code] = []) {
        self.codes = codes
    }

    /// The code matching a text, ignoring case and surrounding spaces.
    public func code(matching text: String) -> Code? {
        let wanted = text.trimmingCharacters(in: .whitespaces).lowercased()
        return codes.first { $0.code.lowercased() == wanted }
    }

    /// Where the sidecar of a catalog is looked for: `NAME.codes.json` beside `NAME.storekit`, or
    /// `Codes.json` inside a `NAME.storekit` folder.
    public static func defaultURL(forCatalogAt catalogURL: URL) -> URL {
        CatalogSidecar.url(forCatalogAt: catalogURL, suffix: "codes", fileInFolder: "Codes.json")
    }

    /// Loads a sidecar; with a catalog, every product and code offer must exist in it.
    public static func load(from url: URL, catalog: Catalog? = nil) throws(CatalogLoadError) -> OfferCodeSidecar {
        try CatalogSidecar.load(from: url) { decode($0, file: $1, catalog: catalog) }
    }

    /// Decodes sidecar JSON, returning what could be read and every problem.
    public static func decode(_ data: Data, file: String, catalog: Catalog? = nil) -> (sidecar: OfferCodeSidecar?, problems: [CatalogProblem]) {
        CatalogSidecar.decode(data, file: file, what: "an offer code sidecar") { OfferCodeSidecarReader(root: $0, catalog: catalog).read() }
    }
}
