import COpenSSL
import Foundation

/// Checks ES256 signatures under one EC public key, with verifying contexts set up once and reused.
///
/// Setting up a context (`EVP_DigestVerifyInit`) fetches the algorithms from libcrypto's provider tables and
/// hands the key to the provider, which cost about a tenth of each check; `kiosk sandbox list` checks one
/// signature per ledger row on every core, so each context is set up once and lent to one thread at a time.
///
/// Signatures checked together (`validity(ofSignatures:digests:)`) go through the key made ready for many
/// checks (`kiosk_es256_key`: the key's multiples precomputed, the inverses of a batch found at once), about a
/// third of the cost of each check through a context; making it ready costs about as much as 400 checks, so it
/// is made once this verifier has been asked for that many signatures in batches.
final class ES256Verifier: @unchecked Sendable {
    private let key: OpaquePointer
    private let lock = NSLock()
    /// Contexts ready to verify, not lent out; at most one per thread that checked at the same time.
    private var idle: [OpaquePointer] = []
    /// Big-number workspaces (`BN_CTX`) for batches, not lent out.
    private var idleWorkspaces: [OpaquePointer] = []
    /// Signatures asked for in batches so far, until the key is made ready for many checks.
    private var batchedSignatures = 0
    /// The key ready for many checks, once made (`.failed` when it is not a named P-256 key).
    private var prepared: Preparation = .notYet

    private enum Preparation {
        case notYet
        case ready(UnsafeMutablePointer<kiosk_es256_key>)
        case failed
    }

    /// Signatures asked for in batches before the key is made ready for many checks.
    static let signaturesBeforePreparing = 400

    /// A verifier for `key` (which it keeps a reference to); nil when the key is not an EC key.
    init?(key: OpaquePointer) {
        guard EVP_PKEY_get_base_id(key) == EVP_PKEY_EC, EVP_PKEY_up_ref(key) == 1 else {
            ERR_clear_error()
            return nil
        }
        self.key = key
    }

    deinit {
        idle.forEach(EVP_PKEY_CTX_free)
        idleWorkspaces.forEach(BN_CTX_free)
        if case .ready(let ready) = prepared { kiosk_es256_key_free(ready) }
        EVP_PKEY_free(key)
    }

    /// Whether a raw 64-byte R||S ES256 signature of `message` was made by the key.
    func isValidSignature(_ raw: [UInt8], of message: UnsafeRawBufferPointer) -> Bool {
        guard let digest = OpenSSLSupport.sha256(message) else {
            ERR_clear_error()
            return false
        }
        return isValidSignature(raw, digest: digest)
    }

    /// Whether a raw 64-byte R||S ES256 signature of bytes whose SHA-256 is `digest` was made by the key.
    private func isValidSignature(_ raw: [UInt8], digest: [UInt8]) -> Bool {
        guard let der = OpenSSLSupport.derSignature(fromRaw: raw), let context = borrowContext() else {
            ERR_clear_error()
            return false
        }
        let valid = EVP_PKEY_verify(context, der, der.count, digest, digest.count) == 1
        ERR_clear_error()
        giveBack(context)
        return valid
    }

    /// Whether each raw 64-byte R||S ES256 signature was made by the key over bytes whose SHA-256 is the digest at
    /// the same place: the answers `isValidSignature` gives one by one.
    func validity(ofSignatures signatures: [[UInt8]], digests: [[UInt8]]) -> [Bool] {
        precondition(signatures.count == digests.count, "one digest per signature")
        guard let ready = preparedKey(asked: signatures.count) else {
            return zip(signatures, digests).map { isValidSignature($0, digest: $1) }
        }
        // Only well-formed pairs go to libcrypto, packed one after another.
        let wellFormed = signatures.indices.filter { signatures[$0].count == 64 && digests[$0].count == 32 }
        let packedSignatures = wellFormed.flatMap { signatures[$0] }
        let packedDigests = wellFormed.flatMap { digests[$0] }
        var valid = [UInt8](repeating: 0, count: wellFormed.count)
        if let workspace = borrowWorkspace() {
            kiosk_es256_verify(ready, wellFormed.count, packedDigests, packedSignatures, &valid, workspace)
            giveBack(workspace: workspace)
        }
        var answers = [Bool](repeating: false, count: signatures.count)
        for (place, index) in wellFormed.enumerated() { answers[index] = valid[place] == 1 }
        return answers
    }

    /// The key ready for many checks, made once `count` more signatures bring those asked for in batches to
    /// `signaturesBeforePreparing`; nil until then, or when it cannot be made.
    private func preparedKey(asked count: Int) -> UnsafeMutablePointer<kiosk_es256_key>? {
        lock.lock()
        defer { lock.unlock() }
        switch prepared {
        case .ready(let ready):
            return ready
        case .failed:
            return nil
        case .notYet:
            batchedSignatures += count
            guard batchedSignatures >= Self.signaturesBeforePreparing else { return nil }
            if let ready = kiosk_es256_key_new(key) {
                prepared = .ready(ready)
                return ready
            }
            ERR_clear_error()
            prepared = .failed
            return nil
        }
    }

    /// An idle context, or a new one set up to verify with the key; nil when libcrypto cannot make one.
    private func borrowContext() -> OpaquePointer? {
        lock.lock()
        let reused = idle.popLast()
        lock.unlock()
        if let reused { return reused }
        guard let context = EVP_PKEY_CTX_new_from_pkey(nil, key, nil) else { return nil }
        guard EVP_PKEY_verify_init(context) == 1 else {
            EVP_PKEY_CTX_free(context)
            return nil
        }
        return context
    }

    private func giveBack(_ context: OpaquePointer) {
        lock.lock()
        idle.append(context)
        lock.unlock()
    }

    /// An idle big-number workspace, or a new one; nil when libcrypto cannot make one.
    private func borrowWorkspace() -> OpaquePointer? {
        lock.lock()
        let reused = idleWorkspaces.popLast()
        lock.unlock()
        return reused ?? BN_CTX_new()
    }

    private func giveBack(workspace: OpaquePointer) {
        lock.lock()
        idleWorkspaces.append(workspace)
        lock.unlock()
    }
}
