import COpenSSL

/// ES256 on P-256 with libcrypto's arithmetic only (COpenSSL's `P256.c`): never its providers, engines or
/// configuration file, whose setting up cost a cold `kiosk sandbox buy` more than its signatures (docs/performance.md).
/// Every function expects libcrypto loaded (`LibCrypto.load()`).
enum P256 {
    /// The SHA-256 digest of bytes.
    static func sha256(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: 32) { digest, count in
            kiosk_sha256(bytes.baseAddress, bytes.count, digest.baseAddress)
            count = 32
        }
    }

    /// The 65-byte uncompressed public point d·G of a private number d (32 big-endian bytes); nil when d is not within
    /// [1, n-1].
    static func publicPoint(of scalar: [UInt8]) -> [UInt8]? {
        guard scalar.count == 32 else { return nil }
        var point = [UInt8](repeating: 0, count: 65)
        return kiosk_p256_public_point(scalar, &point) == 1 ? point : nil
    }

    /// A raw 64-byte r || s ES256 signature of bytes whose SHA-256 is `digest`, made with the private number `scalar`
    /// and a new secret nonce; nil when `scalar` is not a private number of P-256.
    static func signature(ofDigest digest: [UInt8], scalar: [UInt8]) -> [UInt8]? {
        guard digest.count == 32, scalar.count == 32 else { return nil }
        var signature = [UInt8](repeating: 0, count: 64)
        return kiosk_p256_sign(scalar, digest, &signature) == 1 ? signature : nil
    }

    /// How many nonces the process's maker thread has made ahead (from the second signature on, it keeps a batch ready
    /// so a signature does not wait for its nonce).
    static var noncesMadeAhead: Int { kiosk_p256_nonces_made_ahead() }

    /// Whether a raw 64-byte r || s ES256 signature of bytes whose SHA-256 is `digest` verifies under the public key
    /// `point` (65 bytes, uncompressed), as libcrypto's ECDSA verification answers. `scalar`, the point's private
    /// number when the caller holds it (checked to be the point's), gives the same answer for fewer instructions.
    static func isValid(signature: [UInt8], digest: [UInt8], point: [UInt8], scalar: [UInt8]? = nil) -> Bool {
        guard signature.count == 64, digest.count == 32, point.count == 65, scalar.map({ $0.count == 32 }) ?? true else { return false }
        if let scalar { return kiosk_p256_verify(point, scalar, digest, signature) == 1 }
        return kiosk_p256_verify(point, nil, digest, signature) == 1
    }
}
