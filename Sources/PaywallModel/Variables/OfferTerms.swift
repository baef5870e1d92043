/// An offer's terms in a paywall's words, for kiosk's default paywall, which has no published text to say them:
/// how it is paid, for how long, and what a payment costs, each in the texts' language (`UnitWords`).
public struct OfferTerms: Sendable, Hashable {
    /// How it is paid: nothing (a free trial), at each of its periods, or once up front.
    public var payment: SubscriptionOffer.PaymentMode
    /// How long it lasts: `3 months`, `1 week`.
    public var duration: String
    /// What a payment costs: `$1.99/month` at each period, `$0.99` up front; empty when free.
    public var price: String
}

extension ComponentVariables {
    /// The terms of the offer a package's texts show (`PackagePricing.offer`: an introductory offer the customer is
    /// eligible for, or a promotional one), in these variables' words and the context's price format; nil without one.
    public func offerTerms(of package: PackagePricing, context: TextContext) -> OfferTerms? {
        guard let offer = package.offer, let offerPrice = package.offerPrice else { return nil }
        let price = context.format(offerPrice, zeroDecimalCountries: [])
        let paid = switch offer.paymentMode {
        case .freeTrial: ""
        case .payAsYouGo: "\(price)/\(words.full(offer.period))"
        case .payUpFront: price
        }
        return OfferTerms(payment: offer.paymentMode, duration: words.withUnit(offer.duration), price: paid)
    }
}
