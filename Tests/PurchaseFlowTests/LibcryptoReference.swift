import COpenSSL
import Foundation
import Testing
@testable import PurchaseFlow

/// libcrypto's own answers, through its providers as kiosk asked them before it did the ES256 arithmetic itself
/// (`P256`), to compare kiosk's answers with.
enum LibcryptoReference {
    /// SHA-256 by libcrypto's providers.
    static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let algorithm = EVP_MD_fetch(nil, "SHA256", nil)
        defer { EVP_MD_free(algorithm) }
        precondition(EVP_Digest(bytes, bytes.count, &digest, &length, algorithm, nil) == 1 && length == 32)
        return digest
    }

    /// Whether libcrypto's ECDSA verification takes a raw R||S signature of `message` under the P-256 public key
    /// `point`; false when libcrypto takes no key of that point.
    static func verifies(_ raw: [UInt8], of message: [UInt8], point: [UInt8]) -> Bool {
        guard let key = publicKey(point: point) else { return false }
        defer { EVP_PKEY_free(key) }
        guard let der = OpenSSLSupport.derSignature(fromRaw: raw) else { return false }
        let context = EVP_PKEY_CTX_new_from_pkey(nil, key, nil)
        defer { EVP_PKEY_CTX_free(context) }
        let digest = sha256(message)
        let valid = EVP_PKEY_verify_init(context) == 1 && EVP_PKEY_verify(context, der, der.count, digest, digest.count) == 1
        ERR_clear_error()
        return valid
    }

    /// A raw R||S signature of `message` made by libcrypto's ECDSA with the key pair.
    static func signature(of message: [UInt8], by pair: KeyPair) throws -> [UInt8] {
        let key = try #require(kiosk_p256_evp_key(pair.scalar, pair.point))
        defer { EVP_PKEY_free(key) }
        let context = EVP_PKEY_CTX_new_from_pkey(nil, key, nil)
        defer { EVP_PKEY_CTX_free(context) }
        let digest = sha256(message)
        var der = [UInt8](repeating: 0, count: 80)
        var length = der.count
        precondition(EVP_PKEY_sign_init(context) == 1 && EVP_PKEY_sign(context, &der, &length, digest, digest.count) == 1)
        return try #require(OpenSSLSupport.rawSignature(fromDER: Array(der.prefix(length))))
    }

    /// The private number and public point of the first private key libcrypto's PEM reader reads from `pem`; nil when
    /// it reads none, or not a P-256 key.
    static func privateKey(pem: Data) -> (scalar: [UInt8], point: [UInt8])? {
        guard let key = try? SigningKey.privateKeyReadByLibcrypto(pem: pem) else { return nil }
        defer { EVP_PKEY_free(key) }
        var scalar = [UInt8](repeating: 0, count: 32), point = [UInt8](repeating: 0, count: 65)
        guard kiosk_p256_private_scalar_of(key, &scalar) == 1, kiosk_p256_public_point_of(key, &point) == 1 else { return nil }
        return (scalar, point)
    }

    /// `EVP_PKEY_PUBLIC_KEY`, a macro Swift does not import: the public key and the parameters.
    private static let publicKeySelection = OSSL_KEYMGMT_SELECT_PUBLIC_KEY | OSSL_KEYMGMT_SELECT_DOMAIN_PARAMETERS
        | OSSL_KEYMGMT_SELECT_OTHER_PARAMETERS

    /// libcrypto's P-256 public key of a 65-byte point, made by its EC key manager; nil when it is not a point of P-256.
    private static func publicKey(point: [UInt8]) -> OpaquePointer? {
        let context = EVP_PKEY_CTX_new_from_name(nil, "EC", nil)
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        // OSSL_PARAM keeps the pointers it is given, so every string lives until the key is made.
        let groupName = strdup(OSSL_PKEY_PARAM_GROUP_NAME), publicKeyName = strdup(OSSL_PKEY_PARAM_PUB_KEY), curve = strdup(SN_X9_62_prime256v1)
        defer { free(groupName); free(publicKeyName); free(curve) }
        let made = point.withUnsafeBytes { bytes in
            var parameters = [
                OSSL_PARAM_construct_utf8_string(groupName, curve, 0),
                OSSL_PARAM_construct_octet_string(publicKeyName, UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count),
                OSSL_PARAM_construct_end(),
            ]
            return EVP_PKEY_fromdata_init(context) == 1 && EVP_PKEY_fromdata(context, &key, Self.publicKeySelection, &parameters) == 1
        }
        ERR_clear_error()
        return made ? key : nil
    }
}
