/// A subscription group: auto-renewable subscriptions of which a customer has at most one at a time.
public struct SubscriptionGroup: Sendable, Hashable, Identifiable {
    /// The group id (`id`), which subscriptions name in `subscriptionGroupID`.
    public var id: String
    /// The developer's name for the group (`name`).
    public var name: String
    /// The group's customer-facing names per locale.
    public var localizations: [LocalizedText]
    /// The ids of the group's subscriptions, in file order.
    public var productIDs: [String]

    /// Creates a group.
    public init(id: String, name: String, localizations: [LocalizedText] = [], productIDs: [String] = []) {
        self.id = id
        self.name = name
        self.localizations = localizations
        self.productIDs = productIDs
    }
}
