import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: choosing another plan after turning auto-renew off turns it back on (as on the App Store: the customer
/// picked a plan to renew into), but nothing said so: the product screen, the plan change screen and the purchase
/// sheet showed only when the change takes effect. Each says that auto-renew, off now, is turned back on.
@Suite("A plan change chosen while auto-renew is off")
struct ChangeAfterCancellingRenewalTests {
    @Test(arguments: [("Plus Basic, Weekly", "downgrade"), ("Plus Premium, Monthly", "upgrade")])
    func saysItTurnsAutoRenewBackOn(plan: String, direction: String) async throws {
        var session = try StorePilot(width: 100, height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"), origin: "test")
        _ = try session.store.setAutoRenew(of: "demo.plus.standard.monthly", false)
        await session.tick()
        await session.pilot.visit(["Settings", "Purchase sheet"])
        #expect(session.pilot.state.showsPurchaseSheet)
        await session.pilot.visit(["Store", plan])
        let change = try #require(ScreenRows(session.pilot.state).rows.first { $0.label.hasPrefix("Change to this plan") }, "\(session.pilot.screenText)")
        #expect(session.pilot.screenText.contains("turns auto-renew back on"), "the product screen says so: \(session.pilot.screenText)")
        await session.pilot.choose(change.label)
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.label == "Auto-renew" && $0.detail == "off now; this change turns it back on" },
                "the plan change screen says so: \(session.pilot.screenText)")
        await session.pilot.choose("Confirm the \(direction)")
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.label == "Auto-renew" && $0.detail == "off now; this change turns it back on" },
                "the purchase sheet says so: \(session.pilot.screenText)")
        await session.pilot.choose("Confirm")
        let renewing = try session.store.allSubscriptionStatuses().first { $0.subscription.groupID == "KPLUS" }
        #expect(renewing?.renewalInfo.willAutoRenew == true, "and the store turned it back on")
    }

    /// With auto-renew on, nothing more is said.
    @Test func withAutoRenewOnNothingMoreIsSaid() async throws {
        var session = try StorePilot(width: 100, height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        await session.tick()
        await session.pilot.visit(["Store", "Plus Standard, Monthly"])
        #expect(!session.pilot.screenText.contains("turns auto-renew back on"), "\(session.pilot.screenText)")
        await session.pilot.choose("Change to this plan")
        #expect(!ScreenRows(session.pilot.state).rows.contains { $0.label == "Auto-renew" }, "\(session.pilot.screenText)")
    }
}
