import Foundation
import PaywallModel

/// What a customer asks to buy from the sandbox store.
public struct PurchaseRequest: Sendable, Hashable {
    /// The product.
    public var productID: String
    /// The offer chosen, if any; without one an eligible introductory offer applies by itself, as in StoreKit.
    public var offer: OfferChoice?
    /// How many (consumables only may buy more than one).
    public var quantity: Int
    /// The app's account token.
    public var appAccountToken: UUID?
    /// Bought by the customer, or shared by a family member (family-shareable products only).
    public var ownership: OwnershipType
    /// The outcome the purchase sheet picked for this purchase alone; nil follows the settings.
    public var simulation: PurchaseSimulation?
    /// The terms the purchase sheet showed and the customer confirmed; the store refuses the purchase
    /// (`PurchaseTermsChanged`) when it would charge otherwise. Nil buys at whatever the terms are.
    public var agreedTerms: PurchaseTerms?

    /// Creates a request.
    public init(productID: String, offer: OfferChoice? = nil, quantity: Int = 1, appAccountToken: UUID? = nil,
                ownership: OwnershipType = .purchased) {
        self.productID = productID
        self.offer = offer
        self.quantity = quantity
        self.appAccountToken = appAccountToken
        self.ownership = ownership
    }

    /// The purchase a waiting Ask to Buy or interrupted request asks for. Its introductory offer is left to
    /// apply by itself, so it is given only if the customer is still eligible when the request is approved.
    init(waiting record: LedgerRecord) {
        let offer = record.offer.flatMap { $0.kind == .introductory ? nil : OfferChoice(kind: $0.kind, id: $0.id) }
        self.init(productID: record.productID, offer: offer, quantity: record.quantity, appAccountToken: record.appAccountToken,
                  ownership: record.ownership)
    }
}

/// An offer chosen for a purchase: its kind and, except for introductory offers, its identifier.
public struct OfferChoice: Sendable, Hashable {
    /// The kind of offer.
    public var kind: SubscriptionOffer.Kind
    /// The offer id (promotional, win-back) or reference name (code offers); nil for the introductory offer.
    public var id: String?

    /// Creates a choice.
    public init(kind: SubscriptionOffer.Kind, id: String? = nil) {
        self.kind = kind
        self.id = id
    }
}

/// What the sandbox store did with a purchase request.
public enum StorePurchaseOutcome: Sendable, Hashable {
    /// A transaction was completed and signed.
    case completed(LedgerRecord)
    /// The request waits for Ask to Buy approval or for an interruption to be resolved.
    case pending(LedgerRecord)
    /// The customer already owns the product; nothing was charged. Carries the entitling transaction.
    case alreadyEntitled(LedgerRecord)
    /// A downgrade (or a crossgrade to another period) takes effect at the next renewal; nothing was charged
    /// now. Carries the subscription's current transaction.
    case planChangeScheduled(LedgerRecord)
}
