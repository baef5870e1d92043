import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

@Suite("Settings and messages: every storefront, locale and error to choose; results as sentences next to what they concern")
struct SettingMessagesTests {
    /// The current screen's rows, before they are wrapped to the screen's width.
    private func rows(_ session: StorePilot) -> [ListRow] { ScreenContent.of(session.pilot.state).rows }

    /// Whether a row of the current screen contains `text`.
    private func shown(_ session: StorePilot, _ text: String) -> Bool {
        rows(session).contains { ($0.label + " " + $0.detail).contains(text) }
    }

    @Test func aSettingsResultShowsUnderItsRowAndGoesWhenTheSettingChangesElsewhere() async throws {
        var session = try StorePilot(height: 40)
        await session.tick()
        await session.pilot.choose("Settings")
        await session.pilot.choose("Interrupted purchases")
        let shownRows = rows(session)
        let index = try #require(shownRows.firstIndex { $0.label == "Interrupted purchases" })
        #expect(shownRows[index + 1].label == "Interrupted purchases are on: every purchase stops until it is resolved in the transaction manager.")
        await session.tick()
        #expect(shown(session, "Interrupted purchases are on"), "a read of the store that shows the change keeps it")
        _ = try session.store.set(SettingOverride(key: "interrupted", value: "off"))
        await session.tick()
        #expect(!shown(session, "Interrupted purchases are on"), "another process turned it off, so the result is gone")
        #expect(session.pilot.state.current.outcome == nil)
    }

    @Test func aStoreReadBegunBeforeASettingChangedLeavesItsResult() async throws {
        var session = try StorePilot(height: 40)
        await session.tick()
        await session.pilot.choose("Settings")
        let performer = StoreEffectPerformer(store: session.store, installationSource: .unknown)
        var state = session.pilot.state
        _ = ActionRunner.start(.refresh, in: &state)
        let stale = try await performer.snapshot()
        let change = Effect.Work.setting(key: "interrupted", value: "on")
        _ = ActionRunner.start(change, in: &state)
        _ = KioskProgram.update(&state, await performer.perform(change))
        #expect(state.current.outcome == .succeeded(SettingText.now("interrupted", in: try session.store.settings())))
        _ = KioskProgram.update(&state, .effectFinished(.refreshed(stale)))
        #expect(state.current.outcome != nil, "the read begun before the change describes the store before it")
        _ = KioskProgram.update(&state, .tick(session.clock.now()))
        _ = KioskProgram.update(&state, .effectFinished(.refreshed(try await performer.snapshot())))
        #expect(state.current.outcome != nil, "a read after the change shows it, so the result stays")
    }

    @Test func theStorefrontChooserListsEveryStorefrontWithAFilter() async throws {
        var session = try StorePilot()
        await session.tick()
        await session.pilot.visit(["Settings", "Storefront"])
        #expect(rows(session).filter(\.isSelectable).count == Storefront.all.count)
        #expect(rows(session).first { $0.detail.contains("in use") }?.label == "United States")
        session.pilot.type("/germ")
        session.pilot.press(.enter)
        #expect(ScreenRows(session.pilot.state).selectable.count == 1)
        await session.pilot.choose("Germany")
        #expect(try session.store.settings().storefront.alpha3 == "DEU")
        session.pilot.press(.escape)
        #expect(shown(session, "The storefront is Germany (DEU): the store sells and charges in EUR."))
        #expect(rows(session).first { $0.detail.contains("in use") }?.label == "Germany")
    }

    @Test func theLocaleChooserListsEveryLocaleFoundationFormats() async throws {
        var session = try StorePilot()
        await session.tick()
        await session.pilot.visit(["Settings", "Locale"])
        let locales = rows(session).filter(\.isSelectable).map(\.detail)
        for locale in ["en_US", "de_DE", "ja_JP", "fr_FR", "ar_SA", "pt_BR", "ko_KR", "zh_Hans_CN"] {
            #expect(locales.contains { $0.hasPrefix(locale) }, "\(locale) is offered")
        }
        session.pilot.type("/ja_JP")
        session.pilot.press(.enter)
        await session.pilot.choose("Japanese (Japan)")
        #expect(try session.store.settings().locale == "ja_JP")
        #expect(session.pilot.state.current.outcome == .succeeded("The locale is Japanese (Japan) (ja_JP): product names and prices are shown in it."))
    }

