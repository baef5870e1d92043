import Foundation

/// What one package of a paywall costs this customer: product, price, the offer that applies, and its
/// discount against the paywall's most expensive package per month.
public struct PackagePricing: Sendable, Hashable {
    /// The package's id in the offering.
    public var packageID: String
    /// The product sold.
    public var product: Product
    /// Its price in the storefront's currency.
    public var price: Price
    /// The offer its texts show, if any.
    public var offer: SubscriptionOffer?
    /// The offer's price in the storefront's currency (per period for pay-as-you-go, 0 when free).
    public var offerPrice: Price?
    /// How much cheaper per month it is than the most expensive package (`nil` for that one, for products
    /// without a period, and when not cheaper); see `discounted(_:against:)`.
    public var relativeDiscount: RelativeDiscount?

    /// The renewal price and period, for subscriptions.
    public var periodicPrice: PeriodicPrice? {
        product.subscription.map { PeriodicPrice(price, every: $0.period) }
    }

    /// Prices the packages of a paywall whose products are in the catalog (others are left out), in order.
    ///
    /// `price` gives a product's price for the customer's storefront, and `offerPrice` an offer's; by
    /// default both are the catalog's, in the product price's currency.
    public static func forPackages(_ packages: [OfferingPackage], catalog: Catalog, eligibility: OfferEligibility,
                                   price: (Product) -> Price,
                                   offerPrice: ((SubscriptionOffer, Product) -> Price)? = nil) -> [PackagePricing] {
        let priced = packages.compactMap { package -> PackagePricing? in
            guard let product = catalog.product(withID: package.productID) else { return nil }
            let productPrice = price(product)
            let offer = eligibility.offer(for: product)
            let offerAmount = offer.map { offer in offerPrice?(offer, product) ?? Price(offer.paymentMode == .freeTrial ? 0 : offer.price, productPrice.currency) }
            return PackagePricing(packageID: package.identifier, product: product, price: productPrice,
                                  offer: offer, offerPrice: offerAmount, relativeDiscount: nil)
        }
        return discounted(priced)
    }

    /// Prices packages with the catalog's own prices.
    public static func forPackages(_ packages: [OfferingPackage], catalog: Catalog, eligibility: OfferEligibility) -> [PackagePricing] {
        forPackages(packages, catalog: catalog, eligibility: eligibility, price: catalog.price(of:))
    }

    /// Prices packages for a storefront from a price book (the price sidecar where it lists the product or
    /// offer, else the catalog's price in the storefront's currency).
    public static func forPackages(_ packages: [OfferingPackage], priceBook: PriceBook, storefront: Storefront,
                                   eligibility: OfferEligibility) -> [PackagePricing] {
        forPackages(packages, catalog: priceBook.catalog, eligibility: eligibility,
                    price: { priceBook.price(of: $0, in: storefront) },
                    offerPrice: { priceBook.price(of: $0, on: $1, in: storefront) })
    }
}
