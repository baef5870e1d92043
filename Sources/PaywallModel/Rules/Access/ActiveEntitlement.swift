import Foundation

/// An entitlement that is on, and the owned products that grant it.
public struct ActiveEntitlement: Sendable, Hashable {
    /// The entitlement's key.
    public var key: String
    /// The owned products that grant it, in catalog order.
    public var sourceProductIDs: [String]
    /// The original app version that grants it (see `EntitlementDefinition.originalAppVersionBelow`), if so.
    public var originalAppVersion: String?

    /// Creates an active entitlement.
    public init(key: String, sourceProductIDs: [String], originalAppVersion: String? = nil) {
        self.key = key
        self.sourceProductIDs = sourceProductIDs
        self.originalAppVersion = originalAppVersion
    }

    /// Where it comes from, for messages: the products, and the original app version.
    public var sources: [String] {
        sourceProductIDs + (originalAppVersion.map { ["the app first bought at version \($0)"] } ?? [])
    }
}
