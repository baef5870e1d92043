import Foundation

/// Verifies compact ES256 JWS against trusted certificates and trusted roots.
///
/// A JWS verifies when its header says ES256, its `x5c` chain is trusted, and the raw R||S signature
/// matches the header and payload under the first certificate's key. A chain is trusted when its first
/// certificate is one of the trusted certificates (StoreKit Testing's single self-signed certificate), or
/// when it is an App Store style chain of three that verifies up to a trusted root
/// (`CertificateChainVerifier`).
public struct JWSVerifier: Sendable {
    private let trust: JWSTrust

    /// Creates a verifier that trusts these certificates, and chains up to these roots.
    public init(trusting certificates: [Certificate], roots: [Certificate] = []) {
        trust = JWSTrust(JWSTrust.Trusted(certificates: certificates, roots: roots))
    }

    /// Creates a verifier that follows `trust` (`JWSTrust.init(current:newer:)`); while the trust cannot be read, every
    /// JWS is unverified with its reason (`JWSVerificationError.unreadableTrust`).
    init(following trust: JWSTrust) {
        self.trust = trust
    }

    /// Returns the verified payload, or throws a `JWSVerificationError` saying why it does not verify.
    public func verifiedPayload(of text: String) throws -> Data {
        let signed = try signedParts(of: text)
        guard CompactJWS.withSigningInput(of: text, { signed.certificate.isValidSignature(signed.signature, of: $0) }) else {
            throw JWSVerificationError.invalidSignature
        }
        return signed.payload
    }

    /// The verified payload of each JWS, or the error `verifiedPayload(of:)` throws for it, in their order.
    ///
    /// The answers are `verifiedPayload(of:)`'s; the signatures under each certificate are checked together
    /// (`Certificate.validity(ofSignatures:digests:)`), which costs a third as much per signature once there are
    /// hundreds: `kiosk sandbox list` checks a ledger's rows this way, a few dozen at a time on every core.
    public func verifiedPayloads(of texts: [String]) -> [Result<Data, any Error>] {
        var results = [Result<Data, any Error>](repeating: .failure(JWSVerificationError.invalidSignature), count: texts.count)
        var pending: [ObjectIdentifier: PendingChecks] = [:]
        for (place, text) in texts.enumerated() {
            do {
                let signed = try signedParts(of: text)
                let digest = CompactJWS.withSigningInput(of: text, P256.sha256)
                pending[ObjectIdentifier(signed.certificate), default: PendingChecks(certificate: signed.certificate)]
                    .add(place: place, payload: signed.payload, signature: signed.signature, digest: digest)
            } catch {
                results[place] = .failure(error)
            }
        }
        // Only a signature found valid makes its payload a result; any other row stays an invalid signature.
        for group in pending.values {
            let validity = group.certificate.validity(ofSignatures: group.signatures, digests: group.digests)
            for ((place, payload), isValid) in zip(zip(group.places, group.payloads), validity) where isValid {
                results[place] = .success(payload)
            }
        }
        return results
    }

    /// The signatures still to check under one certificate, with the places of their JWS, their payloads and the
    /// digests they sign.
    private struct PendingChecks {
        let certificate: Certificate
        var places: [Int] = []
        var payloads: [Data] = []
        var signatures: [[UInt8]] = []
        var digests: [[UInt8]] = []

        mutating func add(place: Int, payload: Data, signature: [UInt8], digest: [UInt8]) {
            places.append(place)
            payloads.append(payload)
            signatures.append(signature)
            digests.append(digest)
        }
    }

    /// A JWS's signing certificate, decoded payload and raw signature, or why it cannot verify before its
    /// signature is checked.
    private func signedParts(of text: String) throws -> (certificate: Certificate, payload: Data, signature: [UInt8]) {
        let parts = try CompactJWS.parts(of: text)
        let certificate = try signingCertificate(ofHeader: parts.header)
        let (payload, signature) = try CompactJWS.decodePayloadAndSignature(parts)
        return (certificate, payload, signature)
    }

    /// The certificate whose key must have made a signature under this header, or why there is none, found once per
    /// header under each trust. A certificate not trusted, alone or up to a root, is looked for again under newer trust
    /// when there is some (another process replaced the store's identities), which is in force from then on.
    private func signingCertificate(ofHeader header: Substring) throws -> Certificate {
        let trusted = try trust.trusted()
        return try trusted.signers.result(forHeader: header) {
            do {
                return try Self.signingCertificate(ofHeader: header, under: trusted)
            } catch let error as JWSVerificationError where Self.isUntrusted(error) {
                guard let newer = try trust.newer(than: trusted) else { throw error }
                return try newer.signers.result(forHeader: header) { try Self.signingCertificate(ofHeader: header, under: newer) }.get()
            }
        }.get()
    }

    /// Whether a header failed for want of trust alone: its certificate is not trusted, or its chain reaches no trusted root.
    private static func isUntrusted(_ error: JWSVerificationError) -> Bool {
        switch error {
        case .untrustedCertificate, .invalidChain: true
        default: false
        }
    }

    /// The certificate whose key must have made a signature under this header, or why there is none, under `trusted`.
    private static func signingCertificate(ofHeader text: Substring, under trusted: JWSTrust.Trusted) throws -> Certificate {
        guard let data = Base64URL.decode(text) else { throw JWSVerificationError.malformed("the header is not base64url") }
        let header = try CompactJWS.decodeHeader(data)
        guard header.alg == "ES256" else { throw JWSVerificationError.unsupportedAlgorithm(header.alg) }
        guard let x5c = header.x5c, !x5c.isEmpty else { throw JWSVerificationError.missingCertificate }
        let ders = try x5c.map { text in
            guard let der = Data(base64Encoded: text) else { throw JWSVerificationError.missingCertificate }
            return der
        }
        if let certificate = trusted.certificates.first(where: { $0.der == ders[0] }) { return certificate }
        guard ders.count == 3, !trusted.chainVerifier.roots.isEmpty else { throw JWSVerificationError.untrustedCertificate }
        let chain = try ders.map { der in
            do { return try Certificate(der: der) } catch { throw JWSVerificationError.invalidChain("a certificate is not DER") }
        }
        return try trusted.chainVerifier.verifiedLeaf(of: chain, at: Date())
    }
}
