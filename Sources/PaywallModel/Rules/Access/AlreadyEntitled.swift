/// Why buying a product would charge for nothing new: an entitlement it grants is already active from
/// another product the customer owns.
public struct AlreadyEntitled: Sendable, Hashable, CustomStringConvertible {
    /// The product that was to be bought.
    public var productID: String
    /// The entitlement already active.
    public var entitlement: String
    /// The owned product it is active from.
    public var sourceProductID: String

    /// Creates the decision.
    public init(productID: String, entitlement: String, sourceProductID: String) {
        self.productID = productID
        self.entitlement = entitlement
        self.sourceProductID = sourceProductID
    }

    /// `"plus" is already active from demo.lifetime; buying demo.plus.standard.monthly would add nothing`.
    public var description: String {
        "\"\(entitlement)\" is already active from \(sourceProductID); buying \(productID) would add nothing"
    }
}

extension CustomerAccess {
    /// Whether buying a product would add nothing: every entitlement it grants is already active from
    /// another owned product. Then the answer names the first such entitlement and the product it is
    /// active from, and nothing should be charged.
    ///
    /// Not counted as other products: the product itself (buying what is owned is the store's concern) and
    /// subscriptions in the same group (buying one of those is a plan change). A product that grants no
    /// entitlement, a consumable for instance, is never already entitled; nor is one that would add an
    /// entitlement the customer lacks (an upgrade).
    public func alreadyEntitled(buying productID: String) -> AlreadyEntitled? {
        let granted = entitlementKeysByProduct[productID] ?? []
        guard !granted.isEmpty, catalog.product(withID: productID)?.kind != .consumable else { return nil }
        let group = catalog.product(withID: productID)?.subscription?.groupID
        let others = ownedProductIDs.filter { id in
            id != productID && (group == nil || catalog.product(withID: id)?.subscription?.groupID != group)
        }
        var first: AlreadyEntitled?
        for key in granted {
            guard let source = others.first(where: { entitlementKeysByProduct[$0]?.contains(key) == true }) else { return nil }
            if first == nil { first = AlreadyEntitled(productID: productID, entitlement: key, sourceProductID: source) }
        }
        return first
    }
}
