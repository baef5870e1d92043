import PaywallModel

/// Why a transaction was revoked; the numbers are those of StoreKit's signed payloads.
public enum RevocationReason: Int, Sendable, Hashable, Codable {
    /// Refunded for another reason.
    case other = 0
    /// Refunded because of a problem in the app.
    case developerIssue = 1
}
