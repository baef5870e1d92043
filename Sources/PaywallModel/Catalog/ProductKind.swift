/// What kind of in-app purchase a product is.
public enum ProductKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// Used up and bought again (coins, lives); may be bought in quantities.
    case consumable = "Consumable"
    /// Bought once and kept (a lifetime unlock).
    case nonConsumable = "NonConsumable"
    /// Access for a fixed time that does not renew by itself (a season pass).
    case nonRenewingSubscription = "NonRenewingSubscription"
    /// A subscription in a group that renews every period until cancelled.
    case autoRenewableSubscription = "RecurringSubscription"

    /// The short English name with its article, for a sentence: `a consumable`, `an auto-renewable subscription`.
    public var summaryNameWithArticle: String {
        switch self {
        case .autoRenewableSubscription: "an \(summaryName)"
        case .consumable, .nonConsumable, .nonRenewingSubscription: "a \(summaryName)"
        }
    }

    /// A short English name for summaries ("consumable", "auto-renewable subscription").
    public var summaryName: String {
        switch self {
        case .consumable: "consumable"
        case .nonConsumable: "non-consumable"
        case .nonRenewingSubscription: "non-renewing subscription"
        case .autoRenewableSubscription: "auto-renewable subscription"
        }
    }
}
