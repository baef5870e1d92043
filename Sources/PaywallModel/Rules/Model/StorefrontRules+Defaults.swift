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
}
