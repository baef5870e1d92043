import COpenSSL
import Foundation

/// Checks ES256 signatures under one P-256 public key.
///
/// One signature is checked with libcrypto's arithmetic (`P256`), with the key pair when its holder gave it
/// (`hold(_:)`: one multiplication of the generator instead of one of the key). Signatures checked together
/// (`validity(ofSignatures:digests:)`) go through the key made ready for many checks (`kiosk_es256_key`: the key's
/// multiples precomputed, the inverses of a batch found at once), about a third of the cost of each check alone;
/// making it ready costs about as much as 400 checks, so it is made once this verifier has been asked for that many
/// signatures in batches, and they are checked one by one until then.
final class ES256Verifier: @unchecked Sendable {
    /// The public key as its 65-byte uncompressed point.
    let point: [UInt8]
    /// Guards `heldKeyPair`, `idleWorkspaces`, `batchedSignatures` and `prepared`.
    private let lock = NSLock()
    /// The key pair of `point`, when whoever holds the private key gave it (`hold(_:)`).
    private var heldKeyPair: KeyPair?
    /// Big-number workspaces (`BN_CTX`) for batches, not lent out.
    private var idleWorkspaces: [OpaquePointer] = []
    /// Signatures asked for in batches so far, until the key is made ready for many checks.
    private var batchedSignatures = 0
    /// The key ready for many checks, once made (`.failed` when it is not a point of P-256).
    private var prepared: Preparation = .notYet

    private enum Preparation {
        case notYet
        case ready(UnsafeMutablePointer<kiosk_es256_key>)
        case failed
    }

    /// Signatures asked for in batches before the key is made ready for many checks.
    static let signaturesBeforePreparing = 400

    /// A verifier for the public key `point` (65 bytes, uncompressed); a point that is not one of P-256's verifies
    /// nothing.
    init(point: [UInt8]) {
        self.point = point
    }

    /// A verifier for a libcrypto key; nil when it is not a P-256 EC key.
    convenience init?(key: OpaquePointer) {
        var point = [UInt8](repeating: 0, count: 65)
        guard kiosk_p256_public_point_of(key, &point) == 1 else { return nil }
        self.init(point: point)
    }

    deinit {
        idleWorkspaces.forEach(BN_CTX_free)
        if case .ready(let ready) = prepared { kiosk_es256_key_free(ready) }
    }

    /// Keeps the key pair of this verifier's key, when it is (its point is `point`), to check signatures with: the
    /// same answers for less than half the instructions (`P256.isValid(signature:digest:point:scalar:)`).
    func hold(_ pair: KeyPair) {
        guard pair.point == point else { return }
        lock.withLock { heldKeyPair = pair }
    }

    /// Whether a raw 64-byte R||S ES256 signature of `message` was made by the key.
    func isValidSignature(_ raw: [UInt8], of message: UnsafeRawBufferPointer) -> Bool {
        isValid(raw, digest: P256.sha256(message), scalar: lock.withLock { heldKeyPair?.scalar })
    }

    /// Whether a raw 64-byte R||S ES256 signature of bytes whose SHA-256 is `digest` was made by the key, checked alone:
    /// with the held key pair's private number `scalar` when there is one.
    private func isValid(_ raw: [UInt8], digest: [UInt8], scalar: [UInt8]?) -> Bool {
        P256.isValid(signature: raw, digest: digest, point: point, scalar: scalar)
    }

    /// Whether each raw 64-byte R||S ES256 signature was made by the key over bytes whose SHA-256 is the digest at
    /// the same place: the answers `isValidSignature` gives one by one.
    func validity(ofSignatures signatures: [[UInt8]], digests: [[UInt8]]) -> [Bool] {
        precondition(signatures.count == digests.count, "one digest per signature")
        guard let ready = preparedKey(asked: signatures.count) else {
            let scalar = lock.withLock { heldKeyPair?.scalar }
            return zip(signatures, digests).map { isValid($0, digest: $1, scalar: scalar) }
        }
        // Only well-formed pairs go to libcrypto, packed one after another.
        let wellFormed = signatures.indices.filter { signatures[$0].count == 64 && digests[$0].count == 32 }
        let packedSignatures = wellFormed.flatMap { signatures[$0] }
        let packedDigests = wellFormed.flatMap { digests[$0] }
        var valid = [UInt8](repeating: 0, count: wellFormed.count)
        if let workspace = borrowWorkspace() {
            kiosk_es256_verify(ready, wellFormed.count, packedDigests, packedSignatures, &valid, workspace)
            giveBack(workspace: workspace)
        }
        var answers = [Bool](repeating: false, count: signatures.count)
        for (place, index) in wellFormed.enumerated() { answers[index] = valid[place] == 1 }
        return answers
    }

    /// The key ready for many checks, made once `count` more signatures bring those asked for in batches to
    /// `signaturesBeforePreparing`; nil until then, or when it cannot be made.
    private func preparedKey(asked count: Int) -> UnsafeMutablePointer<kiosk_es256_key>? {
        lock.lock()
        defer { lock.unlock() }
        switch prepared {
        case .ready(let ready):
            return ready
        case .failed:
            return nil
        case .notYet:
            batchedSignatures += count
            guard batchedSignatures >= Self.signaturesBeforePreparing else { return nil }
            if point.count == 65, let ready = kiosk_es256_key_new(point) {
                prepared = .ready(ready)
                return ready
            }
            ERR_clear_error()
            prepared = .failed
            return nil
        }
    }

    /// An idle big-number workspace, or a new one; nil when libcrypto cannot make one.
    private func borrowWorkspace() -> OpaquePointer? {
        lock.lock()
        let reused = idleWorkspaces.popLast()
        lock.unlock()
        return reused ?? BN_CTX_new()
    }

    private func giveBack(workspace: OpaquePointer) {
        lock.lock()
        idleWorkspaces.append(workspace)
        lock.unlock()
    }
}
