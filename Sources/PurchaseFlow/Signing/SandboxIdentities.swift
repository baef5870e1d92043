import Foundation
import Synchronization

/// A store's two signing identities (the self-signed key and certificate of the Xcode environment, and the
/// certificate chain of the Sandbox environment), read from the state directory, or made there on a new one, at
/// their first use rather than when the store opens.
///
/// Reading them parses four certificates with libcrypto, and making them on a new state generates four keys and
/// issues four certificates: most of opening a store. A process that neither signs nor verifies (the interactive
/// program before its first frame, a command that only changes a setting) never pays for it.
///
/// Nothing is ever signed or trusted without them: a signature asks for them and fails with their error when they
/// cannot be read or made, and the store's verifier trusts what they hold, so a row checked while they cannot be
/// read is unverified with that reason. A key file that was there when the store opened is only read, never made
/// again: if it has gone since, the first use fails instead of signing with a new key that would leave the ledger's
/// rows unverified. A key missing at open is made at the first use only while the ledger holds no signed row: another
/// process may have made one and signed with it in between, and if that key has gone too, the first use fails with
/// `MissingSigningKeyError`, as opening the store would have.
final class SandboxIdentities: Sendable {
    /// The two identities, read or made.
    struct Loaded: Sendable {
        let signer: JWSSigner
        let chain: SandboxCertificateChain
        let chainSigner: JWSSigner
    }

    private let directory: URL
    private let keyExistedAtOpen: Bool
    private let signedRows: @Sendable () throws -> Int
    private let loaded = Mutex<Loaded?>(nil)

    /// Identities read from `directory` at their first use. `keyExistedAtOpen` says whether the signing key file
    /// was there when the store opened (when it was, it is only read); `signedRows` counts the ledger's signed rows,
    /// asked before a missing key is made.
    init(directory: URL, keyExistedAtOpen: Bool, signedRows: @escaping @Sendable () throws -> Int) {
        self.directory = directory
        self.keyExistedAtOpen = keyExistedAtOpen
        self.signedRows = signedRows
    }

    /// Identities read (or made) now.
    init(readingNowIn directory: URL) throws {
        self.directory = directory
        self.keyExistedAtOpen = true
        self.signedRows = { 0 }
        try loaded.withLock { $0 = try Self.load(from: directory, mayMakeKey: true) }
    }

    /// Whether they have been read (or made) yet.
    var isLoaded: Bool { loaded.withLock { $0 != nil } }

    /// The identities, read (or made) at the first call; a failure is thrown to every caller until a call succeeds.
    func get() throws -> Loaded {
        if let loaded = loaded.withLock({ $0 }) { return loaded }
        // Counted outside the lock: a signature asks for the identities inside a ledger write, which holds the
        // database, so the database is never waited for while the identities are held.
        try refuseNewKeyOverSignedRows()
        return try loaded.withLock { loaded in
            if let loaded { return loaded }
            let made = try Self.load(from: directory, mayMakeKey: !keyExistedAtOpen)
            loaded = made
            return made
        }
    }

    /// Throws `MissingSigningKeyError` when a key that was missing at open is still missing while the ledger holds
    /// rows signed since (by another process, with a key that has gone too).
    private func refuseNewKeyOverSignedRows() throws {
        guard !keyExistedAtOpen else { return }
        let keyFile = directory.appendingPathComponent(SandboxSigningIdentity.fileName)
        // Counted before the file is looked for: another process makes its key before it commits a signed row.
        let count = try signedRows()
        if count > 0, !FileManager.default.fileExists(atPath: keyFile.path) {
            throw MissingSigningKeyError(keyFile: keyFile.path, transactionCount: count)
        }
    }

    private static func load(from directory: URL, mayMakeKey: Bool) throws -> Loaded {
        let keyFile = directory.appendingPathComponent(SandboxSigningIdentity.fileName)
        if !mayMakeKey && !FileManager.default.fileExists(atPath: keyFile.path) {
            throw SigningError(operation: "reading the sandbox key \(keyFile.path)",
                               reason: "the file is gone since the store opened; a new key would leave every signed transaction unverified")
        }
        let signer = try SandboxSigningIdentity.loadOrCreate(in: directory)
        let chain = try SandboxCertificateChain.loadOrCreate(in: directory)
        return Loaded(signer: signer, chain: chain, chainSigner: chain.signer)
    }
}
