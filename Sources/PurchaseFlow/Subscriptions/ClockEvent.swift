import Foundation

/// Something the sandbox clock will make happen at a date: a renewal (into a scheduled plan, with an offer code
/// starting, or at the full price when an offer ends), an expiration, the end of a grace period or of billing
/// retry, a refund review.
public struct ClockEvent: Sendable, Hashable {
    /// What happens.
    public enum Kind: String, Sendable, Hashable {
        /// The subscription renews (and is charged).
        case renewal
        /// The subscription renews at its full price: the offer it was bought with ends.
        case offerEnd
        /// The subscription renews into another plan: a scheduled downgrade or crossgrade takes effect.
        case planChange
        /// The subscription renews with an offer code the subscriber redeemed (into the code's product).
        case offerStart
        /// The renewal fails to bill (a billing issue is on) and billing retry starts.
        case failedRenewal
        /// The subscription expires (auto-renew is off).
        case expiration
        /// The subscription expires though auto-renew is on: the product it renews into is no longer in the catalog.
        case productUnavailable
        /// The grace period of a failed renewal ends (access ends; billing retry goes on).
        case graceEnd
        /// Billing retry gives up: the subscription expires.
        case billingRetryEnd
        /// A refund request is reviewed (granted or declined, as the refund-review setting says).
        case refundReview
    }

    /// What happens.
    public let kind: Kind
    /// When.
    public let date: Date
    /// The transaction it concerns: the subscription's newest, or the one a refund request is on.
    public let transactionID: Int64
    /// The product it concerns.
    public let productID: String
    /// The product a renewal makes (the scheduled plan, a code's product); `productID` for other events.
    public let nextProductID: String

    /// Creates an event; `nextProductID` defaults to `productID`.
    public init(kind: Kind, date: Date, transactionID: Int64, productID: String, nextProductID: String? = nil) {
        self.kind = kind
        self.date = date
        self.transactionID = transactionID
        self.productID = productID
        self.nextProductID = nextProductID ?? productID
    }
}
