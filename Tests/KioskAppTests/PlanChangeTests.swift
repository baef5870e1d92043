import Foundation
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
