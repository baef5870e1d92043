import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Renewals caught up with deferred signatures")
struct DeferredSignatureTests {
    /// A demo subscription bought at the start whose clock has run past five renewals, caught up; returns
    /// the harness, the first transaction and the renewals the catch-up made.
    private func fiveRenewalsCaughtUp() async throws -> (SandboxHarness, PurchaseTransaction, [LedgerRecord], sequenceBefore: Int64) {
        let sandbox = try SandboxHarness(catalog: .demo)
        let product = try LifecycleCatalogs.trialProduct(in: .demo)
        let first = try #require(try await sandbox.buy(product.id).transaction)
        let rate = try sandbox.store.settings().timeRate
        let period = try #require(product.subscription?.period)
        let sequence = try sandbox.store.ledger.latestChangeSequence()
        sandbox.clock.set(rate.end(of: period, times: 5, from: try #require(first.expirationDate)).addingTimeInterval(-1))
        return (sandbox, first, try sandbox.store.catchUp(), sequence)
    }

    @Test func onlyTheNewestRenewalIsSignedByTheCatchUpAndTheRestWhenFirstRead() async throws {
        let (sandbox, _, renewals, _) = try await fiveRenewalsCaughtUp()
        #expect(renewals.count == 5)
        let stored = try sandbox.store.ledger.allRecords().filter { $0.reason == .renewal }
        #expect(stored.map(\.isSignatureDeferred) == [true, true, true, true, false])
        #expect(sandbox.store.verifier.verify(stored[4]).verifiedTransaction != nil)
        #expect(sandbox.store.verifier.verify(stored[0]).verifiedTransaction == nil, "a deferred signature never verifies")
        #expect(stored.map(\.willAutoRenew) == [false, false, false, false, true])

        // Reading signs them, once, and stores the signatures.
        let read = try sandbox.store.records().filter { $0.reason == .renewal }
        #expect(read.allSatisfy { sandbox.store.verifier.verify($0).verifiedTransaction?.reason == .renewal })
        let afterRead = try sandbox.store.ledger.allRecords().filter { $0.reason == .renewal }
        #expect(afterRead.map(\.jws) == read.map(\.jws))
        #expect(afterRead.allSatisfy { !$0.isSignatureDeferred && $0.signedDate != nil })
    }

    @Test func theAppGetsEveryRenewalVerifiedAsAnUnfinishedTransaction() async throws {
        let (sandbox, first, renewals, _) = try await fiveRenewalsCaughtUp()
        let unfinished = try await sandbox.marketplace.unfinishedTransactions()
        let verified = unfinished.compactMap(\.verifiedTransaction)
        #expect(verified.count == unfinished.count)
        #expect(Set(verified.map { Int64($0.id) }) == Set(renewals.map(\.id) + [Int64(first.id)]))
    }

    @Test func theChangeLogNamesEachSubscriptionsNewestRenewalOnce() async throws {
        let (sandbox, _, renewals, sequence) = try await fiveRenewalsCaughtUp()
        let completed = try sandbox.store.ledger.changes(after: sequence).filter { $0.kind == .transactionCompleted }
        #expect(completed.map(\.transactionID) == [renewals.last?.id])
    }

    @Test func aRowWithoutASignatureIsNotSignedByReading() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let product = try #require(TestCatalogs.first(.nonConsumable, in: .demo))
        let ledger = sandbox.store.ledger
        let id = try ledger.database.write { database in
            var record = LedgerRecord(productID: product.id, productKind: .nonConsumable, status: .completed,
                                      purchaseDate: SandboxHarness.start, storefront: "USA")
            record.id = try ledger.nextIDIn(database)
            record.originalID = record.id
            try ledger.insertIn(database, record)
            return record.id
        }
        let read = try sandbox.store.record(id)
        #expect(read.jws == nil)
        #expect(sandbox.store.verifier.verify(read).verifiedTransaction == nil)
        #expect(try await sandbox.entitledProductIDs().isEmpty)
    }
}
