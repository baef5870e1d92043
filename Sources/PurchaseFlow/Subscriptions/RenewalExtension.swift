import Foundation

/// What an Extend a Subscription Renewal Date request did: the subscription's newest transaction now expires at
/// `effectiveDate`.
public struct RenewalExtension: Sendable, Hashable {
    /// The subscription.
    public let originalID: Int64
    /// Its newest transaction, signed again with the later expiration.
    public let transactionID: Int64
    /// The new renewal date.
    public let effectiveDate: Timestamp
}
