import Foundation

/// Turns ledger rows into verified transactions, checking each JWS and that the row still matches it.
public struct TransactionVerifier: Sendable {
    /// The JWS verifier trusting the sandbox's certificate.
    public let jwsVerifier: JWSVerifier

    /// Creates a verifier that trusts one certificate, and App Store style chains up to a root when given.
    public init(trusting certificate: Certificate, root: Certificate? = nil) {
        jwsVerifier = JWSVerifier(trusting: [certificate], roots: root.map { [$0] } ?? [])
    }

    /// Verifies a completed ledger record.
    public func verify(_ record: LedgerRecord) -> VerificationResult {
        func unverified(_ reason: String) -> VerificationResult {
            .unverified(UnverifiedTransaction(transactionID: record.id, productID: record.productID, reason: reason))
        }
        guard let jws = record.jws else { return unverified("it has no signature.") }
        guard !record.isSignatureDeferred else { return unverified("it is not signed yet.") }
        let payload: SignedTransactionPayload
        do {
            payload = try SignedTransactionPayload.decode(try jwsVerifier.verifiedPayload(of: jws))
        } catch let error as JWSVerificationError {
            return unverified(error.description)
        } catch {
            return unverified("its signed payload is not a StoreKit transaction.")
        }
        let mismatches = [
            payload.transactionId == String(record.id) ? nil : "transaction id",
            payload.productId == record.productID ? nil : "product",
            payload.quantity == record.quantity ? nil : "quantity",
            payload.expiresDate == record.expirationTime ? nil : "expiration date",
            payload.revocationDate == record.revocationTime ? nil : "revocation date",
            payload.inAppOwnershipType == record.ownership ? nil : "ownership",
        ].compactMap { $0 }
        guard mismatches.isEmpty else {
            return unverified("the ledger row's \(mismatches.joined(separator: ", ")) differ from what was signed.")
        }
        if let problem = revocationProblem(of: record, signed: payload) { return unverified(problem) }
        return .verified(PurchaseTransaction(payload: payload, jws: jws, isAcknowledged: record.isFinished,
                                             isAutoRenewing: record.willAutoRenew))
    }
}
