import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: a purchase sheet opened for an upgrade with a promotional offer (charged now) that turned, while it
/// was open, into a change at the next renewal (another shell upgraded the subscription to Plus Premium, Yearly, so
/// Plus Premium, Monthly became a crossgrade to another period) kept the offer in its refreshed terms. "Take the new
/// terms", then Confirm, failed (the store refuses a promotional offer on a change that waits for the renewal), and
/// "Try again" failed the same way; a sheet opened afresh for the same change had no offer and bought it. Refreshed,
/// the sheet is the one a fresh open makes: one computation of the offer a purchase takes and its terms.
@Suite("A refreshed purchase sheet is the sheet a fresh open makes")
struct RefreshedPurchaseSheetTests {
    static let monthly = "demo.plus.premium.monthly"
    static let comeback = OfferChoice(kind: .promotional, id: "demo.plus.premium.monthly.comeback")

    /// Subscribed to Plus Standard, Monthly, with the sheet on, on the sheet of the upgrade to Plus Premium, Monthly
    /// with the promotional offer the plans show (the subscription store, the plan change screen, then the sheet).
    private func upgradeSheet() async throws -> StorePilot {
        var session = try StorePilot(width: 100, height: 40)
        await session.tick()
        await session.pilot.buyFromStore("Plus Standard, Monthly")
        await session.pilot.visit(["Settings", "Purchase sheet"])
        #expect(session.pilot.state.showsPurchaseSheet)
        await SubscriptionStoreTests.openPlans(&session)
        #expect(await session.pilot.choose("Plus Premium, Monthly"))
        #expect(await session.pilot.choose("Confirm the upgrade"))
        #expect(session.pilot.state.current.kind == .purchaseSheet(productID: Self.monthly, offer: Self.comeback))
        return session
    }

    private func words(_ state: AppState) -> String {
        ScreenContent.of(state).rows.map { "\($0.label) \($0.detail ?? "")" }.joined(separator: "\n")
    }

    @Test func anUpgradeWithAnOfferThatNowWaitsForTheRenewalIsBoughtAsAFreshSheetBuysIt() async throws {
        var session = try await upgradeSheet()
        #expect(words(session.pilot.state).contains("$6.49"), "the offer goes with the upgrade: \(words(session.pilot.state))")
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly"), origin: "another shell")
        await session.tick()
        #expect(words(session.pilot.state).contains("The terms changed since this sheet opened"), "\(words(session.pilot.state))")
        #expect(await session.pilot.choose("Take the new terms"))

        // A sheet opened afresh for the same change, the way the user opens it: back to the plan change screen, Confirm.
        var fresh = session.pilot
        fresh.press(.escape)
        #expect(fresh.state.current.kind == .planChange(productID: Self.monthly, offer: Self.comeback))
        #expect(await fresh.choose("Confirm the crossgrade"))
        #expect(fresh.state.current.kind == .purchaseSheet(productID: Self.monthly, offer: nil))
        #expect(ScreenContent.of(session.pilot.state).rows == ScreenContent.of(fresh.state).rows,
                "refreshed:\n\(words(session.pilot.state))\nfresh:\n\(words(fresh.state))")
        #expect(!words(session.pilot.state).contains("$6.49"), "\(words(session.pilot.state))")

        #expect(await session.pilot.choose("Confirm"))
        guard case .succeeded(let text) = session.pilot.state.current.outcome else {
            Issue.record("the change is made: \(String(describing: session.pilot.state.current.outcome))")
            return
        }
        #expect(text.contains("starts at your next renewal"), "\(text)")
        // Read back from the ledger: the change waits for the renewal, without the offer, and nothing more was charged.
        let status = try #require(try session.store.subscriptionStatuses(group: "KPLUS").first)
        #expect(status.subscription.autoRenewProductID == Self.monthly && status.latest.productID == "demo.plus.premium.yearly")
        #expect(try session.store.records().allSatisfy { $0.offer?.kind != .promotional })
    }
}
