import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

@Suite("Changing plan within a subscription group: shown before confirming")
struct PlanChangeTests {
    /// Opens a product from the store.
    static func open(_ name: String, _ session: inout StorePilot) async {
        session.pilot.goHome()
        await session.pilot.choose("Store")
        await session.pilot.choose(name)
    }

    /// A customer of Plus Premium, Monthly on Change plan to Plus Basic, Weekly, "Confirm the downgrade" selected.
    static func downgradeConfirmSelected() async throws -> StorePilot {
        var session = try StorePilot(width: 100, height: 30)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        await session.tick()
        await open("Plus Basic, Weekly", &session)
        #expect(await session.pilot.choose("Change to this plan (downgrade)"))
        session.pilot.select("Confirm the downgrade")
        return session
    }

    @Test func anUpgradeStartsNowAndADowngradeWaitsForRenewal() async throws {
        var session = try StorePilot(width: 100, height: 30)
        await session.tick()
        await session.pilot.buyFromStore("Plus Standard, Monthly")
        #expect(session.pilot.screenText.contains("Plus Standard, Monthly is active"))

        await Self.open("Plus Premium, Monthly", &session)
        #expect(!session.pilot.screenText.contains("Buy for"), "a plan change is not offered as a plain purchase")
        #expect(await session.pilot.choose("Change to this plan (upgrade)"))
        #expect(session.pilot.state.current.kind == .planChange(productID: "demo.plus.premium.monthly"))
        let upgrade = session.pilot.screenText
        #expect(upgrade.contains("Plus Standard, Monthly") && upgrade.contains("upgrade"))
        #expect(upgrade.contains("now; the unused rest of Plus Standard, Monthly is credited"))
        #expect(session.pilot.pendingTasks.isEmpty, "nothing is bought before confirming")
        #expect(await session.pilot.choose("Confirm the upgrade"))
        #expect(session.pilot.screenText.contains("Plus Premium, Monthly is active"))
        await session.tick()
        #expect(ProductText.isEntitled(session.pilot.state.store?.states["demo.plus.premium.monthly"]))

        await Self.open("Plus Standard, Yearly", &session)
        #expect(await session.pilot.choose("Change to this plan (downgrade)"))
        let renewal = try #require(session.pilot.state.store?.subscription("demo.plus.premium.monthly")?.subscription.expirationDate)
        #expect(session.pilot.screenText.contains("at the next renewal, \(DateText.day(renewal))"))
        #expect(await session.pilot.choose("Cancel"))
        #expect(session.pilot.state.current.kind == .product(id: "demo.plus.standard.yearly"))
        #expect(session.pilot.pendingTasks.isEmpty)
    }

    @Test func aCrossgradeToAnotherPeriodWaitsAndNoPlanMeansAPlainPurchase() async throws {
        var session = try StorePilot(width: 100, height: 30)
        await session.tick()
        await Self.open("Plus Premium, Yearly", &session)
        #expect(session.pilot.screenText.contains("Buy for $119.99 / year"), "without a plan in the group it is an ordinary purchase")
        await session.pilot.buyFromStore("Plus Premium, Monthly")
        await Self.open("Plus Premium, Yearly", &session)
        #expect(await session.pilot.choose("Change to this plan (crossgrade)"))
        #expect(session.pilot.screenText.contains("at the next renewal"))
    }
}

extension PlanChangeTests {
    @Test func myPurchasesListsTheOtherPlansOfTheGroup() async throws {
        var session = try StorePilot(width: 100, height: 40)
        await session.tick()
        await session.pilot.buyFromStore("Plus Standard, Monthly")
        session.pilot.goHome()
        await session.pilot.choose("My purchases")
        await session.pilot.choose("Plus Standard, Monthly")
        let text = session.pilot.screenText
        #expect(text.contains("Change plan"))
        #expect(text.contains("Plus Premium, Monthly (upgrade)"))
        #expect(text.contains("Plus Standard, Yearly (crossgrade)"))
        #expect(await session.pilot.choose("Plus Premium, Yearly (upgrade)"))
        #expect(session.pilot.state.current.kind == .planChange(productID: "demo.plus.premium.yearly"))
    }
}

/// Found by QA: with a downgrade already waiting for the renewal, the change-plan screen and the purchase sheet of
/// another plan said nothing of it, and confirming replaced it (a change at the renewal, here a crossgrade) or dropped
/// it (one that starts now, an upgrade). Both confirm steps say so, read from the store's scheduled change; a plan with nothing waiting says nothing.
extension PlanChangeTests {
    private static let replaced = "This change replaces another: the change to Plus Basic, Weekly waiting for the next renewal is dropped."

    @Test(arguments: [("Plus Standard, Monthly", "Change to this plan (crossgrade)", "Confirm the crossgrade"),
                      ("Plus Premium, Yearly", "Change to this plan (upgrade)", "Confirm the upgrade")])
    func confirmingSaysItReplacesTheChangeWaitingForTheRenewal(plan: String, change: String, confirm: String) async throws {
        var session = try StorePilot(width: 100, height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.yearly"), origin: "test")
        guard case .planChangeScheduled = try session.store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly"), origin: "test") else {
            throw StorePilot.NotBought(productID: "demo.plus.basic.weekly")
        }
        await session.tick()
        await session.pilot.visit(["Settings", "Purchase sheet"])
        #expect(session.pilot.state.showsPurchaseSheet)
        await Self.open(plan, &session)
        #expect(await session.pilot.choose(change))
        #expect(session.pilot.screenWords.contains(Self.replaced), "the change-plan screen: \(session.pilot.screenWords)")
        #expect(await session.pilot.choose(confirm))
        #expect(session.pilot.screenWords.contains(Self.replaced), "the purchase sheet: \(session.pilot.screenWords)")
        await session.pilot.choose("Confirm")
        let waiting = try session.store.subscriptionStatus(of: "demo.plus.standard.yearly")?.scheduledPlanChange
        #expect(waiting != "demo.plus.basic.weekly", "the store dropped it, as both said")
    }

    @Test func aPlanWithNoChangeWaitingSaysNothingOfOne() async throws {
        var session = try StorePilot(width: 100, height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.yearly"), origin: "test")
        await session.tick()
        await Self.open("Plus Standard, Monthly", &session)
        #expect(await session.pilot.choose("Change to this plan (crossgrade)"))
        #expect(!session.pilot.screenWords.contains("waiting for the next renewal"), "\(session.pilot.screenWords)")
    }
}
