/// An offer's terms in a paywall's words, for kiosk's default paywall, which has no published text to say them:
/// how it is paid, for how long, and what a payment costs, each in the texts' language (`UnitWords`).
public struct OfferTerms: Sendable, Hashable {
    /// How the offer is paid.
    public enum Payment: Sendable, Hashable {
        /// Nothing for its whole duration.
        case free
        /// `price` at each period of the offer.
        case eachPeriod
        /// `price` once, for its whole duration.
        case upFront
    }

    /// How it is paid.
    public var payment: Payment
    /// How long it lasts: `3 months`, `1 week`.
    public var duration: String
    /// What a payment costs: `$1.99/month` for each period, `$0.99` up front; empty when free.
    public var price: String
}

extension ComponentVariables {
    /// The terms of the offer a package's texts show (`PackagePricing.offer`: an introductory offer the customer is
    /// eligible for, or a promotional one), in these variables' words and the context's price format; nil without one.
    public func offerTerms(of package: PackagePricing, context: TextContext) -> OfferTerms? {
        guard let offer = package.offer else { return nil }
        let duration = words.withUnit(offer.duration)
        let price = context.format(package.offerPrice ?? Price(offer.price, package.price.currency), zeroDecimalCountries: [])
        switch offer.paymentMode {
        case .freeTrial: return OfferTerms(payment: .free, duration: duration, price: "")
        case .payAsYouGo: return OfferTerms(payment: .eachPeriod, duration: duration, price: "\(price)/\(words.full(offer.period))")
        case .payUpFront: return OfferTerms(payment: .upFront, duration: duration, price: price)
        }
    }
}
