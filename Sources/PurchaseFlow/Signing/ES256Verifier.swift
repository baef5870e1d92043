import COpenSSL
import Foundation

/// Checks ES256 signatures under one EC public key, with verifying contexts set up once and reused.
///
/// Setting up a context (`EVP_DigestVerifyInit`) fetches the algorithms from libcrypto's provider tables and
/// hands the key to the provider, which cost about a tenth of each check; `kiosk sandbox list` checks one
/// signature per ledger row on every core, so each context is set up once and lent to one thread at a time.
final class ES256Verifier: @unchecked Sendable {
    private let key: OpaquePointer
    private let lock = NSLock()
    /// Contexts ready to verify, not lent out; at most one per thread that checked at the same time.
    private var idle: [OpaquePointer] = []

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
        EVP_PKEY_free(key)
    }

    /// Whether a raw 64-byte R||S ES256 signature of `message` was made by the key.
    func isValidSignature(_ raw: [UInt8], of message: UnsafeRawBufferPointer) -> Bool {
        guard let der = OpenSSLSupport.derSignature(fromRaw: raw), let digest = OpenSSLSupport.sha256(message),
              let context = borrowContext() else {
            ERR_clear_error()
            return false
        }
        let valid = EVP_PKEY_verify(context, der, der.count, digest, digest.count) == 1
        ERR_clear_error()
        giveBack(context)
        return valid
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
}
