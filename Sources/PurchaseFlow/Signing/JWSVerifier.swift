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
    private let verifiedLeaves = VerifiedLeafCache()

    /// Creates a verifier that trusts these certificates, and chains up to these roots.
    public init(trusting certificates: [Certificate], roots: [Certificate] = []) {
        self.trustedCertificates = certificates
        self.chainVerifier = CertificateChainVerifier(roots: roots)
    }

    /// Returns the verified payload, or throws a `JWSVerificationError` saying why it does not verify.
    public func verifiedPayload(of text: String) throws -> Data {
        let jws = try CompactJWS(text)
        guard jws.header.alg == "ES256" else { throw JWSVerificationError.unsupportedAlgorithm(jws.header.alg) }
        guard let x5c = jws.header.x5c, !x5c.isEmpty else { throw JWSVerificationError.missingCertificate }
        let ders = try x5c.map { text in
            guard let der = Data(base64Encoded: text) else { throw JWSVerificationError.missingCertificate }
            return der
        }
        let certificate = try signingCertificate(of: ders)
        guard certificate.isValidSignature(jws.signature, of: jws.signingInput) else {
            throw JWSVerificationError.invalidSignature
        }
        return jws.payload
    }

    private func signingCertificate(of ders: [Data]) throws -> Certificate {
        if let certificate = trustedCertificates.first(where: { $0.der == ders[0] }) { return certificate }
        guard ders.count == 3, !chainVerifier.roots.isEmpty else { throw JWSVerificationError.untrustedCertificate }
        if let leaf = verifiedLeaves.leaf(for: ders) { return leaf }
        let chain = try ders.map { der in
            do { return try Certificate(der: der) } catch { throw JWSVerificationError.invalidChain("a certificate is not DER") }
        }
        let leaf = try chainVerifier.verifiedLeaf(of: chain)
        verifiedLeaves.remember(leaf, for: ders)
        return leaf
    }
}

/// The leaves of chains already verified, so each chain is checked once per verifier.
private final class VerifiedLeafCache: @unchecked Sendable {
    private let lock = NSLock()
    private var leaves: [[Data]: Certificate] = [:]

    func leaf(for chain: [Data]) -> Certificate? {
        lock.lock()
        defer { lock.unlock() }
        return leaves[chain]
    }

    func remember(_ leaf: Certificate, for chain: [Data]) {
        lock.lock()
        defer { lock.unlock() }
        leaves[chain] = leaf
    }
}
