import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("The store buys only on the terms a purchase sheet showed")
struct PurchaseTermsTests {
    /// The demo catalog with its prices in every storefront, subscribed to Plus Standard, Monthly in the United States.
    private func subscribedInDollars() throws -> SandboxHarness {
        let sandbox = try SandboxHarness(catalog: .demo, prices: .demo)
        try sandbox.set("storefront", "USA")
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"))
        return sandbox
    }

    /// The terms the store would show now for a product, as the app's snapshot carries them.
    private func termsShown(_ productID: String, _ sandbox: SandboxHarness) throws -> PurchaseTerms {
        let settings = try sandbox.store.settings()
        let product = try #require(sandbox.store.catalog.product(withID: productID))
        return PurchaseTerms(price: sandbox.store.priceBook.price(of: product, in: settings.storefront),
                             charge: try sandbox.store.charges(of: [productID], settings: settings)[productID])
    }

    /// An upgrade shown in dollars, bought after a switch to Germany, is refused and writes nothing.
    @Test func anUpgradeOnOtherTermsIsRefusedAndWritesNothing() throws {
        let sandbox = try subscribedInDollars()
        var request = PurchaseRequest(productID: "demo.plus.premium.monthly")
        request.agreedTerms = try termsShown("demo.plus.premium.monthly", sandbox)
        try sandbox.set("storefront", "DEU")
        let before = try sandbox.store.records()
        #expect(throws: PurchaseTermsChanged.self) { try sandbox.store.purchase(request) }
        #expect(try sandbox.store.records() == before)
    }

    /// A downgrade is priced where the subscription renews, so a storefront switch in between leaves its terms as
    /// shown: it is scheduled.
    @Test func aDowngradeKeepsItsTermsAcrossAStorefrontSwitch() throws {
        let sandbox = try subscribedInDollars()
        var request = PurchaseRequest(productID: "demo.plus.basic.weekly")
        request.agreedTerms = try termsShown("demo.plus.basic.weekly", sandbox)
        try sandbox.set("storefront", "JPN")
        guard case .planChangeScheduled = try sandbox.store.purchase(request) else {
            Issue.record("the downgrade was not scheduled")
            return
        }
    }

    /// Found in review: an upgrade from a free month (a code's) credits nothing, so its terms read as a new
    /// subscription's: the whole price now. When another process ends the subscription between the screen's read and
    /// the purchase, buying would start a new subscription the screen never showed; the plan changed from is one of the
    /// terms, so it is refused and nothing is written.
    @Test func anUpgradeWithNothingToCreditIsRefusedOnceItsPlanEndedElsewhere() throws {
        let sandbox = try SandboxHarness(catalog: .demo, prices: .demo)
        try sandbox.set("storefront", "USA")
        try sandbox.set("time-rate", "0")
        let code = try sandbox.completed(PurchaseRequest(productID: "demo.plus.standard.yearly", offer: OfferChoice(kind: .code, id: "FRIENDS")))
        sandbox.clock.advance(by: 86_400)
        var request = PurchaseRequest(productID: "demo.plus.premium.monthly")
        request.agreedTerms = try termsShown("demo.plus.premium.monthly", sandbox)
        #expect(request.agreedTerms?.credit == PurchaseTerms.Credit.none && request.agreedTerms?.startsAtRenewal == false)
        _ = try sandbox.reopened().store.refund(code.id)
        let before = try sandbox.store.records()
        let refusal = #expect(throws: PurchaseTermsChanged.self) { try sandbox.store.purchase(request) }
        #expect(try sandbox.store.records() == before)
        #expect(refusal?.description.contains("it showed $12.99 as a change from demo.plus.standard.yearly, and the terms are now $12.99 as a new purchase") == true,
                "\(refusal?.description ?? "no refusal")")
    }
}
