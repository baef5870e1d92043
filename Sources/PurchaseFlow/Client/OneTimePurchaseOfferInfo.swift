import Foundation
import PaywallModel

/// The price of a one-time product.
public struct OneTimePurchaseOfferInfo: Sendable, Hashable {
    /// The offer identifier (none in the sandbox).
    public let id: String?
    /// The price.
    public let price: Decimal
    /// The price formatted for the locale.
    public let displayPrice: String
}
