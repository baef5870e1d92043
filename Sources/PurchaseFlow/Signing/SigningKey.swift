import COpenSSL
import Foundation

/// A P-256 private key that makes ES256 signatures (raw R||S, 64 bytes).
public final class SigningKey: @unchecked Sendable {
    let pkey: OpaquePointer

    private init(pkey: OpaquePointer) {
        self.pkey = pkey
    }

    deinit { EVP_PKEY_free(pkey) }

    /// Generates a new random P-256 key.
    public static func generate() throws -> SigningKey {
        guard let context = EVP_PKEY_CTX_new_id(EVP_PKEY_EC, nil) else { throw OpenSSLSupport.error("generating a P-256 key") }
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        guard EVP_PKEY_keygen_init(context) == 1,
              kiosk_evp_pkey_ctx_set_ec_curve(context, NID_X9_62_prime256v1) == 1,
              EVP_PKEY_keygen(context, &key) == 1, let key else {
            throw OpenSSLSupport.error("generating a P-256 key")
        }
        return SigningKey(pkey: key)
    }

    /// Reads a PEM private key; it must be a P-256 EC key.
    public init(pem: Data) throws {
        let bytes = [UInt8](pem)
        guard let bio = BIO_new_mem_buf(bytes, Int32(bytes.count)) else { throw OpenSSLSupport.error("reading a PEM key") }
        defer { BIO_free(bio) }
        guard let key = PEM_read_bio_PrivateKey(bio, nil, nil, nil) else { throw OpenSSLSupport.error("reading a PEM key") }
        guard EVP_PKEY_get_base_id(key) == EVP_PKEY_EC, EVP_PKEY_get_bits(key) == 256 else {
            EVP_PKEY_free(key)
            throw SigningError(operation: "reading a PEM key", reason: "the key is not a P-256 EC key")
        }
        self.pkey = key
    }

    /// The key as unencrypted PKCS#8 PEM.
    public func pem() throws -> Data {
        guard let bio = BIO_new(BIO_s_mem()) else { throw OpenSSLSupport.error("writing a PEM key") }
        defer { BIO_free(bio) }
        guard PEM_write_bio_PrivateKey(bio, pkey, nil, nil, 0, nil, nil) == 1 else {
            throw OpenSSLSupport.error("writing a PEM key")
        }
        return Data(OpenSSLSupport.contents(of: bio))
    }

    /// Signs a message with ECDSA over SHA-256 and returns the raw 64-byte R||S signature.
    public func sign(_ message: [UInt8]) throws -> [UInt8] {
        try SigningContext(key: self).sign(message)
    }
}
