/// What Xcode's Transaction Manager does to a ledger record.
public enum RecordAction: String, Sendable, Hashable, CaseIterable {
    /// Mark a completed transaction finished (delivered), as the app does.
    case finish
    /// Approve an Ask to Buy request.
    case approve
    /// Decline an Ask to Buy request.
    case decline
    /// Resolve an interrupted purchase.
    case resolve
    /// Refund a transaction.
    case refund
    /// Grant the refund request waiting for review on the transaction, now.
    case grantRefundRequest
    /// Decline the refund request waiting for review on the transaction, now.
    case declineRefundRequest
    /// Delete the transaction or request from the ledger.
    case delete
}
