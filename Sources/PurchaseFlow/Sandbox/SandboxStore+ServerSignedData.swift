import Foundation

extension SandboxStore {
    /// A ledger transaction signed now in the environment in force, as the App Store Server API returns it
    /// (the stored JWS keeps the signature it got when it was written).
    public func signedTransaction(_ record: LedgerRecord, settings: SandboxSettings) throws -> String {
        // In one read: the clock and the identities in force are one statement (`SandboxLedger.clockAndSigningIn`).
        try ledger.database.read { _ in
            try signer(for: settings.environment).sign(payload: SignedTransactionPayload(
                record: record, bundleID: bundleID, signedDate: Timestamp(clock.now()), environment: settings.environment).encoded())
        }
    }

    /// A subscription's renewal info signed now in the environment in force.
    public func signedRenewalInfo(_ status: SandboxSubscriptionStatus, settings: SandboxSettings) throws -> String {
        try ledger.database.read { _ in
            try signer(for: settings.environment).sign(payload: SignedRenewalInfoPayload(
                status: status, signedDate: clock.now(), environment: settings.environment).encoded())
        }
    }
}
