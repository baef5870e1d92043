import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Ledger integrity: verification, sharing, durability")
struct LedgerIntegrityTests {
    @Test(.needsFixtures) func aTamperedRowIsReportedUnverifiedAndNeverGranted() async throws {
        let catalog = try TestCatalogs.storeHelper()
        let sandbox = try SandboxHarness(catalog: catalog)
        let small = try #require(try await sandbox.buy("com.rarcher.nonconsumable.flowers.small").transaction)
        let large = try #require(try await sandbox.buy("com.rarcher.nonconsumable.flowers.large").transaction)
        // Someone edits the ledger to turn the small flowers into roses.
        try sandbox.store.ledger.database.write { database in
            try database.statement("UPDATE transactions SET product_id = 'com.rarcher.nonconsumable.roses.large' WHERE id = ?1")
                .run([.integer(Int64(small.id))])
            try database.statement("INSERT OR IGNORE INTO ledger_products VALUES ('com.rarcher.nonconsumable.roses.large', 'Non-Consumable', NULL)").run()
        }
        #expect(try await sandbox.entitledProductIDs() == ["com.rarcher.nonconsumable.flowers.large"])
        let results = try sandbox.marketplace.fetchEntitlementResults()
        let failure = try #require(results.compactMap { if case .unverified(let failure) = $0 { failure } else { nil } }.first)
        #expect(failure.transactionID == Int64(small.id))
        #expect(failure.reason.contains("product"))
        #expect(results.compactMap(\.verifiedTransaction).map(\.id) == [large.id])
        // Editing the signed payload itself breaks the signature.
        let parts = large.jwsRepresentation.split(separator: ".").map(String.init)
        var payload = try #require(try JSONSerialization.jsonObject(with: CompactJWS(large.jwsRepresentation).payload) as? [String: Any])
        payload["quantity"] = 5
        let forged = [parts[0], Base64URL.encode(try JSONSerialization.data(withJSONObject: payload)), parts[2]].joined(separator: ".")
        try sandbox.store.ledger.database.write { database in
            try database.statement("UPDATE transactions SET jws = ?1 WHERE id = ?2").run([.text(forged), .integer(Int64(large.id))])
        }
        let unfinished = try await sandbox.marketplace.unfinishedTransactions()
        #expect(unfinished.allSatisfy { $0.verifiedTransaction == nil })
        #expect(try await sandbox.entitledProductIDs().isEmpty)
    }

    @Test(.needsFixtures) func transactionsSignedWithAnotherKeyAreUnverified() async throws {
        let catalog = try TestCatalogs.storeHelper()
        let sandbox = try SandboxHarness(catalog: catalog)
        _ = try await sandbox.buy("com.rarcher.nonconsumable.roses.large")
        // The key file is replaced: the new store trusts only the new certificate.
        let elsewhere = TemporaryDirectory()
        _ = try SandboxSigningIdentity.loadOrCreate(in: elsewhere.url)
        try FileManager.default.removeItem(at: sandbox.directory.file(SandboxSigningIdentity.fileName))
        try FileManager.default.copyItem(at: elsewhere.file(SandboxSigningIdentity.fileName), to: sandbox.directory.file(SandboxSigningIdentity.fileName))
        let other = try sandbox.reopened()
        #expect(try other.store.signer.certificate != sandbox.store.signer.certificate)
        let results = try other.marketplace.fetchEntitlementResults()
        guard case .unverified(let failure) = results.first else { Issue.record("expected unverified, got \(results)"); return }
        #expect(failure.reason == JWSVerificationError.untrustedCertificate.description)
        #expect(try await other.entitledProductIDs().isEmpty)
    }

