import COpenSSL
import Foundation

/// Verifies an App Store style certificate chain (leaf, intermediate, root) as Apple's App Store Server
/// Library does: exactly three certificates, the root one of the trusted roots, the chain valid under
/// OpenSSL's X509_STRICT checks at a time, the intermediate and leaf carrying Apple's marker extensions.
public struct CertificateChainVerifier: Sendable {
    /// The roots trusted.
    public let roots: [Certificate]

    /// Creates a verifier trusting these roots.
    public init(roots: [Certificate]) {
        self.roots = roots
    }

    /// Returns the leaf when the chain verifies at `date`; throws a `JWSVerificationError` saying why not.
    public func verifiedLeaf(of chain: [Certificate], at date: Date) throws -> Certificate {
        guard chain.count == 3 else { throw JWSVerificationError.invalidChain("it has \(chain.count) certificates, not 3") }
        let (leaf, intermediate) = (chain[0], chain[1])
        guard let leafX509 = leaf.x509, let intermediateX509 = intermediate.x509 else {
            throw JWSVerificationError.invalidChain("a certificate is not DER")
        }
        var lastError = "its root is not a trusted one"
        for root in roots {
            // A root read from a file kiosk wrote is parsed here, at its first use.
            guard let rootX509 = root.x509 else {
                lastError = "the trusted root cannot be parsed"
                continue
            }
            var error: Int32 = 0
            if kiosk_x509_verify_chain(rootX509, intermediateX509, leafX509, time_t(date.timeIntervalSince1970), &error) == 1 {
                guard intermediate.hasExtension(SandboxCertificateChain.intermediateMarkerOID) else {
                    throw JWSVerificationError.invalidChain("the intermediate lacks the extension \(SandboxCertificateChain.intermediateMarkerOID)")
                }
                guard leaf.hasExtension(SandboxCertificateChain.leafMarkerOID) else {
                    throw JWSVerificationError.invalidChain("the leaf lacks the extension \(SandboxCertificateChain.leafMarkerOID)")
                }
                return leaf
            }
            lastError = String(cString: X509_verify_cert_error_string(Int(error)))
        }
        ERR_clear_error()
        throw JWSVerificationError.invalidChain(lastError)
    }
}
