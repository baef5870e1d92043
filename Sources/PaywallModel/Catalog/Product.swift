import Foundation

/// Something sold in the app: its id, kind, catalog price, localizations and, for auto-renewable
/// subscriptions, the subscription's group, level, period and offers.
public struct Product: Sendable, Hashable, Identifiable {
    /// The product identifier (`productID`), unique in a catalog.
    public var id: String
    /// The kind of purchase.
    public var kind: ProductKind
    /// The developer's name for the product (`referenceName`), never shown to customers.
    public var referenceName: String
    /// Xcode's internal id (`internalID`), when present.
    public var internalID: String?
    /// The catalog price (`displayPrice`) in the storefront's currency.
    public var price: Decimal
    /// Whether Family Sharing applies (`familyShareable`).
    public var isFamilyShareable: Bool
    /// Names and descriptions per locale, in file order.
    public var localizations: [LocalizedText]
    /// The subscription details; present exactly for auto-renewable subscriptions.
    public var subscription: SubscriptionDetails?

    /// Creates a product.
    public init(
        id: String,
        kind: ProductKind,
        referenceName: String,
        internalID: String? = nil,
        price: Decimal,
        isFamilyShareable: Bool = false,
        localizations: [LocalizedText] = [],
        subscription: SubscriptionDetails? = nil
    ) {
        self.id = id
        self.kind = kind
        self.referenceName = referenceName
        self.internalID = internalID
        self.price = price
        self.isFamilyShareable = isFamilyShareable
        self.localizations = localizations
        self.subscription = subscription
    }

    /// Whether this is an auto-renewable or non-renewing subscription.
    public var isSubscription: Bool {
        kind == .autoRenewableSubscription || kind == .nonRenewingSubscription
    }

    /// The best localization for a customer's locale (see `[LocalizedText].best(for:catalogLocale:)`).
    public func localization(for locale: String?, catalogLocale: String?) -> LocalizedText? {
        localizations.best(for: locale, catalogLocale: catalogLocale)
    }

    /// The name customers see: the best localization's display name as written, "" when it is empty or there
    /// is no localization (as StoreKit shows it; the reference name is the developer's, never shown).
    public func displayName(for locale: String?, catalogLocale: String?) -> String {
        localization(for: locale, catalogLocale: catalogLocale)?.displayName ?? ""
    }

    /// How kiosk's own tools and messages name the product: its display name, or its id when that is empty.
    public func label(for locale: String?, catalogLocale: String?) -> String {
        let name = displayName(for: locale, catalogLocale: catalogLocale)
        return name.isEmpty ? id : name
    }
}
