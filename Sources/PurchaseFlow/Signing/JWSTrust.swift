import Foundation

/// What a `JWSVerifier` trusts: certificates whose keys it trusts directly and the roots App Store style chains must
/// verify up to, given when it is made, or followed: asked for at each JWS checked, and asked for newer trust when a
/// certificate is not trusted (a sandbox store's identities, which another process may replace: `SandboxIdentities`).
final class JWSTrust: Sendable {
    /// One set of trusted certificates and roots, ready to check against, with what each header checked under it meant.
    final class Trusted: Sendable {
        /// The certificates whose keys are trusted directly.
        let certificates: [Certificate]
        /// The roots App Store style chains must verify up to.
        let chainVerifier: CertificateChainVerifier
        /// Each header's certificate under this trust, or why it is not trusted.
        let signers = SigningCertificateCache()

        init(certificates: [Certificate], roots: [Certificate]) {
            self.certificates = certificates
            self.chainVerifier = CertificateChainVerifier(roots: roots)
        }
    }

    private let current: @Sendable () throws -> Trusted
    private let newer: @Sendable (Trusted) throws -> Trusted?

    /// Trust given now, for good.
    init(_ trusted: Trusted) {
        current = { trusted }
        newer = { _ in nil }
    }

    /// Trust followed: `current`, asked at each JWS checked, gives the trust to check against (the caller keeps what it
    /// read); `newer`, asked when a certificate is not trusted under that trust, gives the trust in force when it is
    /// newer, or nil.
    init(current: @escaping @Sendable () throws -> Trusted, newer: @escaping @Sendable (Trusted) throws -> Trusted?) {
        self.current = current
        self.newer = newer
    }

    /// The trust in force; `JWSVerificationError.unreadableTrust` with the reason when it cannot be read.
    func trusted() throws(JWSVerificationError) -> Trusted {
        try readable(current)
    }

    /// The trust in force when it is newer than `trusted` (nil when it is not); `unreadableTrust` when it cannot be read.
    func newer(than trusted: Trusted) throws(JWSVerificationError) -> Trusted? {
        try readable { try newer(trusted) }
    }

    private func readable<T>(_ read: () throws -> T) throws(JWSVerificationError) -> T {
        do {
            return try read()
        } catch let error as JWSVerificationError {
            throw error
        } catch {
            throw .unreadableTrust(String(describing: error))
        }
    }
}