    @Test(.needsFixtures) func anUnfinishedTransactionIsHandedOverAgainAfterARestart() async throws {
        let catalog = try TestCatalogs.backyardBirds()
        let sandbox = try SandboxHarness(catalog: catalog)
        let bought = try #require(try await sandbox.buy("acorns.collection").transaction)
        let restarted = try sandbox.reopened()
        #expect(try await restarted.marketplace.unfinishedTransactions().compactMap(\.verifiedTransaction).map(\.id) == [bought.id])
        var updates = restarted.marketplace.transactionUpdates().makeAsyncIterator()
        let first = try await PendingPurchaseTests.next(&updates)
        #expect(first.verifiedTransaction?.id == bought.id)
        try await restarted.marketplace.finish(try #require(first.verifiedTransaction))
        #expect(try await sandbox.marketplace.unfinishedTransactions().isEmpty)
    }

    @Test(.needsFixtures) func aRefundRevokesAndIsAnnounced() async throws {
        let catalog = try TestCatalogs.revenueCatUnitTests()
        let sandbox = try SandboxHarness(catalog: catalog)
        let lifetime = try #require(try await sandbox.buy("lifetime").transaction)
        try await sandbox.marketplace.finish(lifetime)
        var updates = sandbox.marketplace.transactionUpdates().makeAsyncIterator()
        sandbox.clock.advance(by: 7_200)
        try sandbox.reopened().store.refund(Int64(lifetime.id), reason: .developerIssue)
        let update = try #require(try await PendingPurchaseTests.next(&updates).verifiedTransaction)
        #expect(update.id == lifetime.id && update.revocationDate == sandbox.clock.now() && update.revocationReason == .developerIssue)
        #expect(update.isAcknowledged)
        #expect(try await sandbox.entitledProductIDs().isEmpty)
        let twice = #expect(throws: MarketplaceError.self) { try sandbox.store.refund(Int64(lifetime.id)) }
        #expect(twice?.code == .nothingPending)
        // Once refunded, it can be bought again.
        #expect(try await sandbox.buy("lifetime").transaction?.id == lifetime.id + 1)
    }

    @Test(.needsFixtures) func deleteAndResetEmptyTheLedgerButIdsKeepCounting() async throws {
        let catalog = try TestCatalogs.storeHelper()
        let sandbox = try SandboxHarness(catalog: catalog)
        let first = try #require(try await sandbox.buy("com.rarcher.nonconsumable.flowers.small").transaction)
        let deleted = try sandbox.store.delete(Int64(first.id))
        #expect(deleted.productID == "com.rarcher.nonconsumable.flowers.small")
        #expect(try await sandbox.entitledProductIDs().isEmpty)
        let second = try #require(try await sandbox.buy("com.rarcher.nonconsumable.flowers.small").transaction)
        #expect(second.id == first.id + 1)
        try sandbox.set("ask-to-buy", "on")
        try sandbox.store.reset()
        #expect(try sandbox.store.records().isEmpty)
        #expect(try sandbox.store.settings().isAskToBuyEnabled == false)
        let third = try #require(try await sandbox.buy("com.rarcher.nonconsumable.flowers.small").transaction)
        #expect(third.id == second.id + 1)
        let missing = #expect(throws: MarketplaceError.self) { try sandbox.store.delete(999) }
        #expect(missing?.message == "There is no transaction 999 in the ledger.")
    }

    @Test(.needsFixtures) func twoStoresBuyingAtOnceChargeOnce() async throws {
        let catalog = try TestCatalogs.storeHelper()
        let sandbox = try SandboxHarness(catalog: catalog)
        let stores = try [sandbox.store] + (0..<3).map { _ in try sandbox.reopened().store }
        let outcomes = ResultBox()
        DispatchQueue.concurrentPerform(iterations: stores.count * 5) { index in
            let store = stores[index % stores.count]
            outcomes.append(Result { try store.purchase(PurchaseRequest(productID: "com.rarcher.nonconsumable.chocolates.small")) })
            outcomes.append(Result { try store.purchase(PurchaseRequest(productID: "com.rarcher.consumable.plant.installation")) })
        }
        let completed = outcomes.values.compactMap { if case .success(.completed(let record)) = $0 { record } else { nil } }
        #expect(outcomes.values.count == 40 && outcomes.values.allSatisfy { (try? $0.get()) != nil })
        #expect(completed.filter { $0.productKind == .nonConsumable }.count == 1)
        #expect(completed.filter { $0.productKind == .consumable }.count == 20)
        let records = try sandbox.store.records()
        #expect(records.count == 21 && Set(records.map(\.id)).count == 21)
        #expect(records.allSatisfy { sandbox.store.verifier.verify($0).verifiedTransaction != nil })
    }
}

/// Collects results from several threads.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Result<StorePurchaseOutcome, any Error>] = []

    func append(_ result: Result<StorePurchaseOutcome, any Error>) { lock.withLock { stored.append(result) } }

    var values: [Result<StorePurchaseOutcome, any Error>] { lock.withLock { stored } }
}

@Suite("Ledger change log and schema")
struct LedgerChangeLogTests {
    @Test func everyChangeReachesTheLedgerChangesStream() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        var changes = sandbox.marketplace.ledgerChanges().makeAsyncIterator()
        let other = try sandbox.reopened()
        try other.set("storefront", "GBR")
        let coins = try #require(Catalog.demo.products(ofKind: .consumable).first).id
        guard case .completed(let record) = try other.store.purchase(PurchaseRequest(productID: coins)) else { Issue.record("expected completed"); return }
        try other.store.finish(record.id)
        try other.store.delete(record.id)
        try other.store.reset()
        var kinds: [LedgerChangeKind] = []
        while kinds.count < 5, let change = await changes.next() {
            kinds.append(change.kind)
            #expect(change.origin == other.store.origin)
        }
        #expect(kinds == [.settingsChanged, .transactionCompleted, .transactionFinished, .transactionDeleted, .reset])
    }

    @Test func aLedgerFromANewerKioskIsRefusedWithAReason() throws {
        let directory = TemporaryDirectory()
        _ = try SandboxHarness(catalog: .demo, directory: directory)
        let database = try SQLiteDatabase(path: directory.file(SandboxLedger.fileName).path)
        try database.write { try $0.execute("PRAGMA user_version = 99") }
        let error = #expect(throws: SchemaTooNewError.self) { try SandboxHarness(catalog: .demo, directory: directory) }
        #expect(error?.description.contains("has schema version 99, but this kiosk knows versions up to \(LedgerSchema.migrator.currentVersion)") == true)
    }
}
