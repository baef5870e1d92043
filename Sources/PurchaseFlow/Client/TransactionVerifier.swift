import Foundation

/// Turns ledger rows into verified transactions, checking each JWS and that the row still matches it.
public struct TransactionVerifier: Sendable {
    /// The JWS verifier trusting the sandbox's certificate.
    public let jwsVerifier: JWSVerifier

    /// Creates a verifier that trusts one certificate, and App Store style chains up to a root when given.
    public init(trusting certificate: Certificate, root: Certificate? = nil) {
        jwsVerifier = JWSVerifier(trusting: [certificate], roots: root.map { [$0] } ?? [])
    }

    /// Creates a verifier that follows `trust` (see `JWSVerifier.init(following:)`).
    init(following trust: JWSTrust) {
        jwsVerifier = JWSVerifier(following: trust)
    }

    /// Verifies a completed ledger record.
    public func verify(_ record: LedgerRecord) -> VerificationResult {
        switch signature(of: record) {
        case .missing(let result): return result
        case .toCheck(let jws): return result(of: record, jws: jws, verifiedPayload: Result { try jwsVerifier.verifiedPayload(of: jws) })
        }
    }

    /// Verifies completed ledger records, giving what `verify(_:)` gives each, in their order; their signatures are
    /// checked together (`JWSVerifier.verifiedPayloads(of:)`), which is cheaper per row when there are many.
    public func verify(_ records: [LedgerRecord]) -> [VerificationResult] {
        let signatures = records.map(signature(of:))
        var payloads = jwsVerifier.verifiedPayloads(of: signatures.compactMap(\.jws)).makeIterator()
        return zip(records, signatures).map { record, signature in
            switch signature {
            case .missing(let result):
                return result
            case .toCheck(let jws):
                return result(of: record, jws: jws, verifiedPayload: payloads.next() ?? .failure(JWSVerificationError.invalidSignature))
            }
        }
    }

    /// A record's JWS to check, or what a record without one verifies as.
    private enum Signature {
        case toCheck(String)
        case missing(VerificationResult)

        var jws: String? {
            if case .toCheck(let jws) = self { return jws }
            return nil
        }
    }

    private func signature(of record: LedgerRecord) -> Signature {
        guard let jws = record.jws else { return .missing(unverified(record, "it has no signature.")) }
        guard !record.isSignatureDeferred else { return .missing(unverified(record, "it is not signed yet.")) }
        return .toCheck(jws)
    }

    private func unverified(_ record: LedgerRecord, _ reason: String) -> VerificationResult {
        .unverified(UnverifiedTransaction(transactionID: record.id, productID: record.productID, reason: reason))
    }

    /// What a record whose JWS is `jws` verifies as, given what `JWSVerifier.verifiedPayload(of:)` answered for it.
    private func result(of record: LedgerRecord, jws: String, verifiedPayload: Result<Data, any Error>) -> VerificationResult {
        func unverified(_ reason: String) -> VerificationResult { self.unverified(record, reason) }
        let payload: SignedTransactionPayload
        do {
            payload = try SignedTransactionPayload.decode(try verifiedPayload.get())
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
