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
