import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Ask to Buy and interrupted purchases")
struct PendingPurchaseTests {
    /// The next element of an updates stream; fails the test instead of hanging when none comes in 30 seconds.
    static func next(_ iterator: inout AsyncStream<VerificationResult>.Iterator) async throws -> VerificationResult {
        let box = IteratorBox(iterator)
        let element = try await withThrowingTaskGroup(of: VerificationResult?.self) { group in
            group.addTask { await box.next() }
            group.addTask {
                // Only a guard against waiting for ever: the update comes from the store's poll, which a loaded
                // machine can hold up for seconds (5 s timed out once while two builds shared the two cores).
                try await Task.sleep(for: .seconds(30))
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            return first
        }
        iterator = box.iterator
        guard let element else { throw MarketplaceError(.unknown, "no transaction update arrived within five seconds") }
        return element
    }

    @Test(.needsFixtures) func anApprovedRequestArrivesThroughTheUpdates() async throws {
        let catalog = try TestCatalogs.storeHelper()
        let sandbox = try SandboxHarness(catalog: catalog)
        try sandbox.set("ask-to-buy", "on")
        var updates = sandbox.marketplace.transactionUpdates().makeAsyncIterator()
        let result = try await sandbox.buy("com.rarcher.nonconsumable.chocolates.small")
        guard case .pending(let pending) = result else { Issue.record("expected pending, got \(result)"); return }
        #expect(pending.reason == .askToBuy && pending.productID == "com.rarcher.nonconsumable.chocolates.small")
        #expect(try await sandbox.entitledProductIDs().isEmpty)
        #expect(try await sandbox.marketplace.unfinishedTransactions().isEmpty)

        // A parent approves from another process (another store on the same ledger).
        let parent = try sandbox.reopened()
        sandbox.clock.advance(by: 600)
        let approved = try parent.store.approve(pending.requestID)
        #expect(approved.status == .completed && approved.purchaseDate == sandbox.clock.now())
        let update = try await Self.next(&updates)
        #expect(update.verifiedTransaction?.id == UInt64(pending.requestID))
        #expect(try await sandbox.entitledProductIDs() == ["com.rarcher.nonconsumable.chocolates.small"])
        let twice = #expect(throws: MarketplaceError.self) { try parent.store.approve(pending.requestID) }
        #expect(twice?.code == .nothingPending)
    }

    @Test(.needsFixtures) func aDeclinedRequestChargesNothing() async throws {
        let catalog = try TestCatalogs.backyardBirds()
        let sandbox = try SandboxHarness(catalog: catalog)
        try sandbox.set("ask-to-buy", "on")
        guard case .pending(let pending) = try await sandbox.buy("pass.premium") else { Issue.record("expected pending"); return }
        let declined = try sandbox.store.decline(pending.requestID)
        #expect(declined.status == .declined && declined.jws == nil)
        #expect(try await sandbox.entitledProductIDs().isEmpty)
        let resolve = #expect(throws: MarketplaceError.self) { try sandbox.store.resolve(pending.requestID) }
        #expect(resolve?.code == .nothingPending)
        // Found by QA: approving it again said it "is a declined Ask to Buy request, not an Ask to Buy request".
        let again = #expect(throws: MarketplaceError.self) { try sandbox.store.approve(pending.requestID) }
        #expect(again?.message == "Transaction \(pending.requestID) is a declined Ask to Buy request, not an Ask to Buy request waiting for a decision, "
            + "so there is nothing to approve.")
        #expect(resolve?.message == "Transaction \(pending.requestID) is a declined Ask to Buy request, not an interrupted purchase waiting "
            + "to be resolved, so there is nothing to resolve.")
        let missing = #expect(throws: MarketplaceError.self) { try sandbox.store.approve(9_999) }
        #expect(missing?.code == .noSuchTransaction)
    }

    @Test(.needsFixtures) func anInterruptedPurchaseCompletesWhenResolved() async throws {
        let catalog = try TestCatalogs.backyardBirds()
        let sandbox = try SandboxHarness(catalog: catalog)
        try sandbox.set("interrupted", "on")
        guard case .pending(let pending) = try await sandbox.buy("nectar.bottle", quantity: 2) else { Issue.record("expected pending"); return }
        #expect(pending.reason == .interrupted)
        #expect(try sandbox.store.ledger.openRequests().map(\.id) == [pending.requestID])
        var updates = sandbox.marketplace.transactionUpdates().makeAsyncIterator()
        let resolved = try sandbox.reopened().store.resolve(pending.requestID)
        #expect(resolved.quantity == 2 && resolved.jws != nil)
        let update = try #require(try await Self.next(&updates).verifiedTransaction)
        #expect(update.productID == "nectar.bottle" && update.quantity == 2)
        #expect(try sandbox.store.ledger.openRequests().isEmpty)
    }

    @Test(.needsFixtures) func approvingWhatIsAlreadyOwnedIsRefused() async throws {
        let catalog = try TestCatalogs.revenueCatUnitTests()
        let sandbox = try SandboxHarness(catalog: catalog)
        try sandbox.set("ask-to-buy", "on")
        guard case .pending(let first) = try await sandbox.buy("lifetime"),
              case .pending(let second) = try await sandbox.buy("lifetime") else { Issue.record("expected two requests"); return }
        try sandbox.store.approve(first.requestID)
        let error = #expect(throws: MarketplaceError.self) { try sandbox.store.approve(second.requestID) }
        #expect(error?.code == .purchaseNotAllowed)
        #expect(try sandbox.store.records().filter { $0.status == .completed }.count == 1)
    }
}

/// Lets a task group advance an iterator.
final class IteratorBox: @unchecked Sendable {
    var iterator: AsyncStream<VerificationResult>.Iterator

    init(_ iterator: AsyncStream<VerificationResult>.Iterator) {
        self.iterator = iterator
    }

    func next() async -> VerificationResult? { await iterator.next() }
}
