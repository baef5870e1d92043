/// An entitlement: a key an app checks ("pro", "family") and the products that grant it.
public struct EntitlementDefinition: Sendable, Hashable {
    /// The key (`"plus"`).
    public var key: String
    /// A name to show, when the file gives one.
    public var displayName: String?
    /// The products that grant it, in file order.
    public var productIDs: [String]
    /// Customers who first got the app at a version below this one have it too (a paid app that became
    /// free with in-app purchases), when given.
    public var originalAppVersionBelow: String?

    /// Creates an entitlement.
    public init(key: String, displayName: String? = nil, productIDs: [String], originalAppVersionBelow: String? = nil) {
        self.key = key
        self.displayName = displayName
        self.productIDs = productIDs
        self.originalAppVersionBelow = originalAppVersionBelow
    }

    /// Whether a customer whose app was first bought at `originalAppVersion` has it without a product.
    public func isGranted(toOriginalAppVersion originalAppVersion: String?) -> Bool {
        guard let below = originalAppVersionBelow, let originalAppVersion else { return false }
        return AppVersion.compareLeniently(originalAppVersion, below) < 0
    }

    /// The name to show: the display name, else the key.
    public var name: String { displayName ?? key }
}
