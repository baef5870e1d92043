extension CustomerAccess {
    /// The ids of the products the store shows this customer, in catalog order, after the visibility rules:
    /// the default visible products and those an owned product reveals, less those an owned product hides
    /// (alone or with its whole tier). Hiding wins over showing.
    public var visibleProductIDs: [String] {
        let visibility = rules.visibility
        var shown = Set(visibility.defaultVisible ?? catalog.products.map(\.id))
        var hidden = Set<String>()
        for mapping in visibility.showMap where owns(mapping.key) { shown.formUnion(mapping.targets) }
        for mapping in visibility.hideMap where owns(mapping.key) { hidden.formUnion(mapping.targets) }
        for mapping in visibility.groupHideMap where owns(mapping.key) {
            for tierID in mapping.targets { hidden.formUnion(rules.tier(tierID)?.productIDs ?? []) }
        }
        return catalog.products.map(\.id).filter { shown.contains($0) && !hidden.contains($0) }
    }

    /// The products the store shows this customer, in catalog order.
    public var visibleProducts: [Product] {
        visibleProductIDs.compactMap(catalog.product(withID:))
    }

    /// Whether the store shows a product to this customer.
    public func isVisible(_ productID: String) -> Bool {
        visibleProductIDs.contains(productID)
    }

    /// The products of one tier the store shows this customer, in catalog order.
    public func visibleProducts(inTier tierID: String) -> [Product] {
        guard let tier = rules.tier(tierID) else { return [] }
        return visibleProducts.filter { tier.productIDs.contains($0.id) }
    }
}
