import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("A refunded row put back as it was before the refund is tampering, never granted")
struct RevocationRollbackTests {
    @Test func aNonConsumableRolledBackAfterItsRefundIsUnverified() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let lifetime = try #require(Catalog.demo.products(ofKind: .nonConsumable).first).id
        let bought = try #require(try await sandbox.buy(lifetime).transaction)
        let beforeRefund = try Self.row(Int64(bought.id), in: sandbox)
        sandbox.clock.advance(by: 3_600)
        try sandbox.store.refund(Int64(bought.id))
        #expect(try await sandbox.entitledProductIDs().isEmpty)

        try Self.putBack(beforeRefund, in: sandbox)
        try Self.expectTampering(Int64(bought.id), in: sandbox.reopened())
    }

    @Test func aSubscriptionRolledBackAfterItsRefundIsUnverified() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let annual = try #require(Catalog.demo.products(ofKind: .autoRenewableSubscription).first { $0.subscription?.period == .year }).id
        let bought = try #require(try await sandbox.buy(annual).transaction)
        let beforeRefund = try Self.row(Int64(bought.id), in: sandbox)
        // Refunded at once: the demo's renewal rate would renew it within the hour.
        try sandbox.store.refund(Int64(bought.id))
        #expect(try await sandbox.entitledProductIDs().isEmpty)

        try Self.putBack(beforeRefund, in: sandbox)
        try Self.expectTampering(Int64(bought.id), in: sandbox)
    }

    @Test func aLedgerFromBeforeTheRecordOfRevocationsGetsOneForEveryRefundItHolds() async throws {
        let directory = TemporaryDirectory()
        let sandbox = try SandboxHarness(catalog: .demo, directory: directory)
        let lifetime = try #require(Catalog.demo.products(ofKind: .nonConsumable).first).id
        let bought = try #require(try await sandbox.buy(lifetime).transaction)
        let beforeRefund = try Self.row(Int64(bought.id), in: sandbox)
        try sandbox.store.refund(Int64(bought.id))
        // The ledger as the kiosk before the record of revocations left it: schema version 6, no record.
        try sandbox.store.ledger.database.write { database in
            try database.execute("DROP TABLE revocations; PRAGMA user_version = 6")
        }

        let upgraded = try sandbox.reopened()
        #expect(try LedgerSchema.migrator.currentVersion == SchemaMigrator.version(of: upgraded.store.ledger.database))
        #expect(try await upgraded.entitledProductIDs().isEmpty)
        try Self.putBack(beforeRefund, in: upgraded)
        try Self.expectTampering(Int64(bought.id), in: upgraded)
    }

    @Test func theRecordOfRevocationsCannotBeChangedOrEmptiedByTheStore() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let lifetime = try #require(Catalog.demo.products(ofKind: .nonConsumable).first).id
        let bought = try #require(try await sandbox.buy(lifetime).transaction)
        try sandbox.store.refund(Int64(bought.id))
        try sandbox.store.delete(Int64(bought.id))
        try sandbox.store.reset()
        #expect(try sandbox.store.ledger.revocations(of: Int64(bought.id)).count == 1)
        #expect(throws: SQLiteError.self) {
            try sandbox.store.ledger.database.write { try $0.execute("DELETE FROM revocations") }
        }
        #expect(throws: SQLiteError.self) {
            try sandbox.store.ledger.database.write { try $0.execute("UPDATE revocations SET jws = 'x'") }
        }
    }

    @Test func aForgedRevocationRecordIsTamperingToo() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let lifetime = try #require(Catalog.demo.products(ofKind: .nonConsumable).first).id
        let bought = try #require(try await sandbox.buy(lifetime).transaction)
        try sandbox.store.ledger.database.write { database in
            try database.statement("INSERT INTO revocations (transaction_id, jws) VALUES (?1, ?2)")
                .run([.integer(Int64(bought.id)), .text(bought.jwsRepresentation)])
        }
        let results = try sandbox.marketplace.fetchEntitlementResults()
        let failure = try #require(results.compactMap { if case .unverified(let failure) = $0 { failure } else { nil } }.first)
        #expect(failure.reason.contains("record of revocations"))
        #expect(try await sandbox.entitledProductIDs().isEmpty)
    }

    // MARK: Helpers

    /// Every column of a ledger row, as stored.
    static func row(_ id: Int64, in sandbox: SandboxHarness) throws -> LedgerRecord {
        try #require(try sandbox.store.ledger.database.read { try sandbox.store.ledger.recordIn($0, id: id) })
    }

    /// Writes a row back exactly as it was (its old signature and columns), and the subscription it renews.
    static func putBack(_ record: LedgerRecord, in sandbox: SandboxHarness) throws {
        try sandbox.store.ledger.database.write { database in
            try sandbox.store.ledger.updateIn(database, record)
            try database.statement("UPDATE subscriptions SET is_revoked = 0, will_auto_renew = 1 WHERE original_id = ?1")
                .run([.integer(record.originalID)])
        }
        let readBack = try #require(try sandbox.store.ledger.database.read { try sandbox.store.ledger.recordIn($0, id: record.id) })
        #expect(readBack.jws == record.jws && readBack.revocationTime == nil && readBack.signedTime == record.signedTime)
    }

    /// The row is unverified as tampering wherever it is read, and nothing is granted.
    static func expectTampering(_ id: Int64, in sandbox: SandboxHarness) throws {
        let results = try sandbox.marketplace.fetchEntitlementResults()
        let failure = try #require(results.compactMap { if case .unverified(let failure) = $0 { failure } else { nil } }.first)
        #expect(failure.transactionID == id)
        #expect(failure.reason.contains("tamper"))
        #expect(results.compactMap(\.verifiedTransaction).isEmpty)
        let record = try sandbox.store.record(id)
        #expect(sandbox.store.verifier.verify(record).verifiedTransaction == nil)
    }
}
