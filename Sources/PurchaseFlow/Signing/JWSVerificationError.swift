import Foundation

/// Why a JWS did not verify.
public enum JWSVerificationError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The text is not a compact JWS.
    case malformed(String)
    /// The header names an algorithm other than ES256.
    case unsupportedAlgorithm(String)
    /// The header has no usable certificate.
    case missingCertificate
    /// The certificate in the header is not one the verifier trusts.
    case untrustedCertificate
    /// The signature does not match the header and payload.
    case invalidSignature
    /// The App Store style certificate chain in the header does not verify up to a trusted root.
    case invalidChain(String)
    /// The certificates the verifier trusts could not be read (the store's state files), so nothing verifies.
    case unreadableTrust(String)

    public var description: String {
        switch self {
        case .malformed(let reason): return "The JWS is malformed: \(reason)."
        case .unsupportedAlgorithm(let name): return "The JWS uses algorithm \(name); only ES256 is accepted."
        case .missingCertificate: return "The JWS header has no x5c certificate."
        case .untrustedCertificate: return "The JWS was signed with a certificate this store does not trust."
        case .invalidSignature: return "The JWS signature does not match its contents."
        case .invalidChain(let reason): return "The JWS certificate chain does not verify: \(reason)."
        case .unreadableTrust(let reason): return "The certificates this store trusts cannot be read: \(reason)"
        }
    }
}
