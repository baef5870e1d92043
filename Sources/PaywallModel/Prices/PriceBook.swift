import Foundation

/// The prices of a catalog's products and offers in any storefront.
///
/// A price comes from the sidecar when it lists the product (or offer) for the storefront; otherwise it is
/// the catalog's price in the storefront's currency, as StoreKit Testing charges it.
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
        let amount = sidecar?.productPrices[storefront.alpha3]?[product.id] ?? product.price
        return Price(amount, storefront.currency)
    }

    /// What an offer on a product costs in a storefront (per period for pay-as-you-go, 0 when free).
    public func price(of offer: SubscriptionOffer, on product: Product, in storefront: Storefront) -> Price {
        guard offer.paymentMode != .freeTrial else { return Price(0, storefront.currency) }
        let amount = sidecar?.offerPrices[storefront.alpha3]?[product.id]?[offer.sidecarKey] ?? offer.price
        return Price(amount, storefront.currency)
    }

    /// A subscription's renewal price and period in a storefront; `nil` for other products.
    public func renewalPrice(of product: Product, in storefront: Storefront) -> PeriodicPrice? {
        product.subscription.map { PeriodicPrice(price(of: product, in: storefront), every: $0.period) }
    }
}
