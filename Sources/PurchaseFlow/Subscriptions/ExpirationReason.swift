import Foundation

/// Why a subscription ended (StoreKit's `RenewalInfo.ExpirationReason`).
public enum ExpirationReason: String, Sendable, Hashable, Codable, CaseIterable {
    /// The customer turned auto-renew off.
    case autoRenewDisabled
    /// Billing failed until the retry period ran out.
    case billingError
    /// The customer did not accept a price increase.
    case didNotConsentToPriceIncrease
    /// The product was not available at renewal.
    case productUnavailable
    /// Another reason.
    case unknown
}
