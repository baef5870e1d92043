import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: a subscriber's offer code for a higher level of the group waited for the next renewal and was
/// notified as OFFER_REDEEMED without a subtype. As on the App Store, a code for another plan of the group follows the
/// plan-change rule: a higher level (or an equal level of the same period) starts now as an upgrade does
/// (OFFER_REDEEMED UPGRADE), a lower level (or another period) at the next renewal (OFFER_REDEEMED DOWNGRADE); a code for
/// the subscribed product waits for the renewal with no subtype.
@Suite("Offer codes that change a subscriber's plan")
struct CodeOfferPlanChangeTests {
    let standardYearly = "demo.plus.standard.yearly"
    let premiumYearly = "demo.plus.premium.yearly"
    let premiumMonthly = "demo.plus.premium.monthly"

    /// The demo catalog with FRIENDS (a code of Plus Standard, Yearly, level 2) for existing customers too, and, when
    /// `premiumMonthlyYearly`, Plus Premium, Monthly renewing every year (the same level and period as HALFYEAR's plan).
    func catalog(premiumMonthlyYearly: Bool = false) throws -> Catalog {
        var text = Catalog.demoConfiguration.replacingOccurrences(
            of: "\"new\"\n              ],\n              \"internalID\" : \"K4000002\"",
            with: "\"new\",\n                \"existing\"\n              ],\n              \"internalID\" : \"K4000002\"")
        if premiumMonthlyYearly {
            text = text.replacingOccurrences(of: "\"productID\" : \"demo.plus.premium.monthly\",\n          \"recurringSubscriptionPeriod\" : \"P1M\"",
                                             with: "\"productID\" : \"demo.plus.premium.monthly\",\n          \"recurringSubscriptionPeriod\" : \"P1Y\"")
        }
        let catalog = try Catalog(decoding: Data(text.utf8), file: "codes.storekit")
        let friends = catalog.product(withID: standardYearly)?.subscription?.codeOffers.first
        #expect(friends?.eligibility.contains(.existing) == true, "the catalog's text changed: FRIENDS is not for existing customers")
        #expect((catalog.product(withID: premiumMonthly)?.subscription?.period == .year) == premiumMonthlyYearly)
        return catalog
    }

    /// A subscriber to `productID` on real time, 30 days later (the renewals due made); their newest transaction.
    func subscribed(to productID: String, _ sandbox: SandboxHarness) throws -> LedgerRecord {
        try sandbox.set("time-rate", "real")
        _ = try sandbox.completed(PurchaseRequest(productID: productID))
        sandbox.clock.advance(by: 30 * 86_400)
        _ = try sandbox.store.catchUp()
        return try #require(try sandbox.store.subscriptionStatus(of: productID)?.latest)
    }

    /// Checks that a redemption waited for the renewal of `current` (nothing written but the wait) and was notified
    /// as OFFER_REDEEMED with `subtype` about it.
    func expectWait(_ outcome: StorePurchaseOutcome, of current: LedgerRecord, rowsBefore: Int, subtype: ServerNotificationSubtype?,
                    _ sandbox: SandboxHarness) throws {
        guard case .planChangeScheduled(let kept) = outcome else {
            Issue.record("the code did not wait for the renewal: \(outcome)")
            return
        }
        let rows = try sandbox.store.records().count
        #expect(kept.id == current.id && rows == rowsBefore, "nothing is charged now")
        let last = try #require(try sandbox.store.notifications().last)
        #expect(last.type == .offerRedeemed && last.subtype == subtype && last.transactionID == current.id, "\(last)")
    }

    /// The codes redeemed, with the transaction each was recorded against.
    func redemptions(_ sandbox: SandboxHarness) throws -> [String] {
        try sandbox.store.ledger.database.read {
            try $0.statement("SELECT code || ':' || transaction_id FROM code_redemptions ORDER BY rowid").rows { $0.text(0) }
        }
    }

