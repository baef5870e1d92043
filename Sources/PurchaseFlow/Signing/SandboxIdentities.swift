import Foundation
import Synchronization

/// A store's two signing identities (the self-signed key and certificate of the Xcode environment, and the
/// certificate chain of the Sandbox environment), read from the state directory, or made there on a new one, at
/// their first use rather than when the store opens, and read again when another process replaced them.
///
/// Reading them parses four certificates with libcrypto, and making them on a new state generates four keys and
/// issues four certificates: most of opening a store. A process that neither signs nor verifies (the interactive
/// program before its first frame, a command that only changes a setting) never pays for it.
///
/// They belong to a generation, which the ledger counts (`LedgerSchema.signingGenerations`): `replace(inSameWrite:)`
/// (`kiosk sandbox reset --new-key`) renames new files over the old and then counts one more. Each signature asks for
/// the identities in force (`current()`), which reads the generation in the open transaction (with the clock offset, no
/// statement of its own) and, when it is newer than the one the identities held were read at, reads the files again: a
/// store open while another process replaced them signs with the new ones, so every process verifies what it signs. A
/// verifier follows
/// them (`trust`) without reading the ledger, as `kiosk sandbox list` checks on other threads while its own holds the
/// ledger: it checks against those held (read at its first check as of the generation the store opened at: files read
/// since are that generation's or newer), and reads the files again when a certificate is not trusted.
///
/// Nothing is ever signed or trusted without them: a signature asks for them and fails with their error when they
/// cannot be read or made, and the store's verifier trusts what they hold, so a row checked while they cannot be
/// read is unverified with that reason. A key file that was there when the store opened is only read, never made
/// again: if it has gone since, the first use fails instead of signing with a new key that would leave the ledger's
/// rows unverified. A key missing at open is made at the first use only while the ledger holds no signed row: another
/// process may have made one and signed with it in between, and if that key has gone too, the first use fails with
/// `MissingSigningKeyError`, as opening the store would have.
final class SandboxIdentities: Sendable {
    /// The two identities, read or made, and what a verifier trusts while they are in force.
    struct Loaded: Sendable {
        /// The ledger's signing generation when they were read (or made).
        let generation: Int64
        let signer: JWSSigner
        let chain: SandboxCertificateChain
        let chainSigner: JWSSigner
        /// The self-signed certificate and chains up to the root.
        let trust: JWSTrust.Trusted

        init(generation: Int64, signer: JWSSigner, chain: SandboxCertificateChain) {
            self.generation = generation
            self.signer = signer
            self.chain = chain
            self.chainSigner = chain.signer
            self.trust = JWSTrust.Trusted(certificates: [signer.certificate], roots: [chain.root])
        }
    }

    private let directory: URL
    private let ledger: SandboxLedger
    private let keyExistedAtOpen: Bool
    /// The ledger's signing generation when the store opened: what identities read without the ledger are held as of.
    private let generationAtOpen: Int64
    private let loaded = Mutex<Loaded?>(nil)

    /// Identities read from `directory` at their first use. `keyExistedAtOpen` says whether the signing key file
    /// was there when the store opened (when it was, it is only read); the ledger's signed rows are counted before a
    /// missing key is made, and its signing generation, `generationAtOpen` when the store opened, is read at each
    /// signature.
    init(directory: URL, ledger: SandboxLedger, keyExistedAtOpen: Bool, generationAtOpen: Int64) {
        self.directory = directory
        self.ledger = ledger
        self.keyExistedAtOpen = keyExistedAtOpen
        self.generationAtOpen = generationAtOpen
    }

    /// Makes new identities in place of the files, which are not read (they may be damaged), then counts them as a new
    /// generation in one write with `inSameWrite` (emptying the ledger), whose result it returns; they are held from
    /// then on.
    ///
    /// The order keeps every process working and no row signed with the old key:
    /// 1. Each new file is written to a temporary file renamed over the old one: another process reading them finds the
    ///    old file or the new, never none (a missing key would make it refuse the ledger).
    /// 2. Then one write counts the generation and runs `inSameWrite`. A write committed before it, which may have
    ///    signed with the old identities, is emptied by it; a write after it reads the new generation in its own
    ///    transaction and reads the files again, already the new ones. Counted before the files were replaced, another
    ///    process could read the old files as the new generation and sign with the old key after the emptying; emptied
    ///    in a write of its own, a crash in between would leave rows signed with the old key behind.
    ///
    /// Once the new key is in place of the old, a step that fails after it (the chain, the write) still counts the new
    /// generation, in a write of its own, so no process goes on signing with the old key; it throws
    /// `IdentitiesHalfReplacedError`, which says what was replaced, whether the generation was counted, and to run it again.
    func replace<Result>(inSameWrite body: (SQLiteDatabase) throws -> Result) throws -> Result {
        let signer = try SandboxSigningIdentity.loadOrCreate(in: directory, replacing: true)
        var chain: SandboxCertificateChain?
        do {
            let newChain = try SandboxCertificateChain.loadOrCreate(in: directory, replacing: true)
            chain = newChain
            // The database is never waited for while the identities are held (see `current()`): they are held after it.
            let (generation, result) = try ledger.database.write { database in
                (try ledger.recordNewSigningGenerationIn(database), try body(database))
            }
            let made = Loaded(generation: generation, signer: signer, chain: newChain)
            loaded.withLock { $0 = made }
            return result
        } catch {
            throw IdentitiesHalfReplacedError(failure: "\(error)", chainReplaced: chain != nil, countProblem: countGenerationAfterFailure())
        }
    }

