/// One entry of the ledger's change log.
public struct LedgerChange: Sendable, Hashable {
    /// The entry's position in the log; later changes have larger numbers.
    public let sequence: Int64
    /// What happened.
    public let kind: LedgerChangeKind
    /// The transaction it concerns, if any.
    public let transactionID: Int64?
    /// Who made it: the identifier of the process and client that wrote it.
    public let origin: String
}
