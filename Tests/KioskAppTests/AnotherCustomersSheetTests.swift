import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: with the purchase sheet on, a paywall's package or a plan on the plans screen that another customer
/// of the Apple ID has opened the sheet, offering Confirm for a purchase the store then refused ("this Apple ID
/// already bought … for default"). No sheet opens: the purchase screen says at once why nothing is charged, and the
/// plans screen says whose the group's subscription is.
@Suite("What another customer of the Apple ID has, bought from a paywall or the plans")
struct AnotherCustomersSheetTests {
    /// bob, with the purchase sheet on, while default has Plus Premium, Monthly and the Lifetime Unlock.
    private func bob() async throws -> StorePilot {
        var session = try StorePilot(width: 100, height: 40, rules: .demo, customer: "bob")
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.lifetime"), origin: "test")
        await session.tick()
        await session.pilot.visit(["Settings", "Purchase sheet"])
        #expect(session.pilot.state.showsPurchaseSheet)
        return session
    }

    /// The purchase screen of `productID` says nothing was charged, naming default and the restore; no sheet is open
    /// and nothing new is in the ledger.
    private func expectRefusedWithoutSheet(_ productID: String, _ session: StorePilot, recordsBefore: Int) throws {
        let state = session.pilot.state
        #expect(state.current.kind == .purchase(productID: productID), "on \(state.current.kind): \(session.pilot.screenText)")
        #expect(!state.stack.contains { if case .purchaseSheet = $0.kind { true } else { false } }, "a sheet opened")
        guard case .notCharged(let text)? = state.current.outcome else {
            Issue.record("outcome \(String(describing: state.current.outcome)): \(session.pilot.screenText)")
            return
        }
        #expect(text.contains("default") && text.contains("Restore purchases moves it to bob"), "\(text)")
        #expect(try session.store.records().count == recordsBefore, "nothing is bought or asked")
    }

    @Test func aPaywallPackageOfTheirGroupSaysWhoseItIsInsteadOfOpeningTheSheet() async throws {
        var session = try await bob()
        session.pilot.goHome()
        await session.pilot.choose("onboarding")
        session.pilot.press(.enter)
        await session.pilot.settle()
        let productID = try #require(session.pilot.state.current.kind.purchasedProductID, "\(session.pilot.screenText)")
        try expectRefusedWithoutSheet(productID, session, recordsBefore: 2)
        #expect(productID.hasPrefix("demo.plus."))
        if case .notCharged(let text)? = session.pilot.state.current.outcome { #expect(text.contains("Kiosk Plus")) }
    }

    @Test func aPlanOnThePlansScreenSaysWhoseTheSubscriptionIs() async throws {
        var session = try await bob()
        session.pilot.goHome()
        await session.pilot.choose("Store")
        #expect(await session.pilot.choose("Compare the plans of Kiosk Plus"))
        let plans = ScreenRows(session.pilot.state).rows
        #expect(plans.contains { $0.label == "Kiosk Plus: default's subscription" && ($0.detail ?? "").contains("Restore purchases moves it here") },
                "the plans say whose the subscription is: \(session.pilot.screenText)")
        #expect(await session.pilot.choose("Plus Standard, Monthly"))
        try expectRefusedWithoutSheet("demo.plus.standard.monthly", session, recordsBefore: 2)
    }
}

private extension Screen.Kind {
    /// The product of a purchase screen, else nil.
    var purchasedProductID: String? {
        if case .purchase(let productID) = self { productID } else { nil }
    }
}
