import Foundation

/// A P-256 key pair: a private number d and its public key Q = d·G as its 65-byte uncompressed point, always worked out
/// from d, so the two belong together.
///
/// That makes two checks cheaper: the key is a certificate's exactly when its point is the certificate's (no signature
/// made and verified), and a signature checked under its public key is found with one multiplication of the generator
/// instead of one of Q (`P256.isValid(signature:digest:point:scalar:)`), so the store's certificates are checked with
/// their issuers' keys where the state file holds them.
final class KeyPair: Sendable {
    /// The private number d, 32 big-endian bytes.
    let scalar: [UInt8]
    /// The public key d·G as its 65-byte uncompressed point.
    let point: [UInt8]

    /// The key pair of a private number (32 big-endian bytes); nil when it is not within [1, n-1]. Expects libcrypto
    /// loaded.
    init?(scalar: [UInt8]) {
        guard let point = P256.publicPoint(of: scalar) else { return nil }
        self.scalar = scalar
        self.point = point
    }

    /// A new key pair whose private number is drawn from the operating system's random generator. Loads libcrypto.
    static func generate() throws -> KeyPair {
        try LibCrypto.load()
        var random = SystemRandomNumberGenerator()
        while true {
            // A number outside [1, n-1] (about one in four billion) is drawn again.
            if let pair = KeyPair(scalar: (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &random) }) { return pair }
        }
    }

    /// The key pair of the first private key in PEM text when it is written as kiosk writes it (`PEMBlocks.plainPrivateKeyDER`):
    /// an unencrypted PKCS#8 P-256 key in the layout libcrypto writes (`layout`), whose public point is its private
    /// number's; nil for anything else, which libcrypto's PEM reader reads instead (`SigningKey.privateKeyRead(pem:)`).
    /// Loads libcrypto first.
    static func read(pem: Data) throws -> KeyPair? {
        try LibCrypto.load()
        guard let der = PEMBlocks.plainPrivateKeyDER(in: pem).map([UInt8].init), der.count == layout.length,
              der.starts(with: layout.beforeScalar),
              der[layout.afterScalar.range].elementsEqual(layout.afterScalar.bytes) else { return nil }
        let scalarStart = layout.beforeScalar.count
        guard let pair = KeyPair(scalar: Array(der[scalarStart..<(scalarStart + 32)])),
              der[layout.afterScalar.range.upperBound...].elementsEqual(pair.point) else { return nil }
        return pair
    }

    /// An unencrypted PKCS#8 PrivateKeyInfo of a P-256 key as libcrypto writes it: version 0, the algorithm
    /// (id-ecPublicKey 1.2.840.10045.2.1 with the curve prime256v1 1.2.840.10045.3.1.7), and an OCTET STRING holding
    /// the ECPrivateKey (version 1, the 32-byte private number, no parameters, the public key as a BIT STRING in [1]).
    private static let layout = (
        length: 138,
        beforeScalar: [0x30, 0x81, 0x87, 0x02, 0x01, 0x00, 0x30, 0x13, 0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01,
                       0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07, 0x04, 0x6D, 0x30, 0x6B, 0x02, 0x01, 0x01,
                       0x04, 0x20] as [UInt8],
        afterScalar: (range: 68..<73, bytes: [0xA1, 0x44, 0x03, 0x42, 0x00] as [UInt8])
    )

    /// Whether this is `certificate`'s key, so that what it signs the certificate verifies: its point is the
    /// certificate's.
    func isKey(of certificate: Certificate) -> Bool {
        certificate.publicPoint == point
    }

    /// A raw 64-byte R||S ES256 signature of `message` made with this key.
    func signature(of message: UnsafeRawBufferPointer) throws -> [UInt8] {
        guard let signature = P256.signature(ofDigest: P256.sha256(message), scalar: scalar) else {
            throw SigningError(operation: "signing", reason: "libcrypto made no signature")
        }
        return signature
    }

    /// Whether a raw 64-byte R||S ES256 signature of the bytes of `message` verifies under this key pair's public key,
    /// as `Certificate.isValidSignature` answers under a certificate of that key.
    func isValidSignature(_ raw: [UInt8], of message: UnsafeRawBufferPointer) -> Bool {
        P256.isValid(signature: raw, digest: P256.sha256(message), point: point, scalar: scalar)
    }
}
