extension ResolvedPaywall {
    /// The promotional offers the paywall's package components name (`apple_promo_offer_product_code`), by the
    /// product their package sells: the offer's id on that product. As RevenueCat keeps one per product, the first
    /// component naming one for a product wins. Only v2 paywalls name them; the others give none.
    public func promotionalOfferCodes(in offering: Offering?) -> [String: String] {
        guard case .components(let paywall) = self, let offering else { return [:] }
        var codes: [String: String] = [:]
        for case .package(let package) in paywall.allComponents {
            guard let code = package.applePromoOfferProductCode, let productID = offering.package(package.packageID)?.productID,
                  codes[productID] == nil else { continue }
            codes[productID] = code
        }
        return codes
    }
}