    /// Counts a new generation in a write of its own after a replacement failed halfway, and holds no identities (the
    /// next use reads the files); returns why it could not be counted, or nil.
    private func countGenerationAfterFailure() -> String? {
        loaded.withLock { $0 = nil }
        do {
            _ = try ledger.database.write { try ledger.recordNewSigningGenerationIn($0) }
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Whether they have been read (or made) yet.
    var isLoaded: Bool { loaded.withLock { $0 != nil } }

    /// The identities in force: those held unless the ledger's signing generation (read in the open transaction, if
    /// any) is newer, else read (or made) now; a failure is thrown to every caller until a call succeeds. Identities
    /// replaced are never used again, even while the new ones cannot be read.
    func current() throws -> Loaded {
        // Read outside the lock, as the signed rows are counted: a signature asks for the identities inside a ledger
        // write, which holds the database, so the database is never waited for while the identities are held. Read
        // before the files, so the files read are never older than the generation they are held for.
        let generation = try ledger.signingGeneration()
        return try held(unless: { $0.generation < generation }, readingAt: generation)
    }

    /// The identities held, whatever generation they were read at, or read (or made) now as of the generation the store
    /// opened at; the ledger is not read unless the key was missing at open.
    func held() throws -> Loaded {
        try held(unless: { _ in false }, readingAt: generationAtOpen)
    }

    /// The trust a verifier follows, reading no ledger: what the identities held trust, and, asked when a certificate
    /// is not trusted under `trusted`, what the files trust now when they hold other certificates (another process
    /// replaced them), which are held from then on.
    var trust: JWSTrust {
        JWSTrust(current: { try self.held().trust }, newer: { try self.readAgain(replacing: $0) })
    }

    /// The identities held unless `isStale` says otherwise, else read (or made) now and held as of `generation`.
    private func held(unless isStale: (Loaded) -> Bool, readingAt generation: Int64) throws -> Loaded {
        if let held = loaded.withLock({ $0 }), !isStale(held) { return held }
        try refuseNewKeyOverSignedRows()
        return try loaded.withLock { loaded in
            if let held = loaded, !isStale(held) { return held }
            loaded = nil
            let (signer, chain) = try Self.read(from: directory, mayMakeKey: !keyExistedAtOpen)
            let made = Loaded(generation: generation, signer: signer, chain: chain)
            loaded = made
            return made
        }
    }

    /// The files' trust when they no longer hold the certificates of `trusted`, the identities held (nil when they still
    /// do): those identities are then held in their place, as of the same generation (the next signature reads the
    /// ledger's and, if newer, the files once more).
    private func readAgain(replacing trusted: JWSTrust.Trusted) throws -> JWSTrust.Trusted? {
        try loaded.withLock { loaded in
            guard let held = loaded else { return nil }
            guard held.trust === trusted else { return held.trust }
            let (signer, chain) = try Self.read(from: directory, mayMakeKey: false)
            guard signer.certificate.der != held.signer.certificate.der || chain.root.der != held.chain.root.der else { return nil }
            let read = Loaded(generation: held.generation, signer: signer, chain: chain)
            loaded = read
            return read.trust
        }
    }

    /// Throws `MissingSigningKeyError` when a key that was missing at open is still missing while the ledger holds
    /// rows signed since (by another process, with a key that has gone too).
    private func refuseNewKeyOverSignedRows() throws {
        guard !keyExistedAtOpen else { return }
        let keyFile = directory.appendingPathComponent(SandboxSigningIdentity.fileName)
        // Counted before the file is looked for: another process makes its key before it commits a signed row.
        let count = try ledger.signedTransactionCount()
        if count > 0, !FileManager.default.fileExists(atPath: keyFile.path) {
            throw MissingSigningKeyError(keyFile: keyFile.path, transactionCount: count)
        }
    }

    private static func read(from directory: URL, mayMakeKey: Bool) throws -> (JWSSigner, SandboxCertificateChain) {
        let keyFile = directory.appendingPathComponent(SandboxSigningIdentity.fileName)
        if !mayMakeKey && !FileManager.default.fileExists(atPath: keyFile.path) {
            throw SigningError(operation: "reading the sandbox key \(keyFile.path)",
                               reason: "the file is gone since the store opened; a new key would leave every signed transaction unverified")
        }
        return (try SandboxSigningIdentity.loadOrCreate(in: directory), try SandboxCertificateChain.loadOrCreate(in: directory))
    }
}
