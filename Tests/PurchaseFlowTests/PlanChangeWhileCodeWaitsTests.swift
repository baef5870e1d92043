import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: a plan change while a redeemed offer code waited for the renewal dropped the code without a word,
/// though redeeming had used it up. The change is refused, naming the code, and nothing is written.
@Suite("A plan change while an offer code waits for the renewal")
struct PlanChangeWhileCodeWaitsTests {
    let monthly = "demo.plus.premium.monthly"

    /// A subscriber to the monthly plan who redeemed HALFYEAR, which waits for the next renewal (real time).
    func codeWaiting() throws -> SandboxHarness {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        _ = try sandbox.completed(PurchaseRequest(productID: monthly))
        try sandbox.store.redeem(code: "HALFYEAR")
        return sandbox
    }

    @Test(arguments: ["demo.plus.standard.monthly", "demo.plus.premium.yearly"])
    func theChangeIsRefusedAndTheCodeStays(change: String) throws {
        let sandbox = try codeWaiting()
        let before = try sandbox.store.records()
        let waiting = try #require(try sandbox.store.subscriptionStatus(of: monthly)?.renewalInfo)
        #expect(waiting.offerCode == "HALFYEAR")

        let refused = #expect(throws: MarketplaceError.self) { try sandbox.store.purchase(PurchaseRequest(productID: change)) }
        #expect(refused?.code == .purchaseNotAllowed && refused?.message.contains("HALFYEAR") == true, "\(refused?.message ?? "")")
        #expect(try sandbox.store.records() == before)
        #expect(try sandbox.store.subscriptionStatus(of: monthly)?.renewalInfo == waiting, "the code still waits")

        try sandbox.set("ask-to-buy", "on")
        #expect(throws: MarketplaceError.self, "no request is opened for it either") { try sandbox.store.purchase(PurchaseRequest(productID: change)) }
        #expect(try sandbox.store.records() == before)
    }

    /// Found in review: resuming the current plan while a code for another plan waited set the renewal back to the
    /// current plan and left the code to be looked up there, where it is not: the used-up code was lost.
    @Test func resumingTheCurrentPlanIsRefusedAndTheCodeStays() throws {
        let sandbox = try codeWaiting()
        let waiting = try #require(try sandbox.store.subscriptionStatus(of: monthly)?.renewalInfo)
        let refused = #expect(throws: MarketplaceError.self) { try sandbox.store.setAutoRenew(of: monthly, true) }
        #expect(refused?.message.contains("HALFYEAR") == true, "\(refused?.message ?? "")")
        #expect(try sandbox.store.subscriptionStatus(of: monthly)?.renewalInfo == waiting, "the code still waits")
    }
}
