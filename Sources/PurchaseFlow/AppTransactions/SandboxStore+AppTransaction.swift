import Foundation

extension SandboxStore {
    /// A customer's app transaction: issued and signed at their first launch of `appVersion`, and signed
    /// again when the running version, the original version in force (the first launch's, or the
    /// `original-app-version` setting's) or the signing environment changed. Without an app version nothing is issued: the customer's
    /// app transaction is returned, or nil before their first launch.
    public func appTransaction(for customer: String, launching appVersion: String?) throws -> AppTransactionRecord? {
        try ledger.database.write { database in
            let settings = try self.settings()
            let now = clock.now()
            var record: AppTransactionRecord
            if let issued = try ledger.appTransactionIn(database, customer: customer) {
                record = issued
            } else {
                guard let appVersion else { return nil }
                record = AppTransactionRecord(id: try ledger.nextAppTransactionIDIn(database), customer: customer, appVersion: appVersion,
                                              firstAppVersion: appVersion, originalAppVersion: appVersion, originalPurchaseDate: now,
                                              deviceVerificationNonce: UUID(), signedDate: now, jws: "")
            }
            let version = appVersion ?? record.appVersion
            let original = settings.originalAppVersion ?? record.firstAppVersion
            let signedEnvironment = (try? SignedAppTransactionPayload.decode(CompactJWS(record.jws).payload))?.receiptType
            guard record.jws.isEmpty || record.appVersion != version || record.originalAppVersion != original
                    || signedEnvironment != settings.environment else { return record }
            record.appVersion = version
            record.originalAppVersion = original
            record.signedDate = now
            record.jws = try signer(for: settings.environment).sign(payload: SignedAppTransactionPayload(
                record: record, bundleID: bundleID, signedDate: now, environment: settings.environment).encoded())
            try ledger.saveAppTransactionIn(database, record)
            return record
        }
    }
}
