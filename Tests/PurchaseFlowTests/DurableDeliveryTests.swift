import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Durable delivery across crashes and processes")
struct DurableDeliveryTests {
    static let coins = "demo.coins.100"

    /// Every completed row verifies and no transaction id repeats.
    static func expectSignedAndUnique(_ store: SandboxStore) throws {
        let records = try store.records()
        #expect(Set(records.map(\.id)).count == records.count)
        for record in records where record.status == .completed {
            #expect(store.verifier.verify(record).verifiedTransaction != nil, "transaction \(record.id) is not signed")
        }
    }

    @Test(.needsKioskBinary, arguments: ["purchase.after-sign", "purchase.before-commit"])
    func aCrashBeforeTheCommitLeavesNoTrace(point: String) throws {
        let state = TemporaryDirectory()
        #expect(try KioskProcess.run(["sandbox", "--state", state.path, "buy", Self.coins]).status == 0)
        let crash = try KioskProcess.run(["sandbox", "--state", state.path, "buy", Self.coins],
                                         environment: [CrashPoint.environmentVariable: point])
        #expect(crash.crashed && crash.status == SIGABRT, "\(point): \(crash.error)")
        let store = try SandboxStore(catalog: .demo, stateDirectory: state.url)
        #expect(try store.records().map(\.id) == [1])
        let retry = try KioskProcess.run(["sandbox", "--state", state.path, "buy", Self.coins])
        #expect(retry.status == 0 && retry.output == "Bought \(Self.coins): transaction 2, unfinished, charged 0.99 USD.\n")
        try Self.expectSignedAndUnique(store)
        #expect(try store.records().count == 2)
    }

    @Test(.needsKioskBinary) func aCrashAfterTheCommitKeepsTheTransactionForRedelivery() async throws {
        let state = TemporaryDirectory()
        let crash = try KioskProcess.run(["sandbox", "--state", state.path, "buy", Self.coins, "--finish"],
                                         environment: [CrashPoint.environmentVariable: "purchase.after-commit"])
        #expect(crash.crashed && crash.output.isEmpty)
        let store = try SandboxStore(catalog: .demo, stateDirectory: state.url)
        let marketplace = SandboxMarketplace(store: store, pollInterval: .milliseconds(5), installationSource: .unknown)
        let unfinished = try await marketplace.unfinishedTransactions().compactMap(\.verifiedTransaction)
        #expect(unfinished.map(\.productID) == [Self.coins] && unfinished.map(\.id) == [1])
        var updates = marketplace.transactionUpdates().makeAsyncIterator()
        #expect(try await PendingPurchaseTests.next(&updates).verifiedTransaction?.id == 1)
        try Self.expectSignedAndUnique(store)
    }

    @Test(.needsKioskBinary) func aCrashWhileFinishingLeavesTheTransactionUnfinished() async throws {
        let state = TemporaryDirectory()
        let crash = try KioskProcess.run(["sandbox", "--state", state.path, "buy", Self.coins, "--finish"],
                                         environment: [CrashPoint.environmentVariable: "finish.before-commit"])
        #expect(crash.crashed)
        let store = try SandboxStore(catalog: .demo, stateDirectory: state.url)
        let record = try store.record(1)
        #expect(record.status == .completed && !record.isFinished)
        let finish = try KioskProcess.run(["sandbox", "--state", state.path, "finish", "1"])
        #expect(finish.status == 0)
        #expect(try store.record(1).isFinished && store.records().count == 1)
        try Self.expectSignedAndUnique(store)
    }

    @Test(.needsKioskBinary) func aCrashWhileCreatingTheKeyLeavesNoHalfKey() throws {
        let state = TemporaryDirectory()
        let crash = try KioskProcess.run(["sandbox", "--state", state.path, "buy", Self.coins],
                                         environment: [CrashPoint.environmentVariable: "signing-key.before-link"])
        #expect(crash.crashed)
        #expect(!FileManager.default.fileExists(atPath: state.file(SandboxSigningIdentity.fileName).path))
        let abandoned = try FileManager.default.contentsOfDirectory(atPath: state.path).filter { $0.hasPrefix(".\(SandboxSigningIdentity.fileName).") }
        #expect(abandoned.count == 1)
        let retry = try KioskProcess.run(["sandbox", "--state", state.path, "buy", Self.coins])
        #expect(retry.status == 0)
        // The dead process's temporary key file is cleaned up; only the key itself remains.
        let files = try FileManager.default.contentsOfDirectory(atPath: state.path).filter { $0.contains(SandboxSigningIdentity.fileName) }
        #expect(files == [SandboxSigningIdentity.fileName])
        let store = try SandboxStore(catalog: .demo, stateDirectory: state.url)
        #expect(try store.records().count == 1)
        try Self.expectSignedAndUnique(store)
    }

    @Test(.needsKioskBinary) func processesBuyingAtOnceChargeOnceAndNeverSeeALock() throws {
        let state = TemporaryDirectory()
        let lifetime = try #require(Catalog.demo.products(ofKind: .nonConsumable).first).id
        let started = try (0..<6).map { index in
            try KioskProcess.start(["sandbox", "--state", state.path, "buy", index.isMultiple(of: 2) ? lifetime : Self.coins, "--finish"])
        }
        let outcomes = started.map(KioskProcess.wait)
        #expect(outcomes.allSatisfy { !$0.error.contains("locked") && !$0.crashed })
        #expect(outcomes.filter { $0.status == 0 }.count == 4)
        #expect(outcomes.filter { $0.status == 1 && $0.error.contains("already owns") }.count == 2)
        let store = try SandboxStore(catalog: .demo, stateDirectory: state.url)
        let records = try store.records()
        #expect(records.filter { $0.productID == lifetime }.count == 1 && records.filter { $0.productID == Self.coins }.count == 3)
        #expect(records.allSatisfy { $0.isFinished })
        try Self.expectSignedAndUnique(store)
    }

    @Test(.needsKioskBinary) func anotherProcessApprovingReachesTheUpdatesStream() async throws {
        let state = TemporaryDirectory()
        let sandbox = try SandboxHarness(catalog: .demo, directory: state, clock: ManualClock(Date()))
        try sandbox.set("ask-to-buy", "on")
        guard case .pending(let pending) = try await sandbox.buy(Self.coins, quantity: 2) else { Issue.record("expected pending"); return }
        var updates = sandbox.marketplace.transactionUpdates().makeAsyncIterator()
        let approve = try KioskProcess.run(["sandbox", "--state", state.path, "approve", String(pending.requestID)])
        #expect(approve.status == 0, "\(approve.error)")
        let update = try #require(try await PendingPurchaseTests.next(&updates).verifiedTransaction)
        #expect(update.id == UInt64(pending.requestID) && update.quantity == 2)
    }
}
