import PaywallModel

/// Why a transaction happened.
public enum TransactionReason: String, Sendable, Hashable, Codable {
    /// The customer bought it.
    case purchase = "PURCHASE"
    /// A subscription renewed.
    case renewal = "RENEWAL"
}
