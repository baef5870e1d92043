import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// What a purchase and its finish read does not grow with the ledger: no statement on their path walks a table.
@Suite struct LedgerGrowthTests {
    @Test func aPurchaseAndFinishLookUpAsManyPagesOnATenTimesLargerLedger() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try buyAndFinish(sandbox.store, times: 50)
        let small = try pagesLookedUp(byBuyingAndFinishing: sandbox.store)
        try buyAndFinish(sandbox.store, times: 450)
        let large = try pagesLookedUp(byBuyingAndFinishing: sandbox.store)
        // A B-tree a level deeper costs a page per index walked; a table walked costs hundreds.
        #expect(large <= small + 20, "pages looked up: \(small) on 51 transactions, \(large) on 501")
    }

    private func buyAndFinish(_ store: SandboxStore, times: Int) throws {
        for _ in 0..<times {
            guard case .completed(let record) = try store.purchase(PurchaseRequest(productID: "demo.coins.100")) else {
                Issue.record("the consumable was not bought")
                return
            }
            try store.finish(record.id)
        }
    }

    private func pagesLookedUp(byBuyingAndFinishing store: SandboxStore) throws -> Int {
        let before = store.ledger.database.pagesLookedUp
        try buyAndFinish(store, times: 1)
        return store.ledger.database.pagesLookedUp - before
    }
}
