import Foundation

/// Verifies compact ES256 JWS against a set of trusted certificates.
///
/// A JWS verifies when its header says ES256, its first `x5c` certificate is one of the trusted ones, and
/// the raw R||S signature matches the header and payload under that certificate's key.
public struct JWSVerifier: Sendable {
    /// The certificates whose keys are trusted.
    public let trustedCertificates: [Certificate]

    /// Creates a verifier that trusts these certificates.
    public init(trusting certificates: [Certificate]) {
        self.trustedCertificates = certificates
    }

    /// Returns the verified payload, or throws a `JWSVerificationError` saying why it does not verify.
    public func verifiedPayload(of text: String) throws -> Data {
        let jws = try CompactJWS(text)
        guard jws.header.alg == "ES256" else { throw JWSVerificationError.unsupportedAlgorithm(jws.header.alg) }
        guard let first = jws.header.x5c?.first, let der = Data(base64Encoded: first) else {
            throw JWSVerificationError.missingCertificate
        }
        guard let certificate = trustedCertificates.first(where: { $0.der == der }) else {
            throw JWSVerificationError.untrustedCertificate
        }
        guard certificate.isValidSignature(jws.signature, of: jws.signingInput) else {
            throw JWSVerificationError.invalidSignature
        }
        return jws.payload
    }
}
