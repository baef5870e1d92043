import Foundation

/// The prices of a catalog's products and offers in any storefront: the one place that says what product P
/// costs a customer, for the store, the paywalls and the charge alike.
///
/// A price comes from the sidecar when it lists the product (or offer) for the storefront; otherwise it is
/// the catalog's amount in the storefront's currency, as StoreKit Testing charges it (`reusedCatalogPrices(in:)`
/// says when that puts an amount in another currency). Every price is rounded to the currency's minor unit
/// (half up): a catalog's 8.77 is ¥9 in Japan, never ¥8.77.
public struct PriceBook: Sendable, Hashable {
    /// The catalog.
    public var catalog: Catalog
    /// Prices per storefront, when there is a sidecar.
    public var sidecar: PriceSidecar?

    /// Creates a price book.
    public init(catalog: Catalog, sidecar: PriceSidecar? = nil) {
        self.catalog = catalog
        self.sidecar = sidecar
    }

    /// What a product costs in a storefront.
    public func price(of product: Product, in storefront: Storefront) -> Price {
        charged(sidecarPrice(of: product, in: storefront) ?? product.price, in: storefront)
    }

    /// What an offer on a product costs in a storefront (per period for pay-as-you-go, 0 when free).
    public func price(of offer: SubscriptionOffer, on product: Product, in storefront: Storefront) -> Price {
        guard offer.paymentMode != .freeTrial else { return Price(0, storefront.currency) }
        return charged(sidecarPrice(of: offer, on: product, in: storefront) ?? offer.price, in: storefront)
    }

    /// A subscription's renewal price and period in a storefront; `nil` for other products.
    public func renewalPrice(of product: Product, in storefront: Storefront) -> PeriodicPrice? {
        product.subscription.map { PeriodicPrice(price(of: product, in: storefront), every: $0.period) }
    }

    /// The products and offers (`product id` or `product id: offer key`) whose price in `storefront` is the
    /// catalog's amount in another currency, because the sidecar does not price them there; empty when every
    /// price is the storefront's own (or the storefront uses the catalog's currency).
    public func reusedCatalogPrices(in storefront: Storefront) -> [String] {
        guard storefront.currency != catalog.storefront.currency else { return [] }
        return catalog.products.flatMap { product -> [String] in
            let own = sidecarPrice(of: product, in: storefront) == nil ? [product.id] : []
            return own + PriceBook.pricedOffers(of: product).filter { sidecarPrice(of: $0, on: product, in: storefront) == nil }
                .map { "\(product.id): \($0.sidecarKey)" }
        }
    }

    /// A product's offers that cost something (all but free trials): the ones a price sidecar prices.
    public static func pricedOffers(of product: Product) -> [SubscriptionOffer] {
        (product.subscription?.allOffers ?? []).filter { $0.paymentMode != .freeTrial }
    }

    /// One sentence saying plainly that prices in `storefront` reuse the catalog's amounts in another currency,
    /// or `nil` when none does.
    public func reuseNotice(in storefront: Storefront) -> String? {
        let reused = reusedCatalogPrices(in: storefront)
        guard let first = reused.first else { return nil }
        let (code, catalogCode) = (storefront.currency.code, catalog.storefront.currency.code)
        let which = reused.count == 1 ? "\(first) reuses the catalog's \(catalogCode) amount"
            : "\(reused.count) prices (\(first), …) reuse the catalog's \(catalogCode) amounts"
        return "No \(code) price for \(storefront.alpha3) in the price sidecar: \(which) as \(code), as StoreKit Testing does."
    }

    /// One short line (for a paywall's status line or the store) saying that prices in `storefront` reuse the catalog's amounts in
    /// another currency and are charged that way (which, or how many, when the sidecar prices the others); `nil`
    /// when none does.
    public func reuseNote(in storefront: Storefront) -> String? {
        let reused = reusedCatalogPrices(in: storefront)
        guard let first = reused.first else { return nil }
        let (code, catalogCode) = (storefront.currency.code, catalog.storefront.currency.code)
        let prices = catalog.products.map { 1 + PriceBook.pricedOffers(of: $0).count }.reduce(0, +)
        if reused.count == prices { return "Catalog \(catalogCode) amounts shown and charged as \(code) (no \(code) prices in the sidecar)" }
        let which = reused.count == 1 ? first : "\(reused.count) prices (\(first), …)"
        return "No \(code) price in the sidecar for \(which): the catalog's \(catalogCode) amount charged as \(code)"
    }

    /// One sentence for a product's screen and purchase sheet when its price in `storefront` is the catalog's
    /// amount in another currency, naming both amounts (the second is what is charged); `nil` otherwise.
    public func reuseNote(for product: Product, in storefront: Storefront) -> String? {
        guard storefront.currency != catalog.storefront.currency,
              sidecarPrice(of: product, in: storefront) == nil else { return nil }
        let (code, catalogCode) = (storefront.currency.code, catalog.storefront.currency.code)
        let charged = price(of: product, in: storefront).amount
        return "No \(code) price in the price sidecar: the catalog's \(product.price) \(catalogCode) is shown and charged as \(charged) \(code)."
    }

    private func sidecarPrice(of product: Product, in storefront: Storefront) -> Decimal? {
        sidecar?.price(of: product, in: storefront, catalogCurrency: catalog.storefront.currency)
    }

    private func sidecarPrice(of offer: SubscriptionOffer, on product: Product, in storefront: Storefront) -> Decimal? {
        sidecar?.price(of: offer, on: product, in: storefront, catalogCurrency: catalog.storefront.currency)
    }

    /// An amount in a storefront's currency, rounded half up to its minor unit.
    private func charged(_ amount: Decimal, in storefront: Storefront) -> Price {
        Price(amount, storefront.currency).roundedToMinorUnit
    }
}
