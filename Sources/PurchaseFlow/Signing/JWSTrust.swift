import Foundation
import Synchronization

/// What a `JWSVerifier` trusts: certificates whose keys it trusts directly and the roots App Store style chains must
/// verify up to, given when it is made or read at the first JWS it checks.
final class JWSTrust: Sendable {
    /// The certificates and roots, ready to check against.
    struct Trusted: Sendable {
        /// The certificates whose keys are trusted directly.
        let certificates: [Certificate]
        /// The roots App Store style chains must verify up to.
        let chainVerifier: CertificateChainVerifier

        init(certificates: [Certificate], roots: [Certificate]) {
            self.certificates = certificates
            self.chainVerifier = CertificateChainVerifier(roots: roots)
        }
    }

    private let read: (@Sendable () throws -> Trusted)?
    private let known: Mutex<Trusted?>

    /// Trust given now.
    init(_ trusted: Trusted) {
        read = nil
        known = Mutex(trusted)
    }

    /// Trust read by `read` at the first check (and at each check after one that failed).
    init(readingAtFirstUse read: @escaping @Sendable () throws -> Trusted) {
        self.read = read
        known = Mutex(nil)
    }

    /// The certificates and roots, read now if they were not yet; `JWSVerificationError.unreadableTrust` with the
    /// reason when they cannot be read.
    func trusted() throws(JWSVerificationError) -> Trusted {
        do {
            return try known.withLock { known in
                if let known { return known }
                guard let read else { preconditionFailure("trust given at creation is always known") }
                let trusted = try read()
                known = trusted
                return trusted
            }
        } catch let error as JWSVerificationError {
            throw error
        } catch {
            throw .unreadableTrust(String(describing: error))
        }
    }
}
