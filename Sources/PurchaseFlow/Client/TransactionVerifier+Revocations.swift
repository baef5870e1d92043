import Foundation

extension TransactionVerifier {
    /// Why a record that the record of revocations has as refunded cannot be trusted, or nil when it can.
    ///
    /// The recorded revocation must be a transaction this store signed, with this record's id and a
    /// revocation date; the record's own signed payload must then be revoked too. A payload without a revocation
    /// is a row put back as it was before its refund.
    func revocationProblem(of record: LedgerRecord, signed payload: SignedTransactionPayload) -> String? {
        guard let recorded = record.recordedRevocation else { return nil }
        // Usually the row's own signature, already checked: then its payload is the revocation.
        let revocation = recorded == record.jws ? payload : try? SignedTransactionPayload.decode(try jwsVerifier.verifiedPayload(of: recorded))
        guard let revocation,
              revocation.transactionId == String(record.id), let revoked = revocation.revocationDate else {
            return "tampering: its entry in the ledger's record of revocations is not a refund this store signed."
        }
        guard payload.revocationDate == nil else { return nil }
        return "tampering: the ledger's record of revocations has it refunded on \(revoked.iso8601), "
            + "but its row and signature were put back as before the refund."
    }
}
