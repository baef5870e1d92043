import Foundation

/// Verifies compact ES256 JWS against trusted certificates and trusted roots.
///
/// A JWS verifies when its header says ES256, its `x5c` chain is trusted, and the raw R||S signature
/// matches the header and payload under the first certificate's key. A chain is trusted when its first
/// certificate is one of the trusted certificates (StoreKit Testing's single self-signed certificate), or
/// when it is an App Store style chain of three that verifies up to a trusted root
/// (`CertificateChainVerifier`).
public struct JWSVerifier: Sendable {
    /// The certificates whose keys are trusted directly.
    public let trustedCertificates: [Certificate]
    /// The roots App Store style chains must verify up to.
    public let chainVerifier: CertificateChainVerifier
    private let signers = SigningCertificateCache()

    /// Creates a verifier that trusts these certificates, and chains up to these roots.
    public init(trusting certificates: [Certificate], roots: [Certificate] = []) {
        self.trustedCertificates = certificates
        self.chainVerifier = CertificateChainVerifier(roots: roots)
    }

    /// Returns the verified payload, or throws a `JWSVerificationError` saying why it does not verify.
    public func verifiedPayload(of text: String) throws -> Data {
        let parts = try CompactJWS.parts(of: text)
        let certificate = try signers.result(forHeader: parts.header) { try signingCertificate(ofHeader: parts.header) }.get()
        let (payload, signature) = try CompactJWS.decodePayloadAndSignature(parts)
        guard CompactJWS.withSigningInput(of: text, { certificate.isValidSignature(signature, of: $0) }) else {
            throw JWSVerificationError.invalidSignature
        }
        return payload
    }

    /// The certificate whose key must have made a signature under this header, or why there is none.
    private func signingCertificate(ofHeader text: Substring) throws -> Certificate {
        guard let data = Base64URL.decode(text) else { throw JWSVerificationError.malformed("the header is not base64url") }
        let header = try CompactJWS.decodeHeader(data)
        guard header.alg == "ES256" else { throw JWSVerificationError.unsupportedAlgorithm(header.alg) }
        guard let x5c = header.x5c, !x5c.isEmpty else { throw JWSVerificationError.missingCertificate }
        let ders = try x5c.map { text in
            guard let der = Data(base64Encoded: text) else { throw JWSVerificationError.missingCertificate }
            return der
        }
        if let certificate = trustedCertificates.first(where: { $0.der == ders[0] }) { return certificate }
        guard ders.count == 3, !chainVerifier.roots.isEmpty else { throw JWSVerificationError.untrustedCertificate }
        let chain = try ders.map { der in
            do { return try Certificate(der: der) } catch { throw JWSVerificationError.invalidChain("a certificate is not DER") }
        }
        return try chainVerifier.verifiedLeaf(of: chain, at: Date())
    }
}
