import Foundation
import PaywallModel

/// What a screen shows for one product: whether it can be bought, is being bought, or what the customer has.
///
/// `purchasing` and `failed` are the app's own (while a purchase call runs, and after it throws); every other
/// state is worked out from the ledger and the clock by `SandboxStore.purchaseState(of:)`, so it is always
/// the same for the same ledger and time.
public enum ProductPurchaseState: Sendable, Hashable {
    /// Can be bought, at this display price.
    case ready(price: String)
    /// A purchase is running.
    case purchasing
    /// A purchase waits for Ask to Buy approval or an interruption to be resolved.
    case pending
    /// Owned, or subscribed and renewing.
    case active
    /// Subscribed but not renewing: access continues for this long.
    case cancelled(timeRemaining: TimeInterval)
    /// A plan change to this product takes effect at this date.
    case upcoming(activationDate: Date)
    /// The subscription ended.
    case expired
    /// A renewal failed to bill; access continues in the grace period.
    case inGracePeriod
    /// A renewal failed to bill; no access while the store retries.
    case inBillingRetry
    /// Refunded or revoked.
    case revoked
    /// The last purchase failed.
    case failed(MarketplaceError)
}
