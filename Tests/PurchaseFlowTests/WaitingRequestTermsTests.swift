import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: the transaction manager's Approve on a waiting upgrade whose row said "$118.09 now (prorated)" charged
/// the whole price now, since the subscription had expired in another shell in the moment before Enter. Approving and
/// resolving take the terms the request's row stated, as a purchase takes the purchase sheet's (`PurchaseTerms`): the
/// store refuses other terms and leaves the request waiting, and charges an upgrade no more than the prorated amount
/// shown; without terms (`kiosk sandbox approve`, `resolve`) they decide it on whatever the terms are.
@Suite("Approving or resolving a waiting request on the terms its row stated")
struct WaitingRequestTermsTests {
    static let premium = "demo.plus.premium.monthly"

    /// How each kind of waiting request is made and decided.
    struct Kind: Sendable, CustomTestStringConvertible {
        let setting: String
        let status: LedgerStatus
        let decide: @Sendable (SandboxStore, Int64, PurchaseTerms?) throws -> LedgerRecord
        var testDescription: String { setting }
    }

    static let kinds = [
        Kind(setting: "ask-to-buy", status: .askToBuy) { try $0.approve($1, agreeing: $2) },
        Kind(setting: "interrupted", status: .interrupted) { try $0.resolve($1, agreeing: $2) },
    ]

    /// Subscribed to `plan` in the United States a minute ago, with a request of `kind` for Plus Premium, Monthly (#2)
    /// waiting: from Plus Standard, Monthly an upgrade, which starts now; from Plus Premium, Yearly a crossgrade to
    /// another period, which waits for the next renewal.
    private func waiting(_ kind: Kind, subscribedTo plan: String = "demo.plus.standard.monthly") throws -> SandboxHarness {
        let sandbox = try SandboxHarness(catalog: .demo, prices: .demo)
        try sandbox.set("storefront", "USA")
        _ = try sandbox.store.purchase(PurchaseRequest(productID: plan))
        try sandbox.set(kind.setting, "on")
        _ = try sandbox.store.purchase(PurchaseRequest(productID: Self.premium))
        sandbox.clock.advance(by: 60)
        return sandbox
    }

    /// The terms a row states for deciding the request now, as the app works them out from the store's charge, with
    /// the prorated amount it shows.
    private func statedTerms(_ sandbox: SandboxHarness) throws -> PurchaseTerms {
        let settings = try sandbox.store.settings()
        let product = try #require(sandbox.store.catalog.product(withID: Self.premium))
        let charge = try sandbox.store.charges(of: [Self.premium], settings: settings)[Self.premium]
        var terms = PurchaseTerms(price: sandbox.store.priceBook.price(of: product, in: settings.storefront), charge: charge)
        terms.proratedCharge = charge?.proratedNow
        return terms
    }

    @Test(arguments: kinds)
    func theClockRunningBeforeTheDecisionChargesWhatTheRowShowed(_ kind: Kind) throws {
        let sandbox = try waiting(kind)
        let stated = try statedTerms(sandbox)
        let shown = try #require(stated.proratedCharge)
        sandbox.clock.advance(by: 20)
        #expect(try #require(try statedTerms(sandbox).proratedCharge).amount > shown.amount, "the credit for the old plan's rest shrank")
        let decided = try kind.decide(sandbox.store, 2, stated)
        #expect(decided.status == .completed && decided.chargedPrice == shown, "charged \(String(describing: decided.chargedPrice)), the row showed \(shown)")
    }

    @Test(arguments: kinds)
    func termsChangedSinceTheRowStatedThemAreRefusedAndTheRequestWaits(_ kind: Kind) throws {
        let sandbox = try waiting(kind)
        let stated = try statedTerms(sandbox)
        _ = try sandbox.store.expireSubscription(of: "demo.plus.standard.monthly")
        let before = try sandbox.store.records()
        let refusal = #expect(throws: PurchaseTermsChanged.self) { try kind.decide(sandbox.store, 2, stated) }
        #expect(try sandbox.store.records() == before, "nothing was written")
        #expect(try sandbox.store.record(2).status == kind.status)
        let verb = kind.status == .askToBuy ? "approve" : "resolve"
        #expect(refusal.map(String.init(describing:))?.hasPrefix("Transaction 2 would charge otherwise than its row showed before you chose to \(verb) it:") == true,
                "\(refusal.map(String.init(describing:)) ?? "")")
    }

    @Test(arguments: kinds)
    func aChangeAtTheRenewalStillSoIsScheduled(_ kind: Kind) throws {
        let sandbox = try waiting(kind, subscribedTo: "demo.plus.premium.yearly")
        let stated = try statedTerms(sandbox)
        #expect(stated.startsAtRenewal)
        #expect(try kind.decide(sandbox.store, 2, stated).status == .scheduled)
    }

    /// The subscription expired elsewhere: deciding the request now buys Plus Premium, Monthly now, which its row did not
    /// state; on the terms stated once the row is read again, it does.
    @Test(arguments: kinds)
    func aChangeAtTheRenewalThatBecameAPurchaseNowIsRefused(_ kind: Kind) throws {
        let sandbox = try waiting(kind, subscribedTo: "demo.plus.premium.yearly")
        let stated = try statedTerms(sandbox)
        _ = try sandbox.store.expireSubscription(of: "demo.plus.premium.yearly")
        #expect(throws: PurchaseTermsChanged.self) { try kind.decide(sandbox.store, 2, stated) }
        #expect(try sandbox.store.record(2).status == kind.status)
        #expect(try kind.decide(sandbox.store, 2, try statedTerms(sandbox)).status == .completed)
    }

    /// `kiosk sandbox approve` and `resolve` give no terms: the request is decided on whatever they are.
    @Test(arguments: kinds)
    func withoutTermsTheRequestIsDecidedAsItStandsNow(_ kind: Kind) throws {
        let sandbox = try waiting(kind)
        _ = try sandbox.store.expireSubscription(of: "demo.plus.standard.monthly")
        let decided = try kind.decide(sandbox.store, 2, nil)
        #expect(decided.status == .completed && decided.chargedPrice?.amount == Decimal(string: "12.99"))
    }
}
