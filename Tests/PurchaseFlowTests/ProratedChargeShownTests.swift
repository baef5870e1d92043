import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: under a running clock Confirm charged a cent more than the purchase sheet showed for an upgrade
/// ($5.43 shown, $5.44 charged): the prorated amount was left out of the terms compared at Confirm on the claim that
/// it only shrinks, but the charge grows as the credit for the old plan's unused rest shrinks. The sheet's Confirm
/// hands over the prorated amount it showed; the store charges the prorated amount at that moment, as StoreKit does,
/// or what was shown when that is less: never more than shown without asking.
@Suite("An upgrade confirmed on the purchase sheet is charged no more than the prorated amount it showed")
struct ProratedChargeShownTests {
    static let premium = "demo.plus.premium.monthly"

    /// Subscribed to Plus Standard, Monthly in the United States, a while into its period.
    private func subscribed() throws -> SandboxHarness {
        let sandbox = try SandboxHarness(catalog: .demo, prices: .demo)
        try sandbox.set("storefront", "USA")
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"))
        sandbox.clock.advance(by: 60)
        return sandbox
    }

    /// What the store would charge now for the upgrade, as the app's snapshot carries it.
    private func charge(_ sandbox: SandboxHarness) throws -> PurchaseCharge {
        try #require(try sandbox.store.charges(of: [Self.premium], settings: sandbox.store.settings())[Self.premium])
    }

    /// The request a sheet's Confirm makes: the terms it showed, with the prorated amount it showed.
    private func confirmed(_ sandbox: SandboxHarness, showing amount: Price) throws -> PurchaseRequest {
        let settings = try sandbox.store.settings()
        let product = try #require(sandbox.store.catalog.product(withID: Self.premium))
        var terms = PurchaseTerms(price: sandbox.store.priceBook.price(of: product, in: settings.storefront), charge: try charge(sandbox))
        terms.proratedCharge = amount
        var request = PurchaseRequest(productID: Self.premium)
        request.agreedTerms = terms
        return request
    }

    @Test func theClockRunningBetweenTheSheetAndConfirmChargesWhatWasShown() throws {
        let sandbox = try subscribed()
        let shown = try charge(sandbox).now
        let request = try confirmed(sandbox, showing: shown)
        sandbox.clock.advance(by: 20)
        let grown = try charge(sandbox).now
        #expect(grown.amount > shown.amount, "the credit for the old plan's rest shrank: \(grown) after \(shown)")
        let record = try sandbox.completed(request)
        #expect(record.chargedPrice == shown, "charged \(String(describing: record.chargedPrice)), the sheet showed \(shown)")
    }

    @Test func lessThanShownIsChargedWhenTheProratedAmountIsLessAtConfirm() throws {
        let sandbox = try subscribed()
        let now = try charge(sandbox).now
        let record = try sandbox.completed(try confirmed(sandbox, showing: Price(now.amount + 1, now.currency)))
        #expect(record.chargedPrice == now, "the prorated amount at the moment of purchase, as StoreKit charges")
    }

    /// An amount the change never came to in the old plan's period (shown against another plan, changed from another
    /// shell meanwhile) is not honoured: the terms changed, and nothing is charged.
    @Test func anAmountThePlanReplacedNeverCameToIsRefused() throws {
        let sandbox = try subscribed()
        let request = try confirmed(sandbox, showing: Price(Decimal(string: "0.01")!, try charge(sandbox).now.currency))
        let before = try sandbox.store.records()
        #expect(throws: PurchaseTermsChanged.self) { try sandbox.store.purchase(request) }
        #expect(try sandbox.store.records() == before)
    }
}
