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
