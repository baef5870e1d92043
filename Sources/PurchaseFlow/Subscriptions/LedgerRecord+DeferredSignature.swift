import Foundation

extension LedgerRecord {
    /// What `jws` holds for a renewal whose signature is deferred: not a JWS, so it never verifies, and
    /// nothing is granted on it before the store signs it.
    public static let deferredSignature = "deferred"

    /// Whether this is a renewal the store has not signed yet (see `SandboxStore.signingDeferred`).
    public var isSignatureDeferred: Bool { jws == Self.deferredSignature }
}
