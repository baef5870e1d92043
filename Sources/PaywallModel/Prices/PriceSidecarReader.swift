import Foundation

/// Reads the body of a price sidecar and checks it against a catalog when one is given.
struct PriceSidecarReader {
    let root: JSONCursor
    let catalog: Catalog?

    func read() -> PriceSidecar {
        var sidecar = PriceSidecar()
        guard let storefronts = root.member("storefronts", required: true), storefronts.expectObject("prices by storefront"),
              case .object(let members) = storefronts.node.value else { return sidecar }
        for member in members {
            guard let entry = storefronts.member(member.key), entry.expectObject("the prices of one storefront") else { continue }
            guard let storefront = Storefront(code: member.key), storefront.alpha3 == member.key.uppercased() else {
                entry.report("expected the alpha-3 code of an App Store storefront such as \"DEU\" as the key, found \"\(member.key)\"")
                continue
            }
            sidecar.productPrices[storefront.alpha3] = readProductPrices(entry)
            sidecar.offerPrices[storefront.alpha3] = readOfferPrices(entry)
        }
        return sidecar
    }

    private func readProductPrices(_ entry: JSONCursor) -> [String: Decimal] {
        var prices: [String: Decimal] = [:]
        guard let products = entry.member("products"), products.expectObject("prices by product id"),
              case .object(let members) = products.node.value else { return prices }
        for member in members {
            if let catalog, catalog.product(withID: member.key) == nil {
                products.member(member.key)?.report("expected the id of a product in the catalog, found \"\(member.key)\"")
                continue
            }
            if let price = products.price(member.key, required: true) { prices[member.key] = price }
        }
        return prices
    }

    private func readOfferPrices(_ entry: JSONCursor) -> [String: [String: Decimal]] {
        var prices: [String: [String: Decimal]] = [:]
        guard let offers = entry.member("offers"), offers.expectObject("offer prices by product id"),
              case .object(let members) = offers.node.value else { return prices }
        for member in members {
            guard let product = offers.member(member.key), product.expectObject("offer prices by offer") else { continue }
            let known = catalog?.product(withID: member.key)
            if catalog != nil, known == nil {
                product.report("expected the id of a product in the catalog, found \"\(member.key)\"")
                continue
            }
            guard case .object(let offerMembers) = product.node.value else { continue }
            let keys = Set(known?.subscription?.allOffers.map(\.sidecarKey) ?? [])
            for offer in offerMembers {
                if catalog != nil, !keys.contains(offer.key) {
                    let expected = keys.isEmpty ? "the product has no offers" : "expected one of " + keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
                    product.member(offer.key)?.report("no offer \"\(offer.key)\" on \"\(member.key)\"; \(expected)")
                    continue
                }
                if let price = product.price(offer.key, required: true) { prices[member.key, default: [:]][offer.key] = price }
            }
        }
        return prices
    }
}
