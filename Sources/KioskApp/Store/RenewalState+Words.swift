import PurchaseFlow

extension RenewalState {
    /// The state in words for a screen (the raw value is StoreKit's name, kept for scripts and JSON).
    var words: String {
        switch self {
        case .subscribed: "subscribed"
        case .expired: "expired"
        case .inBillingRetryPeriod: "billing retry, no access"
        case .inGracePeriod: "grace period, still active"
        case .revoked: "revoked"
        }
    }
}
