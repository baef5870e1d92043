import PaywallModel

/// The offer a transaction used.
public struct TransactionOffer: Sendable, Hashable {
    /// The kind of offer.
    public var kind: SubscriptionOffer.Kind
    /// The offer's identifier: the offer id of promotional and win-back offers, the reference name of a code
    /// offer; nil for introductory offers.
    public var id: String?
    /// How it is paid.
    public var paymentMode: SubscriptionOffer.PaymentMode?
    /// The ISO 8601 length of one offer period (`P1W`).
    public var period: String?

    /// Creates an offer description.
    public init(kind: SubscriptionOffer.Kind, id: String?, paymentMode: SubscriptionOffer.PaymentMode?, period: String?) {
        self.kind = kind
        self.id = id
        self.paymentMode = paymentMode
        self.period = period
    }
}
