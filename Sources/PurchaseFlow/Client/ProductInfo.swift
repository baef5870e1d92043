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

/// The price of a one-time product.
public struct OneTimePurchaseOfferInfo: Sendable, Hashable {
    /// The offer identifier (none in the sandbox).
    public let id: String?
    /// The price.
    public let price: Decimal
    /// The price formatted for the locale.
    public let displayPrice: String
}

/// One way to subscribe: the base plan (no id, no type) or an offer, as a list of pricing phases.
public struct SubscriptionOfferInfo: Sendable, Hashable {
    /// The offer id (promotional, win-back) or reference name (code); nil for the base plan and introductory offers.
    public let id: String?
    /// The offer's kind; nil for the base plan.
    public let type: SubscriptionOffer.Kind?
    /// The phases, in order: the offer's phase, then the base plan's.
    public let pricingPhases: [SubscriptionPricingPhase]

    /// The choice that buys this offer; nil for the base plan.
    public var choice: OfferChoice? { type.map { OfferChoice(kind: $0, id: id) } }
}

/// One phase of a subscription offer.
public struct SubscriptionPricingPhase: Sendable, Hashable {
    /// The price charged each billing period of the phase (once for a non-recurring phase).
    public let price: Decimal
    /// The price formatted for the locale.
    public let displayPrice: String
    /// The ISO 8601 billing period (`P1M`).
    public let billingPeriod: String?
    /// How many periods the phase lasts; 0 means it recurs until cancelled.
    public let billingCycleCount: Int
    /// `INFINITE_RECURRING`, `FINITE_RECURRING` or `NON_RECURRING`.
    public let recurrenceMode: String
}

extension ProductInfo {
    /// Describes a catalog product in a storefront and locale.
    init(product: Product, prices: PriceBook, settings: SandboxSettings) {
        let catalog = prices.catalog
        let storefront = settings.storefront
        let formatter = PriceFormatter(locale: Locale(identifier: settings.locale))
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
            let offers = subscription.introductoryOffers + subscription.promotionalOffers + subscription.winBackOffers
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
