extension TransactionVerifier {
    /// Verifies an app transaction record: its JWS, and that the record still matches what was signed.
    public func verify(_ record: AppTransactionRecord, bundleID: String) -> AppTransactionResult {
        let payload: SignedAppTransactionPayload
        do {
            payload = try SignedAppTransactionPayload.decode(try jwsVerifier.verifiedPayload(of: record.jws))
        } catch let error as JWSVerificationError {
            return .unverified(reason: error.description)
        } catch {
            return .unverified(reason: "its signed payload is not a StoreKit app transaction.")
        }
        let mismatches = [
            payload.appTransactionId == String(record.id) ? nil : "app transaction id",
            payload.bundleId == bundleID ? nil : "bundle id",
            payload.applicationVersion == record.appVersion ? nil : "app version",
            payload.originalApplicationVersion == record.originalAppVersion ? nil : "original app version",
        ].compactMap { $0 }
        guard mismatches.isEmpty else {
            return .unverified(reason: "the ledger's \(mismatches.joined(separator: ", ")) differ from what was signed.")
        }
        return .verified(AppTransaction(payload: payload, jws: record.jws))
    }
}
