import COpenSSL

/// A signing context of one P-256 key, set up once and reused for many ES256 signatures, by one thread at a time.
///
/// Setting up a context looks the algorithm up in libcrypto's provider tables; a key keeps the contexts it made
/// and lends one to each signature (`SigningKey.withSigningContext`), so a purchase does not set one up again.
final class SigningContext {
    private let context: OpaquePointer

    /// Prepares a context that signs with `key`.
    convenience init(key: SigningKey) throws {
        try self.init(pkey: try key.pkey())
    }

    /// Prepares a context that signs with a libcrypto key.
    init(pkey: OpaquePointer) throws {
        guard let context = EVP_PKEY_CTX_new(pkey, nil) else { throw OpenSSLSupport.error("signing") }
        guard EVP_PKEY_sign_init(context) == 1 else {
            EVP_PKEY_CTX_free(context)
            throw OpenSSLSupport.error("signing")
        }
        self.context = context
    }

    deinit { EVP_PKEY_CTX_free(context) }

    /// Signs a message with ECDSA over its SHA-256 digest and returns the raw 64-byte R||S signature.
    func sign(_ message: [UInt8]) throws -> [UInt8] {
        guard let digest = message.withUnsafeBytes(OpenSSLSupport.sha256) else { throw OpenSSLSupport.error("signing") }
        var der = [UInt8](repeating: 0, count: 80)
        var length = der.count
        guard EVP_PKEY_sign(context, &der, &length, digest, digest.count) == 1,
              let raw = OpenSSLSupport.rawSignature(fromDER: Array(der.prefix(length))) else {
            throw OpenSSLSupport.error("signing")
        }
        return raw
    }
}
