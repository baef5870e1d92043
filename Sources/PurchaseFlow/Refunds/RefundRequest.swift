import Foundation

/// A refund request on a transaction and where its review stands.
public struct RefundRequest: Sendable, Hashable {
    /// Where the review stands.
    public enum Status: String, Sendable, Hashable, Codable {
        /// Waiting for review.
        case pending
        /// Granted: the transaction is refunded and revoked.
        case granted
        /// Declined: nothing changes.
        case declined
    }

    /// The request's identifier.
    public var id: Int64
    /// The transaction it asks to refund.
    public var transactionID: Int64
    /// Why.
    public var reason: RefundReason
    /// When it was asked.
    public var requestedAt: Date
    /// When the sandbox reviews it (a pending request).
    public var reviewDate: Date?
    /// Where the review stands.
    public var status: Status
    /// When it was granted or declined.
    public var decidedAt: Date?
}