    /// Checks that a redemption made now upgraded `old` as a plain upgrade does: the same original transaction, the old
    /// one marked upgraded, the code's offer price charged less the old plan's unused rest (what the price cannot take
    /// refunded), the code used by the new transaction and OFFER_REDEEMED UPGRADE sent about it.
    func expectUpgrade(_ new: LedgerRecord, from old: LedgerRecord, at now: Date, _ sandbox: SandboxHarness) throws {
        let product = try #require(sandbox.store.catalog.product(withID: premiumYearly))
        let offer = try #require(product.subscription?.codeOffers.first { $0.referenceName == "HALFYEAR" })
        #expect(new.productID == premiumYearly && new.originalID == old.originalID && new.id != old.id && new.status == .completed)
        #expect(new.offer?.kind == .code && new.offer?.id == "HALFYEAR")
        #expect(milliseconds(new.purchaseDate) == milliseconds(now))
        let end = SandboxStore.firstPeriodEnd(of: try #require(product.subscription), offer: offer, from: now, rate: try sandbox.store.settings().timeRate)
        #expect(milliseconds(try #require(new.expirationDate)) == milliseconds(end), "the offer's six months, from now")
        #expect(try sandbox.store.record(old.id).isUpgraded)

        let price = sandbox.store.priceBook.price(of: offer, on: product, in: try sandbox.store.settings().storefront)
        let rest = SandboxStore.unusedValue(of: old, at: now)
        let refunded = SandboxStore.restRefunded(rest, beyond: price)
        #expect(new.priceMilliunits == SandboxStore.milliunits(max(0, price.amount - rest)))
        #expect(try sandbox.store.credit(of: new) == .credited(Price(rest, old.chargedCurrency), refunded: refunded))
        #expect(try sandbox.store.restRefunded(atChange: new) == refunded)

        let notifications = try sandbox.store.notifications().filter { $0.transactionID == new.id }
        #expect(notifications.map(\.type) == [.offerRedeemed] && notifications.first?.subtype == .upgrade, "\(notifications)")
        #expect(try redemptions(sandbox) == ["HALFYEAR:\(new.id)"])
        let status = try #require(try sandbox.store.subscriptionStatus(of: premiumYearly))
        #expect(status.latest.id == new.id && status.renewalInfo.offerCode == nil && status.renewalInfo.autoRenewPreference == premiumYearly)
    }

    @Test func aCodeForAHigherLevelUpgradesNow() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let old = try subscribed(to: standardYearly, sandbox)
        let outcome = try sandbox.store.redeem(code: "HALFYEAR")
        guard case .completed(let new) = outcome else {
            Issue.record("HALFYEAR did not start now: \(outcome)")
            return
        }
        try expectUpgrade(new, from: old, at: sandbox.clock.now(), sandbox)
        #expect(try sandbox.store.records().count == 2)
    }

    @Test func aCodeForAHigherLevelApprovedUnderAskToBuyUpgradesThen() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let old = try subscribed(to: standardYearly, sandbox)
        try sandbox.set("ask-to-buy", "on")
        guard case .pending(let request) = try sandbox.store.redeem(code: "HALFYEAR") else {
            Issue.record("the redemption did not wait for approval")
            return
        }
        sandbox.clock.advance(by: 86_400)
        let new = try sandbox.store.approve(request.id)
        try expectUpgrade(new, from: old, at: sandbox.clock.now(), sandbox)
    }

    @Test func aCodeForALowerLevelWaitsForTheRenewalAsADowngrade() throws {
        let sandbox = try SandboxHarness(catalog: try catalog())
        let current = try subscribed(to: premiumYearly, sandbox)
        let rows = try sandbox.store.records().count
        try expectWait(try sandbox.store.redeem(code: "FRIENDS"), of: current, rowsBefore: rows, subtype: .downgrade, sandbox)
        let status = try #require(try sandbox.store.subscriptionStatus(of: premiumYearly))
        #expect(status.renewalInfo.offerCode == "FRIENDS" && status.renewalInfo.autoRenewPreference == standardYearly)
    }

    @Test func aCodeForTheSubscribedProductWaitsForTheRenewalWithoutASubtype() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let current = try subscribed(to: premiumYearly, sandbox)
        let rows = try sandbox.store.records().count
        try expectWait(try sandbox.store.redeem(code: "HALFYEAR"), of: current, rowsBefore: rows, subtype: nil, sandbox)
    }

    /// An equal level follows the crossgrade rule: now for an equal period (OFFER_REDEEMED UPGRADE, as the store's
    /// DID_CHANGE_RENEWAL_PREF says UPGRADE for a change that starts now), else at the renewal (DOWNGRADE).
    @Test(arguments: [false, true]) func aCodeForAnEqualLevelFollowsTheCrossgradeRule(samePeriod: Bool) throws {
        let sandbox = try SandboxHarness(catalog: try catalog(premiumMonthlyYearly: samePeriod))
        let old = try subscribed(to: premiumMonthly, sandbox)
        let rows = try sandbox.store.records().count
        let outcome = try sandbox.store.redeem(code: "HALFYEAR")
        guard samePeriod else { return try expectWait(outcome, of: old, rowsBefore: rows, subtype: .downgrade, sandbox) }
        guard case .completed(let new) = outcome else {
            Issue.record("a crossgrade of the same period did not start now: \(outcome)")
            return
        }
        try expectUpgrade(new, from: old, at: sandbox.clock.now(), sandbox)
    }

    /// What the redeem sheet shows before redeeming is decided the same way: a higher level starts now, replacing the
    /// current plan, and is charged now; the same product waits for the renewal.
    @Test func theTermsOfACodeSayWhetherItStartsNow() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try subscribed(to: standardYearly, sandbox)
        let upgrade = try sandbox.store.terms(ofCode: "HALFYEAR")
        #expect(!upgrade.startsAtNextRenewal && upgrade.replacesNow == standardYearly)

        let other = try SandboxHarness(catalog: .demo)
        _ = try subscribed(to: premiumYearly, other)
        let same = try other.store.terms(ofCode: "HALFYEAR")
        #expect(same.startsAtNextRenewal && same.replacesNow == nil)
    }
}
