import Foundation
import PaywallModel

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
