import Foundation

/// What each protected header seen so far means for verification under one trust (`JWSTrust.Trusted`): the certificate
/// it names, or why it is not trusted.
///
/// A ledger's rows share a handful of headers (the same alg and certificate chain), so each is decoded and its
/// chain checked once per trust instead of once per row. The cache forgets everything when it grows past a
/// few hundred headers, so hostile input cannot make it grow without bound (each remembered header keeps its
/// JWS text alive, a few kilobytes).
final class SigningCertificateCache: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Substring: Result<Certificate, JWSVerificationError>] = [:]
    private static let capacity = 256

    /// The remembered result for a header, or the result of `check` (remembered).
    func result(forHeader header: Substring, _ check: () throws -> Certificate) -> Result<Certificate, JWSVerificationError> {
        lock.lock()
        let known = results[header]
        lock.unlock()
        if let known { return known }
        let result: Result<Certificate, JWSVerificationError>
        do {
            result = .success(try check())
        } catch let error as JWSVerificationError {
            result = .failure(error)
        } catch {
            result = .failure(.malformed("the header could not be read"))
        }
        // Trust that could not be read is asked for again at the next check, once the state files may be mended.
        if case .failure(.unreadableTrust) = result { return result }
        lock.lock()
        if results.count >= Self.capacity { results.removeAll() }
        results[header] = result
        lock.unlock()
        return result
    }
}
