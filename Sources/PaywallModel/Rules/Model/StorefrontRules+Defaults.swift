extension StorefrontRules {
    /// The rules without a rules file: every product visible, each product (other than a consumable) its own
    /// entitlement keyed by its id, each consumable its own balance counting units, no tiers, no capabilities,
    /// nothing conflicting.
    public static func defaults(for catalog: Catalog) -> StorefrontRules {
        var entitlements: [EntitlementDefinition] = []
        var balances: [BalanceDefinition] = []
        for product in catalog.products {
            if product.kind == .consumable {
                balances.append(BalanceDefinition(key: product.id, grants: [.init(productID: product.id, amount: 1)]))
            } else {
                entitlements.append(EntitlementDefinition(key: product.id, productIDs: [product.id]))
            }
        }
        return StorefrontRules(entitlements: entitlements, balances: balances,
                               source: "no rules file (defaults)", isDefault: true)
    }

    /// These rules with an entitlement for each product owned that no entitlement names, when they are the defaults:
    /// a product taken out of the `.storekit` file since it was bought stays its owner's, as the App Store keeps what
    /// was bought when a product leaves sale. Rules from a file are returned as they are: they say what grants what.
    public func coveringOwnedProducts(_ productIDs: [String]) -> StorefrontRules {
        guard isDefault else { return self }
        let named = Set(entitlements.flatMap(\.productIDs))
        var rules = self
        for id in productIDs where !named.contains(id) && !rules.entitlements.contains(where: { $0.key == id }) {
            rules.entitlements.append(EntitlementDefinition(key: id, productIDs: [id]))
        }
        return rules
    }
}
