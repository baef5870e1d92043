import Foundation
import PaywallModel
import PurchaseFlow
import Testing
@testable import KioskApp

/// The subscription store shows a plan's promotional offer to current and lapsed subscribers of the group, as
/// StoreKit's SubscriptionStoreView does with the offer an app selects for it, and buying the plan there applies
/// it (the same path as a paywall's package: the action, the plan change, the purchase sheet and its terms, the
/// store). Where buying would not apply it (the current plan, a change that waits for the renewal, the product
/// screen) it is not shown.
@Suite("The subscription store charges the promotional offer it shows")
struct PromotionalOfferStoreTests {
    static let monthly = "demo.plus.premium.monthly"
    static let comeback = OfferChoice(kind: .promotional, id: "demo.plus.premium.monthly.comeback")

    /// A lapsed subscriber of Plus Premium, Monthly (bought and expired); `sheet` turns the purchase sheet on.
    private func lapsed(sheet: Bool = false) async throws -> StorePilot {
        var session = try StorePilot(width: 100, height: 40)
        try session.store.set(SettingOverride(key: "time-rate", value: "real"))
        _ = try session.store.purchase(PurchaseRequest(productID: Self.monthly))
        _ = try session.store.expireSubscription(of: Self.monthly)
        await session.tick()
        if sheet { await session.pilot.visit(["Settings", "Purchase sheet"]) }
        return session
    }

    @Test func aLapsedSubscriberBuysThePlanWithThePromotionalOfferTheStoreShows() async throws {
        var session = try await lapsed()
        await SubscriptionStoreTests.openPlans(&session)
        #expect(session.pilot.screenText.contains("Promotional offer: $6.49 every month for 3 months"))
        #expect(await session.pilot.choose("Plus Premium, Monthly"))
        let record = try #require(try session.store.records().last)
        #expect(record.productID == Self.monthly && record.offer?.kind == .promotional && record.offer?.id == Self.comeback.id)
        #expect(record.priceMilliunits == 6_490 && record.currency == "USD", "charged the $6.49 shown, not $12.99")
        let text = session.pilot.screenText
        #expect(text.contains("promotional offer") && text.contains("$6.49 charged now"), "the result is read back from the ledger:\n\(text)")
    }

    @Test func theSheetShowsTheStoresOfferAndItsTermsAndConfirmBuysIt() async throws {
        var session = try await lapsed(sheet: true)
        await SubscriptionStoreTests.openPlans(&session)
        #expect(await session.pilot.choose("Plus Premium, Monthly"))
        #expect(session.pilot.state.current.kind == .purchaseSheet(productID: Self.monthly, offer: Self.comeback))
        let rows = ScreenContent.of(session.pilot.state).rows
        let price = try #require(rows.first { $0.label == "Price" }?.detail)
        #expect(price.contains("3 months at $6.49") && price.contains("then $12.99"), "\(price)")
        #expect(await session.pilot.choose("Confirm"))
        let record = try #require(try session.store.records().last)
        #expect(record.offer?.id == Self.comeback.id && record.priceMilliunits == 6_490)
    }

    @Test func anUpgradeFromTheStoreTakesTheOfferItShows() async throws {
        var session = try await SubscriptionStoreTests.plans(subscribedTo: "Plus Standard, Monthly")
        #expect(session.pilot.screenText.contains("Promotional offer: $6.49 every month for 3 months"))
        #expect(await session.pilot.choose("Plus Premium, Monthly"))
        #expect(session.pilot.state.current.kind == .planChange(productID: Self.monthly, offer: Self.comeback))
        #expect(session.pilot.screenText.contains("3 months at $6.49 each month (promotional offer)"), "\(session.pilot.screenText)")
        #expect(await session.pilot.choose("Confirm the upgrade"))
        let record = try #require(try session.store.records().last)
        #expect(record.productID == Self.monthly && record.offer?.id == Self.comeback.id)
    }

    @Test func noPromotionalOfferShowsWhereBuyingWouldNotApplyIt() async throws {
        // The current plan is not bought again; a change at the next renewal takes no promotional offer.
        let current = try await SubscriptionStoreTests.plans(subscribedTo: "Plus Premium, Monthly")
        #expect(!current.pilot.screenText.contains("Promotional offer"), "\(current.pilot.screenText)")
        let yearly = try await SubscriptionStoreTests.plans(subscribedTo: "Plus Premium, Yearly")
        #expect(yearly.pilot.screenText.contains("crossgrade: at the next renewal"))
        #expect(!yearly.pilot.screenText.contains("Promotional offer"), "\(yearly.pilot.screenText)")
    }

    @Test func theProductScreenShowsNoPromotionalOfferItsBuyDoesNotApply() async throws {
        var session = try await lapsed()
        await session.pilot.visit(["Store", "Plus Premium, Monthly"])
        #expect(session.pilot.state.current.kind == .product(id: Self.monthly))
        #expect(!session.pilot.screenText.contains("$6.49"), "\(session.pilot.screenText)")
        #expect(await session.pilot.choose("Buy for $12.99 / month"))
        let record = try #require(try session.store.records().last)
        #expect(record.productID == Self.monthly && record.offer == nil && record.priceMilliunits == 12_990)
    }
}
