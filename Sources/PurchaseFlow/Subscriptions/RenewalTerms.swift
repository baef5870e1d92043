import PaywallModel

/// What a subscription's next renewal makes (`SandboxStore.renewalTerms`): the product it renews into and the
/// offer it uses.
struct RenewalTerms {
    /// The offer a renewal uses.
    enum Offer {
        /// A code offer the subscriber redeemed, starting at this renewal.
        case redeemedCode(SubscriptionOffer)
        /// The offer the subscription was bought with, while pay-as-you-go periods remain.
        case continuing(SubscriptionOffer)
        /// None: the full price.
        case none
    }

    /// The product it renews into.
    let product: Product
    /// The product's subscription details.
    let details: SubscriptionDetails
    /// The offer it uses.
    let offer: Offer

    /// The code offer the renewal starts, if it starts one.
    var redeemedCode: SubscriptionOffer? {
        if case .redeemedCode(let code) = offer { return code }
        return nil
    }

    /// What the renewal charges in a storefront: the offer's price while it runs, else the product's.
    func price(in storefront: Storefront, from prices: PriceBook) -> Price {
        switch offer {
        case .redeemedCode(let offer), .continuing(let offer): prices.price(of: offer, on: product, in: storefront)
        case .none: prices.price(of: product, in: storefront)
        }
    }
}
