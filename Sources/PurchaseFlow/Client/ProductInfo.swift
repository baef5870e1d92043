import Foundation
import PaywallModel

/// A product as the client shows it: localized name and description, formatted prices and its offers,
/// shaped like the Marketplace API's `ProductInfo`.
public struct ProductInfo: Sendable, Hashable, Identifiable {
    /// The product identifier.
    public let id: String
    /// The localized name.
    public let displayName: String
    /// The localized description.
    public let productDescription: String
    /// The price of the default offer, formatted for the locale.
    public let displayPrice: String?
    /// The price of the default offer.
    public let price: Decimal
    /// The currency (ISO 4217) of every price.
    public let currencyCode: String
    /// The kind of product.
    public let type: ProductKind
    /// Whether it is a subscription (auto-renewable or non-renewing).
    public let isSubscription: Bool
    /// Whether Family Sharing applies.
    public let isFamilyShareable: Bool
    /// The subscription group and level, for auto-renewable subscriptions.
    public let subscriptionGroupID: String?
    /// The level in the group (1 is the highest), for auto-renewable subscriptions.
    public let subscriptionGroupLevel: Int?
    /// The ISO 8601 renewal period, for auto-renewable subscriptions.
    public let subscriptionPeriod: String?
    /// The one-time price (also of non-renewing subscriptions), or nil for auto-renewable subscriptions.
    public let oneTimePurchaseOfferInfo: [OneTimePurchaseOfferInfo]?
    /// The base plan and the introductory, promotional and win-back offers, or nil for one-time products.
    public let subscriptionOffers: [SubscriptionOfferInfo]?
}

extension ProductInfo {
    /// Describes a catalog product in a storefront and locale; `codeOffers` are listed after its other offers (offer
    /// codes are not listed with the products: redeeming one shows its terms first).
    init(product: Product, prices: PriceBook, settings: SandboxSettings, codeOffers: [SubscriptionOffer] = []) {
        let catalog = prices.catalog
        let storefront = settings.storefront
        let formatter = PriceFormatter(localeIdentifier: settings.locale)
        let currency = storefront.currency
        func display(_ amount: Decimal) -> String { formatter.string(from: Price(amount, currency)) }
        let text = product.localization(for: settings.locale, catalogLocale: catalog.settings.locale)
        let basePrice = prices.price(of: product, in: storefront).amount
        id = product.id
        displayName = product.displayName(for: settings.locale, catalogLocale: catalog.settings.locale)
        productDescription = text?.description ?? ""
        price = basePrice
        displayPrice = display(basePrice)
        currencyCode = currency.code
        type = product.kind
        isSubscription = product.isSubscription
        isFamilyShareable = product.isFamilyShareable
        subscriptionGroupID = product.subscription?.groupID
        subscriptionGroupLevel = product.subscription?.groupLevel
        subscriptionPeriod = product.subscription?.period.iso8601
        if let subscription = product.subscription {
            oneTimePurchaseOfferInfo = nil
            let base = SubscriptionPricingPhase(price: basePrice, displayPrice: display(basePrice),
                                                billingPeriod: subscription.period.iso8601, billingCycleCount: 0,
                                                recurrenceMode: "INFINITE_RECURRING")
            let offers = subscription.introductoryOffers + subscription.promotionalOffers + subscription.winBackOffers + codeOffers
            subscriptionOffers = [SubscriptionOfferInfo(id: nil, type: nil, pricingPhases: [base])] + offers.map { offer in
                SubscriptionOfferInfo(id: SandboxStore.offerIdentifier(offer), type: offer.kind,
                                      pricingPhases: [Self.phase(of: offer, price: prices.price(of: offer, on: product, in: storefront).amount,
                                                                 display: display), base])
            }
        } else {
            oneTimePurchaseOfferInfo = [OneTimePurchaseOfferInfo(id: nil, price: basePrice, displayPrice: display(basePrice))]
            subscriptionOffers = nil
        }
    }

    private static func phase(of offer: SubscriptionOffer, price: Decimal, display: (Decimal) -> String) -> SubscriptionPricingPhase {
        switch offer.paymentMode {
        case .freeTrial:
            SubscriptionPricingPhase(price: 0, displayPrice: display(0), billingPeriod: offer.period.iso8601,
                                     billingCycleCount: offer.numberOfPeriods, recurrenceMode: "FINITE_RECURRING")
        case .payAsYouGo:
            SubscriptionPricingPhase(price: price, displayPrice: display(price), billingPeriod: offer.period.iso8601,
                                     billingCycleCount: offer.numberOfPeriods, recurrenceMode: "FINITE_RECURRING")
        case .payUpFront:
            SubscriptionPricingPhase(price: price, displayPrice: display(price), billingPeriod: offer.duration.iso8601,
                                     billingCycleCount: 1, recurrenceMode: "NON_RECURRING")
        }
    }
}
