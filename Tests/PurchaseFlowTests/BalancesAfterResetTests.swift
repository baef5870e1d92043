import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: coin balances in the customer book survived `kiosk sandbox reset`, though every transaction that
/// delivered them was gone. A reset through the book (`CustomerBook.reset`) forgets what the removed transactions
/// credited and what was spent from it, keeps the customers, and never forgets what came after it.
@Suite("Balances after a ledger reset")
struct BalancesAfterResetTests {
    @Test func aResetStartsEveryBalanceAgainFromZeroAndKeepsTheCustomers() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let ann = try sandbox.customerSession("ann"), bob = try sandbox.customerSession("bob")
        _ = try await sandbox.bought(by: ann, "demo.coins.600")
        _ = try await sandbox.bought(by: bob, "demo.coins.100")
        _ = try await ann.spend(250, from: "coins", reason: "test")
        #expect(try await ann.balances().map(\.amount) == [350])

        #expect(try ann.book.reset(sandbox.store) == 2)
        #expect(try await ann.balances().map(\.amount) == [0])
        #expect(try await bob.balances().map(\.amount) == [0])
        #expect(Set(try ann.book.customers().map(\.name)).isSuperset(of: ["ann", "bob"]), "the customers stay")
        #expect(try sandbox.store.ledger.transactionCount() == 0)

        _ = try await sandbox.bought(by: ann, "demo.coins.100")
        #expect(try await ann.balances().map(\.amount) == [100], "what comes after the reset counts")
    }

    @Test func aDeliveryOfARemovedTransactionLandingAfterTheResetCreditsNothing() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let ann = try sandbox.customerSession("ann")
        let bought = try await sandbox.bought(by: ann, "demo.coins.100")
        try ann.book.reset(sandbox.store)
        // Another process verified it before the reset and credits it now.
        #expect(try !ann.book.recordDelivery(transactionID: bought.id, customer: "ann", balance: "coins", amount: 100, at: sandbox.clock.now()))
        #expect(try await ann.balances().map(\.amount) == [0])
    }
}
