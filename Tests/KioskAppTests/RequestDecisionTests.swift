import Foundation
import PaywallLayout
import PurchaseFlow
import Testing
@testable import KioskApp

/// A purchase that waits (Ask to Buy, interrupted) and is decided by someone else reaches every screen waiting
/// for it as what the ledger says it came to; buying again while it waits asks nothing new.
@Suite("Request decisions: approvals, declines and resolutions read back from the ledger")
struct RequestDecisionTests {
    static let theme = Theme.builtInDefault

    /// A store pilot with a sandbox switch set (`ask-to-buy`, `interrupted`), on the purchase screen of the
    /// package a placement's paywall selects by default, bought.
    static func waitingPurchase(placement: String, switch name: String = "ask-to-buy") async throws -> StorePilot {
        var session = try StorePilot(width: 90, height: 30, theme: theme)
        _ = try session.store.set(SettingOverride(key: name, value: "on"))
        await session.tick()
        await session.pilot.choose(placement)
        session.pilot.press(.enter)
        await session.pilot.settle()
        return session
    }

    /// The one waiting record of the ledger.
    static func request(_ session: StorePilot) throws -> LedgerRecord {
        let waiting = try session.store.records().filter { $0.status == .askToBuy || $0.status == .interrupted }
        try #require(waiting.count == 1)
        return waiting[0]
    }

    @Test func anApprovedConsumableIsAnnouncedApprovedNotDeclined() async throws {
        var session = try await Self.waitingPurchase(placement: "store")
        session.pilot.press(.escape)
        #expect(PaywallPendingTests.statusLine(session.pilot).text == "100 Coins: waiting for approval (Ask to Buy)")
        _ = try session.store.approve(try Self.request(session).id)
        await session.tick()
        let status = PaywallPendingTests.statusLine(session.pilot)
        #expect(status.text == "100 Coins was approved: it was delivered.")
        #expect(status.style == Self.theme.style(.success))
        #expect(try session.store.records().first?.isFinished == true, "the ledger has it completed and delivered")
    }

    @Test func thePurchaseScreenFollowsTheApproval() async throws {
        var session = try await Self.waitingPurchase(placement: "onboarding")
        #expect(session.pilot.screenWords.contains("Pending: Plus Premium, Yearly waits for a parent's approval"))
        let approved = try session.store.approve(try Self.request(session).id)
        await session.tick()
        let expiration = try #require(approved.expirationDate)
        #expect(session.pilot.screenWords.contains("Plus Premium, Yearly was approved: it is active until \(DateText.day(expiration))."))
        #expect(!session.pilot.screenText.contains("Pending"))
    }

    @Test func aRequestDecidedBeforeTheNextReadListsItStillReachesItsScreen() async throws {
        var session = try StorePilot(width: 90, height: 30, theme: Self.theme)
        _ = try session.store.set(SettingOverride(key: "ask-to-buy", value: "on"))
        await session.tick()
        await session.pilot.choose("onboarding")
        // The purchase runs on its own: the last read of the store is from before it, and another process
        // approves the request before the read that follows the purchase.
        var state = session.pilot.state
        let effects = KioskProgram.update(&state, .key(.enter))
        guard effects.count == 1, case .perform(let purchase)? = effects.first, case .purchase("demo.plus.premium.yearly", nil, .some) = purchase else {
            Issue.record("not one purchase on the terms the paywall stated: \(effects)")
            return
        }
        let performer = StoreEffectPerformer(store: session.store, installationSource: .unknown)
        let result = await performer.perform(purchase)
        _ = try session.store.approve(try Self.request(session).id)
        #expect(KioskProgram.update(&state, result) == [.perform(.refresh)])
        _ = KioskProgram.update(&state, await performer.perform(.refresh))
        let outcome = try #require(state.current.outcome)
        #expect(OutcomeText.describe(outcome).hasPrefix("Plus Premium, Yearly was approved: it is active until"))
    }

    @Test func aReadBegunBeforeTheRequestWasFiledDoesNotCallItDeleted() async throws {
        var session = try StorePilot(width: 90, height: 30, theme: Self.theme)
        _ = try session.store.set(SettingOverride(key: "ask-to-buy", value: "on"))
        await session.tick()
        await session.pilot.choose("onboarding")
        var state = session.pilot.state
        _ = KioskProgram.update(&state, .key(.enter))
        let performer = StoreEffectPerformer(store: session.store, installationSource: .unknown)
        // A once-a-second read of the store starts before the purchase and comes back after it.
        let stale = await performer.perform(.refresh)
        _ = KioskProgram.update(&state, await performer.perform(.purchase(productID: "demo.plus.premium.yearly")))
        _ = KioskProgram.update(&state, stale)
        let waiting = try #require(state.current.outcome)
        #expect(OutcomeText.describe(waiting).hasPrefix("Pending: Plus Premium, Yearly waits"), "\(OutcomeText.describe(waiting))")
        _ = try session.store.approve(try Self.request(session).id)
        _ = KioskProgram.update(&state, await performer.perform(.refresh))
        let approved = try #require(state.current.outcome)
        #expect(OutcomeText.describe(approved).hasPrefix("Plus Premium, Yearly was approved"), "\(OutcomeText.describe(approved))")
    }

