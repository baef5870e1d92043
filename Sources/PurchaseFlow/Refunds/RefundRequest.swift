import Foundation

/// Why a customer asks for a refund, as Apple lists the reasons of a refund request.
public enum RefundReason: String, Sendable, Hashable, Codable, CaseIterable {
    /// The customer did not mean to buy it.
    case unintendedPurchase
    /// What was bought was not delivered, or did not work.
    case fulfillmentIssue
    /// The customer is not satisfied with it.
    case unsatisfiedWithPurchase
    /// A legal reason.
    case legal
    /// Another reason.
    case other

    /// The reason as the refund sheet shows it.
    public var displayName: String {
        switch self {
        case .unintendedPurchase: "I didn't mean to buy this"
        case .fulfillmentIssue: "It wasn't delivered or doesn't work"
        case .unsatisfiedWithPurchase: "I'm not satisfied with it"
        case .legal: "A legal reason"
        case .other: "Another reason"
        }
    }

    /// The revocation reason a granted refund records: a delivery problem is the developer's issue.
    public var revocationReason: RevocationReason {
        self == .fulfillmentIssue ? .developerIssue : .other
    }
}

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

/// How the sandbox reviews refund requests (the `refund-review` setting): grant at once, grant after a
/// delay on the sandbox clock, or always decline.
public enum RefundReviewPolicy: Sendable, Hashable, CustomStringConvertible {
    /// Granted the moment it is asked.
    case immediate
    /// Granted after this long on the sandbox clock.
    case delay(ClockStep)
    /// Always declined.
    case decline

    /// The default: granted after 48 hours, as Apple usually answers.
    public static let standard = RefundReviewPolicy.delay(ClockStep("48h")!)

    /// Reads `immediate`, `decline`, or a delay (`48h`, `2d`, `P2D`); nil for anything else.
    public init?(_ text: String) {
        switch text.lowercased() {
        case "immediate": self = .immediate
        case "decline": self = .decline
        default:
            guard let step = ClockStep(text) else { return nil }
            self = .delay(step)
        }
    }

    public var description: String {
        switch self {
        case .immediate: "immediate"
        case .decline: "decline"
        case .delay(let step): step.description
        }
    }
}
