import Foundation

/// One subscription of a group with its state, newest transaction and renewal info
/// (StoreKit's `Product.SubscriptionInfo.Status`).
public struct SubscriptionStatus: Sendable, Hashable {
    /// Where it stands.
    public let state: RenewalState
    /// Its newest transaction, verified.
    public let transaction: VerificationResult
    /// What happens at its next renewal.
    public let renewalInfo: RenewalInfo
}
