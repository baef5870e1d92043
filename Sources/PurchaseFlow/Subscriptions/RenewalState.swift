import Foundation

/// Where a subscription stands, as StoreKit's `Product.SubscriptionInfo.RenewalState` says it.
public enum RenewalState: String, Sendable, Hashable, Codable, CaseIterable {
    /// Paid up and active.
    case subscribed
    /// Ended: not renewed, expired, or billing retry gave up.
    case expired
    /// A renewal failed to bill; the store keeps retrying and the customer has no access.
    case inBillingRetryPeriod
    /// A renewal failed to bill; the customer keeps access while the store retries.
    case inGracePeriod
    /// Refunded or revoked.
    case revoked

    /// Apple's subscription status number (`status`): 1 active, 2 expired, 3 billing retry, 4 grace period, 5 revoked.
    public var serverStatus: Int {
        switch self {
        case .subscribed: 1
        case .expired: 2
        case .inBillingRetryPeriod: 3
        case .inGracePeriod: 4
        case .revoked: 5
        }
    }
}
