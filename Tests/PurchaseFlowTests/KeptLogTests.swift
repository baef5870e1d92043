import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Closing a connection leaves the write-ahead log beside the ledger (synced when the connection wrote) instead of
/// checkpointing it away: what other processes commit is still seen, by a store open all along and by the next one
/// to open, the log never grows past its limit, and a ledger file removed without its log starts empty.
@Suite("The write-ahead log kept at close")
struct KeptLogTests {
    static let coins = "demo.coins.100"

    private static func logSize(_ state: TemporaryDirectory) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: state.file(SandboxLedger.fileName).path + "-wal"))?[.size] as? Int
    }

    private static func buy(_ store: SandboxStore) throws -> LedgerRecord {
        guard case .completed(let record) = try store.purchase(PurchaseRequest(productID: coins)) else {
            throw MarketplaceError(.unknown, "the consumable was not bought")
        }
        return try store.finish(record.id)
    }

    @Test(.needsKioskBinary) func aStoreOpenAllAlongSeesWhatOtherProcessesCommitWhileTheirLogStays() throws {
        let state = TemporaryDirectory()
        let store = try SandboxStore(catalog: .demo, stateDirectory: state.url)
        let database = store.ledger.database
        var version = database.dataVersion, sequence = try store.ledger.latestChangeSequence()
        /// The kinds of the changes logged since the last call, once `PRAGMA data_version` (what `LedgerWatcher` polls) moved.
        func newChanges() throws -> [LedgerChangeKind] {
            let moved = database.dataVersion
            guard moved != version else { return [] }
            version = moved
            let changes = try store.ledger.changes(after: sequence)
            sequence = changes.last?.sequence ?? sequence
            return changes.map(\.kind)
        }
        #expect(try !store.settings().isAskToBuyEnabled)

        #expect(try KioskProcess.run(["sandbox", "--state", state.path, "set", "ask-to-buy", "on"]).status == 0)
        #expect(Self.logSize(state) ?? 0 > 0, "the other process left the log in place")
        #expect(try newChanges() == [.settingsChanged])
        #expect(try store.settings().isAskToBuyEnabled, "the setting another process made is read")

        #expect(try KioskProcess.run(["sandbox", "--state", state.path, "set", "ask-to-buy", "off"]).status == 0)
        let bought = try KioskProcess.run(["sandbox", "--state", state.path, "buy", Self.coins, "--finish"])
        #expect(bought.status == 0 && bought.output.hasPrefix("Bought \(Self.coins): transaction 1"), "\(bought.output)\(bought.error)")
        #expect(try newChanges() == [.settingsChanged, .transactionCompleted, .transactionFinished])
        #expect(try newChanges() == [], "nothing moved since")
        #expect(try store.records().map(\.isFinished) == [true])
        #expect(try !store.settings().isAskToBuyEnabled)
        try DurableDeliveryTests.expectSignedAndUnique(store)
    }

    @Test(.needsKioskBinary) func theNextProcessReadsWhatEarlierProcessesLeftInTheLog() throws {
        let state = TemporaryDirectory()
        for id in 1...3 {
            let bought = try KioskProcess.run(["sandbox", "--state", state.path, "buy", Self.coins, "--finish"])
            #expect(bought.output.hasPrefix("Bought \(Self.coins): transaction \(id), credited 100 to coins"), "\(bought.output)\(bought.error)")
        }
        #expect(Self.logSize(state) ?? 0 > 0, "no process checkpointed the log away")
        let store = try SandboxStore(catalog: .demo, stateDirectory: state.url)
        #expect(try store.records().map(\.id) == [1, 2, 3] && store.records().allSatisfy(\.isFinished))
        #expect(try CustomerBook(directory: state.url).balance("coins", customer: Customer.defaultName) == 300)
        try DurableDeliveryTests.expectSignedAndUnique(store)
    }

    @Test func theLogLeftAtCloseNeverGrowsPastItsLimit() throws {
        let state = TemporaryDirectory()
        var sizes: [Int] = []
        for _ in 0..<40 {
            let store = try SandboxStore(catalog: .demo, stateDirectory: state.url)
            _ = try Self.buy(store)
            #expect(Self.logSize(state) ?? 0 > 0, "the log holds the purchase while the store is open")
            sizes.append(Self.logSize(state) ?? 0)
        }
        let store = try SandboxStore(catalog: .demo, stateDirectory: state.url)
        let after = Self.logSize(state) ?? 0
        #expect(after <= SQLiteDatabase.keptLogLimit, "a closed connection left \(after) bytes of log")
        #expect(zip(sizes, sizes.dropFirst()).contains { $1 < $0 }, "the log was emptied into the ledger on the way: \(sizes)")
        #expect(try store.records().count == 40 && store.records().allSatisfy(\.isFinished))
        try DurableDeliveryTests.expectSignedAndUnique(store)
    }

    @Test func aConnectionThatOnlyReadLeavesTheLogAsItWas() throws {
        let state = TemporaryDirectory()
        _ = try Self.buy(try SandboxStore(catalog: .demo, stateDirectory: state.url))
        let path = state.file(SandboxLedger.fileName).path + "-wal"
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        do {
            let reader = try SandboxStore(catalog: .demo, stateDirectory: state.url)
            #expect(try reader.records().count == 1)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aLedgerFileRemovedWithoutItsLogStartsEmpty() throws {
        let state = TemporaryDirectory()
        _ = try Self.buy(try SandboxStore(catalog: .demo, stateDirectory: state.url))
        #expect(Self.logSize(state) ?? 0 > 0)
        try FileManager.default.removeItem(at: state.file(SandboxLedger.fileName))
        let store = try SandboxStore(catalog: .demo, stateDirectory: state.url)
        #expect(try store.records().isEmpty, "the old log's rows did not come back")
        #expect(try Self.buy(store).id == 1)
        try DurableDeliveryTests.expectSignedAndUnique(store)
    }
}
