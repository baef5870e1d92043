import Foundation

/// Prices per storefront that a `.storekit` file cannot hold: kiosk's own small sidecar file.
///
/// A `.storekit` file has one price per product. StoreKit Testing charges that number in whatever storefront
/// is chosen; App Store Connect has a real price per storefront. The sidecar gives those prices:
///
/// ```json
/// {
///   "version": 1,
///   "storefronts": {
///     "DEU": {"products": {"pro.monthly": "9.99"}, "offers": {"pro.monthly": {"introductory": "1.99"}}},
///     "JPN": {"products": {"pro.monthly": "1500"}}
///   }
/// }
/// ```
/// Storefronts are alpha-3 codes; offers are named as `SubscriptionOffer.sidecarKey` says. It lives beside
/// the catalog as `NAME.prices.json` (or `Prices.json` inside a `NAME.storekit` folder). See docs/formats.md.
public struct PriceSidecar: Sendable, Hashable, CarriesDuplicateKeyWarnings {
    /// Product prices by storefront (alpha-3) and product id.
    public var productPrices: [String: [String: Decimal]]
    /// Offer prices by storefront (alpha-3), product id and offer key.
    public var offerPrices: [String: [String: [String: Decimal]]]
    /// The file's duplicate keys, as warnings naming the file.
    public var warnings: [DocumentIssue] = []
    /// For a sidecar that prices the storefronts it does not list on demand (the built-in demo's; see
    /// `DemoPricePoints`), the storefront it lists for each currency (the first by code); `nil` for any other.
    var listedStorefrontByCurrency: [String: String]?

    /// Creates a sidecar.
    public init(productPrices: [String: [String: Decimal]] = [:], offerPrices: [String: [String: [String: Decimal]]] = [:]) {
        self.productPrices = productPrices
        self.offerPrices = offerPrices
    }

    /// A product's price in a storefront, when the sidecar gives one.
    public func price(of product: Product, in storefront: Storefront, catalogCurrency: Currency) -> Decimal? {
        switch unlistedPricing(of: storefront, catalogCurrency: catalogCurrency) {
        case nil: productPrices[storefront.alpha3]?[product.id]
        case .sameCurrency(let listed): productPrices[listed]?[product.id]
        case .pricePoints(let currency): DemoPricePoints.price(forDollars: product.price, in: currency)
        }
    }

    /// The price of an offer on a product in a storefront, when the sidecar gives one.
    public func price(of offer: SubscriptionOffer, on product: Product, in storefront: Storefront, catalogCurrency: Currency) -> Decimal? {
        switch unlistedPricing(of: storefront, catalogCurrency: catalogCurrency) {
        case nil: offerPrices[storefront.alpha3]?[product.id]?[offer.sidecarKey]
        case .sameCurrency(let listed): offerPrices[listed]?[product.id]?[offer.sidecarKey]
        case .pricePoints(let currency):
            // As a table keyed by the offer's key would hold: the last priced offer of the product with that key.
            PriceBook.pricedOffers(of: product).last { $0.sidecarKey == offer.sidecarKey }
                .flatMap { DemoPricePoints.price(forDollars: $0.price, in: currency) }
        }
    }

    /// The storefronts the sidecar prices, sorted.
    public var storefrontCodes: [String] {
        Set(productPrices.keys).union(offerPrices.keys).sorted()
    }

    /// Where the sidecar of a catalog is looked for: `NAME.prices.json` beside `NAME.storekit`, or
    /// `Prices.json` inside a `NAME.storekit` folder.
    public static func defaultURL(forCatalogAt catalogURL: URL) -> URL {
        CatalogSidecar.url(forCatalogAt: catalogURL, suffix: "prices", fileInFolder: "Prices.json")
    }

    /// Loads a sidecar; with a catalog, every product id and offer key must exist in it.
    public static func load(from url: URL, catalog: Catalog? = nil) throws(CatalogLoadError) -> PriceSidecar {
        try CatalogSidecar.load(from: url) { decode($0, file: $1, catalog: catalog) }
    }

    /// Decodes sidecar JSON, returning what could be read and every problem.
    public static func decode(_ data: Data, file: String, catalog: Catalog? = nil) -> (sidecar: PriceSidecar?, problems: [CatalogProblem]) {
        CatalogSidecar.decode(data, file: file, what: "a price sidecar") { PriceSidecarReader(root: $0, catalog: catalog).read() }
    }
}

extension SubscriptionOffer {
    /// How a price sidecar names this offer: `introductory` for an introductory offer, the offer id of a
    /// promotional or win-back offer, the reference name of an offer code (the internal id when those are absent).
    public var sidecarKey: String {
        switch kind {
        case .introductory: "introductory"
        case .promotional, .winBack: offerID ?? internalID ?? ""
        case .code: referenceName ?? internalID ?? ""
        }
    }
}
