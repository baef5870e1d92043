import COpenSSL
import Foundation

/// A P-256 key pair read by kiosk's own reader (`kiosk_p256_private_key_from_pkcs8`) from a private key written plainly,
/// as kiosk writes it: its public key checked to be its private key's, and kept as its point.
///
/// That check makes two others cheaper: the key is a certificate's when its point is the certificate's (no signature
/// made and verified), and a signature checked under its public key is found with one multiplication of the generator
/// instead of one of the public key (`kiosk_es256_verify_with_key_pair`), so the store's certificates are checked with
/// their issuers' keys where the state file holds them.
final class KeyPair: @unchecked Sendable {
    /// The libcrypto key, owned.
    let pkey: OpaquePointer
    /// The public key as its 65-byte uncompressed point.
    let point: [UInt8]

    private init(pkey: OpaquePointer, point: [UInt8]) {
        self.pkey = pkey
        self.point = point
    }

    deinit { EVP_PKEY_free(pkey) }

    /// The key pair of the first private key in PEM text when it is an unencrypted PKCS#8 P-256 key written plainly
    /// (`PEMBlocks.plainPrivateKeyDER`) whose public key is its own; nil for anything else, which libcrypto's PEM
    /// reader reads instead (`SigningKey.privateKey(pem:)`). Loads libcrypto first.
    static func read(pem: Data) throws -> KeyPair? {
        try LibCrypto.load()
        guard let der = PEMBlocks.plainPrivateKeyDER(in: pem) else { return nil }
        var point = [UInt8](repeating: 0, count: 65)
        let pkey = der.withUnsafeBytes { bytes in
            point.withUnsafeMutableBufferPointer {
                kiosk_p256_private_key_from_pkcs8(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, $0.baseAddress)
            }
        }
        guard let pkey else {
            ERR_clear_error()
            return nil
        }
        return KeyPair(pkey: pkey, point: point)
    }

    /// Whether this is `certificate`'s key, so that what it signs the certificate verifies: its point is the
    /// certificate's. Nil when kiosk did not read the certificate's point (libcrypto parsed the certificate).
    func isKey(of certificate: Certificate) -> Bool? {
        certificate.keyPoint.map { $0 == point }
    }

    /// Whether a raw 64-byte R||S ES256 signature of the bytes of `message` verifies under this key pair's public key,
    /// as `Certificate.isValidSignature` answers under a certificate of that key.
    func isValidSignature(_ raw: [UInt8], of message: UnsafeRawBufferPointer) -> Bool {
        guard raw.count == 64, let digest = OpenSSLSupport.sha256(message) else {
            ERR_clear_error()
            return false
        }
        return kiosk_es256_verify_with_key_pair(pkey, digest, raw) == 1
    }
}
