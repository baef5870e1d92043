/// An entitlement: a key an app checks ("pro", "family") and the products that grant it.
public struct EntitlementDefinition: Sendable, Hashable {
    /// The key (`"plus"`).
    public var key: String
    /// A name to show, when the file gives one.
    public var displayName: String?
    /// The products that grant it, in file order.
    public var productIDs: [String]

    /// Creates an entitlement.
    public init(key: String, displayName: String? = nil, productIDs: [String]) {
        self.key = key
        self.displayName = displayName
        self.productIDs = productIDs
    }

    /// The name to show: the display name, else the key.
    public var name: String { displayName ?? key }
}
