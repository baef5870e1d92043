import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Choosing again a plan change already scheduled for the next renewal says so and writes nothing: no second
/// scheduled change, no Ask to Buy request.
@Suite("A scheduled plan change chosen again")
struct ScheduledChangeAgainTests {
    @Test(arguments: ["off", "on"])
    func isRefusedAndWritesNothing(askToBuy: String) throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        guard case .completed(let premium) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly")),
              case .planChangeScheduled = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly")) else {
            Issue.record("the downgrade was not scheduled")
            return
        }
        try sandbox.set("ask-to-buy", askToBuy)
        let before = (try sandbox.store.records(), try sandbox.store.ledger.subscriptions(), try sandbox.store.ledger.latestChangeSequence())
        let error = #expect(throws: MarketplaceError.self) { try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly")) }
        #expect(error?.code == .purchaseNotAllowed)
        #expect(error?.message.contains("demo.plus.basic.weekly is already scheduled to start at the next renewal of demo.plus.premium.monthly") == true,
                "\(error?.message ?? "")")
        let after = (try sandbox.store.records(), try sandbox.store.ledger.subscriptions(), try sandbox.store.ledger.latestChangeSequence())
        #expect(after.0 == before.0 && after.1 == before.1 && after.2 == before.2, "nothing was written")
        #expect(try sandbox.store.purchaseState(of: "demo.plus.basic.weekly") == .upcoming(activationDate: try #require(premium.expirationDate)))
    }

    @Test func anotherChangeOrACodeIsStillAChange() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly"))
        guard case .planChangeScheduled = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly")),
              case .planChangeScheduled = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly")) else {
            Issue.record("a different downgrade was refused")
            return
        }
        #expect(try sandbox.store.ledger.subscriptions().first?.autoRenewProductID == "demo.plus.standard.monthly")
    }
}
