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

    /// These rules covering products the catalog no longer has (taken out of the `.storekit` file since they were
    /// bought), when they are the defaults: each its own entitlement, or its own balance for a consumable, as the
    /// defaults give every catalog product, so what was bought stays its owner's and coins paid for are credited and
    /// spent. Rules from a file are returned as they are: they say what grants what, and `removedProducts`, a ledger
    /// read, is not asked.
    public func covering(removedProducts: () throws -> [(id: String, kind: ProductKind)]) rethrows -> StorefrontRules {
        guard isDefault else { return self }
        let products = try removedProducts()
        var rules = self
        let entitled = Set(entitlements.map(\.key)), balanced = Set(balances.map(\.key))
        for product in products {
            if product.kind == .consumable {
                guard !balanced.contains(product.id) else { continue }
                rules.balances.append(BalanceDefinition(key: product.id, grants: [.init(productID: product.id, amount: 1)]))
            } else if !entitled.contains(product.id) {
                rules.entitlements.append(EntitlementDefinition(key: product.id, productIDs: [product.id]))
            }
        }
        return rules
    }
}
