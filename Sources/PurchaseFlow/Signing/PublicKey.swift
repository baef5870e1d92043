import COpenSSL
import Foundation

/// A P-256 public key that checks ES256 signatures, read from a PEM public key or from a PEM private key
/// (an App Store Connect API key's `.p8` file), whose public half it keeps.
public final class PublicKey: @unchecked Sendable {
    /// Nil only when libcrypto could not take a reference to the key.
    private let verifier: ES256Verifier?

    /// Reads a PEM `PUBLIC KEY`, or the public half of a PEM `PRIVATE KEY`; it must be a P-256 EC key.
    public init(pem: Data) throws {
        try LibCrypto.load()
        let bytes = [UInt8](pem)
        guard let bio = BIO_new_mem_buf(bytes, Int32(bytes.count)) else { throw OpenSSLSupport.error("reading a PEM key") }
        defer { BIO_free(bio) }
        let isPrivate = String(decoding: pem, as: UTF8.self).contains("PRIVATE KEY-----")
        let key = isPrivate ? PEM_read_bio_PrivateKey(bio, nil, nil, nil) : PEM_read_bio_PUBKEY(bio, nil, nil, nil)
        guard let key else { throw OpenSSLSupport.error("reading a PEM key") }
        guard EVP_PKEY_get_base_id(key) == EVP_PKEY_EC, EVP_PKEY_get_bits(key) == 256 else {
            EVP_PKEY_free(key)
            throw SigningError(operation: "reading a PEM key", reason: "the key is not a P-256 EC key")
        }
        verifier = ES256Verifier(key: key)
        EVP_PKEY_free(key)
    }

    /// Whether a raw 64-byte R||S ES256 signature of `message` was made by this key.
    public func isValidSignature(_ raw: [UInt8], of message: [UInt8]) -> Bool {
        message.withUnsafeBytes { verifier?.isValidSignature(raw, of: $0) ?? false }
    }
}