    @Test func theErrorChooserOffersEveryErrorStoreKitThrowsForTheCallIncludingUserCancelled() async throws {
        var session = try StorePilot()
        await session.tick()
        await session.pilot.visit(["Settings", "Verification"])
        #expect(rows(session).filter(\.isSelectable).map(\.label) == ["No error", "unverifiedTransaction"])
        await session.pilot.visit(["Settings", "Purchase"])
        let offered = rows(session).filter(\.isSelectable).map(\.label)
        #expect(offered == ["No error", "unknown", "userCancelled", "networkError", "systemError", "notAvailableInStorefront", "notEntitled",
                            "invalidQuantity", "productUnavailable", "purchaseNotAllowed", "ineligibleForOffer", "invalidOffer"])
        await session.pilot.choose("userCancelled")
        #expect(session.pilot.state.current.outcome == .succeeded("Purchase now fails with the simulated error userCancelled."))
        await session.pilot.buyFromStore("Lifetime Unlock")
        #expect(session.pilot.state.current.outcome == .cancelled, "a simulated user cancellation ends the purchase as cancelled")
        session.pilot.goHome()
        await session.pilot.visit(["Settings"])
        #expect(rows(session).first { $0.label == "Purchase" }?.detail == "userCancelled")
    }

    @Test func subscriptionActionsSayWhatTheLedgerHasAfterThem() async throws {
        var session = try StorePilot(height: 40)
        await session.tick()
        await session.pilot.buyFromStore("Plus Premium, Monthly")
        let end = try #require(session.store.record(1).expirationDate)
        await session.pilot.visit(["Store", "Plus Premium, Monthly", "Cancel auto-renew"])
        #expect(session.pilot.state.current.outcome == .succeeded("Auto-renew is off: Plus Premium, Monthly stays active until \(DateText.day(end)), then ends."))
        await session.pilot.choose("Resume auto-renew")
        #expect(session.pilot.state.current.outcome == .succeeded("Auto-renew is on: Plus Premium, Monthly renews on \(DateText.day(end)) for $12.99."))
        await session.pilot.choose("Expire now")
        #expect(session.pilot.state.current.outcome == .succeeded("Plus Premium, Monthly expired now (transaction #1); it no longer renews."))
    }

    /// Found by QA: turning auto-renew off drops the downgrade scheduled for the renewal (the subscription no longer
    /// renews into it, as on the App Store), and the result said only that the subscription stays active.
    @Test func cancellingAutoRenewSaysTheChangeWaitingForTheRenewalIsDropped() async throws {
        var session = try StorePilot(height: 40)
        await session.tick()
        await session.pilot.buyFromStore("Plus Premium, Monthly")
        _ = try session.anotherShell().purchase(PurchaseRequest(productID: "demo.plus.basic.weekly"), origin: "test")
        #expect(try session.store.scheduledPlanChanges() == ["KPLUS": "demo.plus.basic.weekly"])
        let end = try #require(session.store.record(1).expirationDate)
        await session.pilot.visit(["Store", "Plus Premium, Monthly", "Cancel auto-renew"])
        #expect(session.pilot.state.current.outcome == .succeeded("Auto-renew is off: Plus Premium, Monthly stays active until \(DateText.day(end)), then ends; "
                                                                 + "the change to Plus Basic, Weekly waiting for the next renewal is dropped."),
                "\(String(describing: session.pilot.state.current.outcome))")
        #expect(try session.store.scheduledPlanChanges().isEmpty)
    }

    /// A store pilot on real time whose Plus Premium, Monthly failed to renew a day ago and is in its grace period,
    /// with the transaction bought.
    static func inGracePeriod() throws -> (StorePilot, LedgerRecord) {
        let session = try StorePilot(height: 40)
        _ = try session.store.set(SettingOverride(key: "time-rate", value: "real"))
        _ = try session.store.set(SettingOverride(key: "billing-grace-period", value: "on"))
        guard case .completed(let bought) = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test") else {
            throw MarketplaceError(.productUnavailable, "not bought")
        }
        try session.store.setBillingIssue(of: bought.productID, true)
        session.clock.set(try #require(bought.expirationDate).addingTimeInterval(86_400))
        return (session, bought)
    }

    /// Found by QA: cancelling in a grace period said the subscription stayed active until its period's end, already past.
    @Test func cancellingInAGracePeriodSaysWhenTheGracePeriodEnds() async throws {
        var (session, _) = try Self.inGracePeriod()
        await session.tick()
        let status = try #require(try session.store.subscriptionStatuses(group: "KPLUS").first)
        let graceEnd = try #require(status.renewalInfo.gracePeriodExpirationDate)
        await session.pilot.visit(["Store", "Plus Premium, Monthly", "Cancel auto-renew"])
        #expect(session.pilot.state.current.outcome
                == .succeeded("Auto-renew is off: Plus Premium, Monthly keeps access at most until its grace period ends (\(DateText.day(graceEnd))) and will not renew."))
        await session.pilot.choose("Billing issue: on")
        #expect(session.pilot.state.current.outcome
                == .succeeded("Billing issue off: Plus Premium, Monthly was not renewed: auto-renew was off, so it has ended."))
    }

    /// Found by QA: resuming in a grace period said the subscription renews on its period's end, already past; the
    /// renewal is retried, and happens once billing goes through.
    @Test func resumingInAGracePeriodSaysTheRenewalWaitsForBilling() async throws {
        var (session, bought) = try Self.inGracePeriod()
        try session.store.setAutoRenew(of: bought.productID, false)
        await session.tick()
        await session.pilot.visit(["Store", "Plus Premium, Monthly", "Resume auto-renew"])
        let end = DateText.day(try #require(bought.expirationDate))
        #expect(session.pilot.state.current.outcome
                == .succeeded("Auto-renew is on: Plus Premium, Monthly renews for $12.99 once billing goes through (retried since \(end))."),
                "\(String(describing: session.pilot.state.current.outcome))")
    }

    /// Found by QA: a renewal forced with a billing issue on was charged; it now fails to bill, and says so.
    @Test func renewingWithABillingIssueSaysTheRenewalFailedToBill() async throws {
        var session = try StorePilot(height: 40)
        _ = try session.store.set(SettingOverride(key: "billing-grace-period", value: "on"))
        await session.tick()
        await session.pilot.buyFromStore("Plus Premium, Monthly")
        try session.store.setBillingIssue(of: "demo.plus.premium.monthly", true)
        await session.pilot.visit(["Store", "Plus Premium, Monthly", "Renew now"])
        let status = try #require(try session.store.subscriptionStatuses(group: "KPLUS").first)
        let graceEnd = try #require(status.renewalInfo.gracePeriodExpirationDate)
        #expect(session.pilot.state.current.outcome
                == .failed("The renewal of Plus Premium, Monthly failed to bill: it keeps access in its grace period until \(DateText.day(graceEnd))."))
        #expect(try session.store.records().count == 1, "nothing was charged")
    }

    /// A subscription whose auto-renew is off is not renewed by force, so its screen offers no Renew now.
    @Test func aCancelledSubscriptionOffersNoRenewNow() async throws {
        var session = try StorePilot(height: 40)
        await session.tick()
        await session.pilot.buyFromStore("Plus Premium, Monthly")
        await session.pilot.visit(["Store", "Plus Premium, Monthly"])
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.label == "Renew now" })
        await session.pilot.choose("Cancel auto-renew")
        #expect(!ScreenRows(session.pilot.state).rows.contains { $0.label == "Renew now" })
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.label == "Expire now" })
    }

    @Test func anActionsResultGoesWhenItsTransactionChangesElsewhere() async throws {
        var session = try StorePilot(height: 40)
        _ = try session.store.set(SettingOverride(key: "ask-to-buy", value: "on"))
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.coins.100"), origin: "test")
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.lifetime"), origin: "test")
        await session.tick()
        await session.pilot.visit(["Transaction manager", "#1"])
        await session.pilot.choose("Approve")
        #expect(session.pilot.state.current.outcome == .succeeded("Transaction #1 approved: 100 Coins bought for $0.99."))
        await session.tick()
        _ = try session.store.approve(2)
        await session.tick()
        #expect(session.pilot.state.current.outcome != nil, "another transaction changing leaves this one's result")
        _ = try session.store.refund(1)
        await session.tick()
        #expect(session.pilot.state.current.outcome == nil, "the transaction was refunded elsewhere, so 'approved' no longer describes it")
    }

    @Test func restoreListsEachProductOnALineOfItsOwn() async throws {
        var session = try StorePilot()
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.lifetime"), origin: "test")
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.pass.season"), origin: "test")
        await session.tick()
        await session.pilot.visit(["Restore purchases", "Restore purchases"])
        let lines = rows(session).map(\.label)
        #expect(lines.contains("Restored 2 purchases:"))
        #expect(lines.contains("  Lifetime Unlock"))
        #expect(lines.contains { $0.hasPrefix("  Season Pass") })
    }
}