    @Test func aDeclineIsADeclineWithNothingCharged() async throws {
        var session = try await Self.waitingPurchase(placement: "store")
        _ = try session.store.decline(try Self.request(session).id)
        await session.tick()
        #expect(session.pilot.screenWords.contains("Failed: 100 Coins was declined; nothing was charged."))
    }

    @Test func aDeletedRequestSaysSo() async throws {
        var session = try await Self.waitingPurchase(placement: "store")
        session.pilot.press(.escape)
        _ = try session.store.delete(try Self.request(session).id)
        await session.tick()
        let status = PaywallPendingTests.statusLine(session.pilot)
        #expect(status.text == "the request for 100 Coins was deleted from the ledger.")
        #expect(status.style == Self.theme.style(.warning))
    }

    @Test func anInterruptedPurchaseResolvedElsewhereIsResolved() async throws {
        var session = try await Self.waitingPurchase(placement: "onboarding", switch: "interrupted")
        #expect(session.pilot.screenWords.contains("Pending: Plus Premium, Yearly was interrupted and waits to be resolved."))
        session.pilot.press(.escape)
        #expect(PaywallPendingTests.statusLine(session.pilot).text == "Plus Premium, Yearly: interrupted, waiting to be resolved")
        _ = try session.store.resolve(try Self.request(session).id)
        await session.tick()
        #expect(PaywallPendingTests.statusLine(session.pilot).text.hasPrefix("Plus Premium, Yearly was resolved: it is active until"))
    }

    // MARK: Buying again while a request waits

    @Test func buyingAgainWhileARequestWaitsAsksNothingNewAndOffersToOpenIt() async throws {
        var session = try await Self.waitingPurchase(placement: "store")
        let request = try Self.request(session)
        session.pilot.press(.escape)
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.pilot.state.current.kind == .purchase(productID: "demo.coins.100"))
        #expect(session.pilot.screenWords.contains("Pending: a request for 100 Coins already waits for a parent's approval (Ask to Buy); nothing new was asked."))
        #expect(try session.store.records().count == 1, "no second request in the ledger")
        await session.pilot.choose("Open the request")
        #expect(session.pilot.state.current.kind == .transaction(id: request.id))
        #expect(session.pilot.screenText.contains("Approve"))
    }

    @Test func aRequestFiledElsewhereSinceTheLastReadIsFoundInTheLedger() async throws {
        var session = try StorePilot(theme: Self.theme)
        await session.tick()
        _ = try session.store.set(SettingOverride(key: "ask-to-buy", value: "on"))
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.lifetime"))
        // The screen still shows the store as read before the request: Buy is offered, and chosen.
        await session.pilot.visit(["Store", "Lifetime Unlock"])
        await session.pilot.choose("Buy")
        #expect(session.pilot.screenWords.contains("Pending: a request for Lifetime Unlock already waits"))
        #expect(try session.store.records().count == 1, "no second request in the ledger")
    }

    /// Found by QA: an approved downgrade waits for the renewal; when it lapses (the subscription stopped renewing
    /// first), the purchase screen kept saying it starts at the next renewal. It follows the ledger to the end.
    @Test func anApprovedChangeThatLapsesIsToldAgain() async throws {
        var session = try StorePilot(width: 120, height: 30, theme: Self.theme)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        _ = try session.store.set(SettingOverride(key: "ask-to-buy", value: "on"))
        await session.tick()
        await session.pilot.buyFromStore("Plus Standard, Monthly")
        await session.pilot.settle()
        _ = try session.store.approve(try Self.request(session).id)
        await session.tick()
        #expect(session.pilot.screenWords.contains("Plus Standard, Monthly was approved: it starts at your next renewal"), "\(session.pilot.screenWords)")
        _ = try session.store.setAutoRenew(of: "demo.plus.premium.monthly", false)
        await session.tick()
        #expect(session.pilot.screenWords.contains("Plus Standard, Monthly was approved, but the plan change lapsed before the renewal; nothing was charged."),
                "\(session.pilot.screenWords)")
        #expect(!session.pilot.screenWords.contains("starts at your next renewal"))
    }
}
