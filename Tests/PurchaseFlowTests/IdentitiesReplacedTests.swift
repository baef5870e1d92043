import Foundation
import PaywallModel
import Synchronization
import Testing
import TestSupport
@testable import PurchaseFlow

/// A store that stays open while another process replaces the signing identities (`kiosk sandbox reset --new-key`)
/// signs with the new ones and trusts only them from then on, so what it signs verifies for every process and what the
/// other process signed verifies for it.
@Suite("Signing identities replaced by another process")
struct IdentitiesReplacedTests {
    /// Another process's `kiosk sandbox reset --new-key`: new identities, then the ledger emptied.
    private static func resetWithNewKey(_ sandbox: SandboxHarness) throws -> SandboxStore {
        let other = try SandboxStore(catalog: sandbox.store.catalog, stateDirectory: sandbox.directory.url, clock: sandbox.clock, newKey: true)
        try other.reset(newKey: true)
        return other
    }

    @Test func anOpenStoreSignsWithTheNewKeyAndVerifiesWhatTheOtherProcessSigned() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let before = try #require(try await sandbox.buy("demo.lifetime").transaction)
        let oldRecord = try sandbox.store.record(Int64(before.id))

        let other = try Self.resetWithNewKey(sandbox)
        let theirs = try LedgerFixtures.buyConsumable(other)
        #expect(sandbox.store.verifier.verify(try sandbox.store.record(theirs.id)).verifiedTransaction != nil,
                "a row signed with the new key verifies in the store open before the reset")

        let ours = try #require(try await sandbox.buy("demo.lifetime").transaction, "bought and verified in the open store")
        let fresh = try sandbox.reopened()
        for record in try fresh.store.records() {
            #expect(fresh.store.verifier.verify(record).verifiedTransaction != nil, "transaction \(record.id) verifies in a new process")
        }
        #expect(try fresh.store.records().map(\.id) == [theirs.id, Int64(ours.id)])
        #expect(other.verifier.verify(try other.record(Int64(ours.id))).verifiedTransaction != nil)
        #expect(sandbox.store.verifier.verify(oldRecord).verifiedTransaction == nil, "the replaced key is no longer trusted")
    }

    /// Found by QA: a `reset --new-key` that failed after the new key file was renamed over the old one (the chain or the
    /// write failing) counted no new generation, so a store open meanwhile went on signing with the old key, which no new
    /// process trusts, until it was run again. The generation is counted whatever fails after the key.
    @Test func aReplacementWhoseWriteFailsAfterTheKeyStillCountsTheNewGeneration() async throws {
        struct WriteFailed: Error {}
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try #require(try await sandbox.buy("demo.lifetime").transaction, "the open store holds the old identities")
        let other = try SandboxStore(catalog: sandbox.store.catalog, stateDirectory: sandbox.directory.url, clock: sandbox.clock, newKey: true)
        #expect(throws: IdentitiesHalfReplacedError.self) { try other.identities.replace(inSameWrite: { _ in throw WriteFailed() }) }
        #expect(try sandbox.store.ledger.signingGeneration() == 1)

        let ours = try #require(try await sandbox.buy("demo.coins.100").transaction)
        let fresh = try sandbox.reopened()
        #expect(fresh.store.verifier.verify(try fresh.store.record(Int64(ours.id))).verifiedTransaction != nil,
                "the open store signs with the new key, which a new process trusts")
    }

    /// A chain that cannot be replaced (a directory in its place) stops the reset after the new key: the generation is
    /// counted, the ledger is not emptied, and the error says so and to run it again.
    @Test func aChainThatCannotBeReplacedLeavesTheNewKeyCountedAndSaysToRunItAgain() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try LedgerFixtures.buyConsumable(sandbox.store)
        let chain = sandbox.directory.url.appendingPathComponent(SandboxCertificateChain.fileName)
        try FileManager.default.removeItem(at: chain)
        try FileManager.default.createDirectory(at: chain, withIntermediateDirectories: false)
        let other = try SandboxStore(catalog: sandbox.store.catalog, stateDirectory: sandbox.directory.url, clock: sandbox.clock, newKey: true)
        let error = try #require(throws: IdentitiesHalfReplacedError.self) { try other.reset(newKey: true) }
        #expect(!error.chainReplaced && error.countProblem == nil)
        let said = "\(error)"
        #expect(said.hasPrefix("The reset with a new key stopped halfway: Signing failed while replacing \(chain.path)"), "\(said)")
        #expect(said.contains("The new signing key is in place of the old one (the certificate chain is not replaced), and it is counted as a new "
                              + "signing generation, so every process on the ledger signs with it from its next write. The ledger was not emptied"), "\(said)")
        #expect(said.hasSuffix("Run 'kiosk sandbox reset --new-key' again to finish it."), "\(said)")
        #expect(try sandbox.store.ledger.signingGeneration() == 1)
        #expect(try sandbox.store.ledger.transactionCount() == 1, "the ledger was not emptied")
    }

    @Test func anOpenStoreSignsWithTheNewChainInTheSandboxEnvironment() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("environment", "sandbox")
        _ = try #require(try await sandbox.buy("demo.lifetime").transaction)

        let other = try Self.resetWithNewKey(sandbox)
        try other.set(SettingOverride(key: "environment", value: "sandbox"))
        let ours = try #require(try await sandbox.buy("demo.lifetime").transaction)
        #expect(ours.environment == .sandbox)
        let fresh = try sandbox.reopened()
        #expect(fresh.store.verifier.verify(try fresh.store.record(Int64(ours.id))).verifiedTransaction != nil)
        #expect(try fresh.store.certificateChain.root == sandbox.store.certificateChain.root)
    }

    @Test func aConsumableBoughtAfterTheResetIsCreditedFromARowEveryProcessVerifies() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let customer = try CustomerSession(customerNamed: Customer.defaultName, client: sandbox.marketplace,
                                           book: try CustomerBook(directory: sandbox.directory.url), rules: .demo,
                                           catalog: sandbox.store.catalog, clock: sandbox.clock, deliveryHandler: { _ in })
        _ = try await customer.purchase(try await sandbox.product("demo.coins.100"), offer: nil, quantity: 1)

        _ = try Self.resetWithNewKey(sandbox)
        guard case .purchased(let transaction, let credit) = try await customer.purchase(try await sandbox.product("demo.coins.100"),
                                                                                         offer: nil, quantity: 1) else {
            Issue.record("not bought"); return
        }
        #expect(credit?.amount == 100)
        let fresh = try sandbox.reopened()
        #expect(fresh.store.verifier.verify(try fresh.store.record(Int64(transaction.id))).verifiedTransaction != nil,
                "the row the coins were credited from verifies in a new process")
    }

    /// A store's verifier reads no ledger, as `kiosk sandbox list` checks rows on other threads while its own holds the
    /// ledger: a store's first check, and a check that finds the files replaced, both end while another thread holds
    /// that store's ledger (a check that read it would wait for that thread, which waits for the check: this test
    /// would never end).
    @Test func checksOnAnotherThreadReadNoLedger() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try LedgerFixtures.buyConsumable(sandbox.store)
        let other = try Self.resetWithNewKey(sandbox)
        let theirs = try LedgerFixtures.buyConsumable(other)
        let unread = try SandboxStore(catalog: .demo, stateDirectory: sandbox.directory.url, clock: sandbox.clock)
        #expect(!unread.hasReadSigningIdentities)
        for store in [sandbox.store, unread] {
            let verified = try store.ledger.database.read { _ in
                Self.onAnotherThread { store.verifier.verify(theirs).verifiedTransaction != nil }
            }
            #expect(verified)
        }
    }

    /// Found by QA: `reset --new-key` removed the key and chain files and then made new ones, so another process
    /// looking in between (`kiosk sandbox list`, a purchase) found the key missing and failed. The new files now
    /// replace the old ones in one rename each: a thread looking at them the whole time never finds one missing.
    @Test func theKeyAndChainFilesAreNeverMissingWhileReplaced() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try LedgerFixtures.buyConsumable(sandbox.store)
        let files = [SandboxSigningIdentity.fileName, SandboxCertificateChain.fileName].map { sandbox.directory.url.appendingPathComponent($0).path }
        let looking = Mutex(true), missing = Mutex(0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            while looking.withLock({ $0 }) {
                for file in files where access(file, F_OK) != 0 { missing.withLock { $0 += 1 } }
            }
            done.signal()
        }.start()
        for _ in 0..<4 { _ = try Self.resetWithNewKey(sandbox) }
        looking.withLock { $0 = false }
        done.wait()
        #expect(missing.withLock { $0 } == 0, "the key or chain file was missing while replaced")
        #expect(try sandbox.store.records().isEmpty)
    }

    /// `reset --new-key` is the way to start over when the old files are damaged or the key is lost, a renewal due or
    /// not: opening the store for it catches nothing up, as a renewal signed then would read the old files (the reset
    /// empties the ledger next).
    @Test(arguments: [false, true]) func aNewKeyResetWithARenewalDueReadsNoOldFile(keyLost: Bool) async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try #require(try await sandbox.buy("demo.plus.standard.monthly").transaction)
        let directory = sandbox.directory.url
        if keyLost {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(SandboxSigningIdentity.fileName))
        } else {
            try Data("damaged".utf8).write(to: directory.appendingPathComponent(SandboxCertificateChain.fileName))
        }
        sandbox.clock.advance(by: 40 * 86_400)
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory, clock: sandbox.clock, newKey: true)
        #expect(try store.reset(newKey: true) == 1)
        let bought = try LedgerFixtures.buyConsumable(store)
        #expect(try sandbox.reopened().store.verifier.verify(bought).verifiedTransaction != nil)
    }

    /// A row signed with a key the store never had (another state directory's) makes its verifier read the files again
    /// once, to see whether another process replaced them; checked again, its header's answer is remembered, so the
    /// files are not read again: damaged since, they change neither that answer nor the store's own rows'.
    @Test func aForeignRowCheckedAgainReadsTheFilesNoMore() throws {
        let sandbox = try SandboxHarness(catalog: .demo), elsewhere = try SandboxHarness(catalog: .demo)
        let ours = try LedgerFixtures.buyConsumable(sandbox.store), foreign = try LedgerFixtures.buyConsumable(elsewhere.store)
        let verifier = sandbox.store.verifier
        #expect(verifier.verify(ours).verifiedTransaction != nil)
        let first = verifier.verify(foreign)
        #expect(first.verifiedTransaction == nil)
        try Data("damaged".utf8).write(to: sandbox.directory.url.appendingPathComponent(SandboxCertificateChain.fileName))
        #expect(verifier.verify(foreign) == first, "the same reason, not the damaged chain's")
        #expect(verifier.verify(ours).verifiedTransaction != nil)
    }

    /// What `body` returns, run on a thread of its own while this one waits.
    private static func onAnotherThread(_ body: @escaping @Sendable () -> Bool) -> Bool {
        let result = Mutex(false)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }.start()
        done.wait()
        return result.withLock { $0 }
    }

    @Test func aLedgerFromBeforeVersion14StartsAtGenerationZeroAndKeepsItsCountWhenMigratedAgain() throws {
        let directory = try LedgerFixtures.copied("version-12")
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.url)
        #expect(try SchemaMigrator.version(of: store.ledger.database) == LedgerSchema.migrator.currentVersion)
        #expect(try store.ledger.signingGeneration() == 0)
        for _ in 0..<2 { try SandboxStore(catalog: .demo, stateDirectory: directory.url, newKey: true).reset(newKey: true) }
        #expect(try store.ledger.signingGeneration() == 2)
        try store.reset()
        try store.ledger.database.execute("PRAGMA user_version = 13")
        let again = try SandboxStore(catalog: .demo, stateDirectory: directory.url)
        #expect(try SchemaMigrator.version(of: again.ledger.database) == LedgerSchema.migrator.currentVersion)
        #expect(try again.ledger.signingGeneration() == 2, "neither a reset nor the migration run again counts anew")
    }
}
