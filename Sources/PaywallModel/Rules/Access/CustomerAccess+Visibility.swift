extension CustomerAccess {
    /// The ids of the products the store shows a customer owning `owned`, in catalog order, after the
    /// visibility rules: the default visible products and those an owned product reveals, less those an
    /// owned product hides (alone or with its whole tier). Hiding wins over showing.
    static func visibleProductIDs(rules: StorefrontRules, catalog: Catalog, owned: Set<String>) -> [String] {
        let visibility = rules.visibility
        let allIDs = catalog.products.map(\.id)
        var shown = Set(visibility.defaultVisible ?? allIDs)
        var hidden = Set<String>()
        for mapping in visibility.showMap where owned.contains(mapping.key) { shown.formUnion(mapping.targets) }
        for mapping in visibility.hideMap where owned.contains(mapping.key) { hidden.formUnion(mapping.targets) }
        for mapping in visibility.groupHideMap where owned.contains(mapping.key) {
            for tierID in mapping.targets { hidden.formUnion(rules.tier(tierID)?.productIDs ?? []) }
        }
        return allIDs.filter { shown.contains($0) && !hidden.contains($0) }
    }

    /// The products the store shows this customer, in catalog order.
    public var visibleProducts: [Product] {
        visibleProductIDs.compactMap(catalog.product(withID:))
    }

    /// The products of one tier the store shows this customer, in catalog order.
    public func visibleProducts(inTier tierID: String) -> [Product] {
        guard let tier = rules.tier(tierID) else { return [] }
        return visibleProducts.filter { tier.productIDs.contains($0.id) }
    }
}
