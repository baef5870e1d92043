import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

/// With the purchase sheet off, a Confirm or Buy buys on the terms its screen stated, as the sheet's Confirm does: when
/// another process changed them after the screen's last read of the store, nothing is charged and the purchase screen
/// says the terms changed.
@Suite("Buying without the purchase sheet: only on the terms the screen stated")
struct SheetOffTermsTests {
    /// What the purchase screen says after Enter: the outcome's text.
    private func outcome(_ session: StorePilot) -> String {
        session.pilot.state.current.outcome.map(OutcomeText.describe) ?? "no outcome"
    }

    /// Found in review: on Change plan with "Confirm the downgrade" selected, a refund of the current plan in another
    /// shell after the screen's last read, and Enter bought a new subscription at the full price, which the screen never
    /// showed (the selection guard of f07efb5 covers only a read that came first).
    @Test func aConfirmedDowngradeWhosePlanWasRefundedBeforeEnterChargesNothing() async throws {
        var session = try await PlanChangeTests.downgradeConfirmSelected()
        _ = try session.anotherShell().refund(1)
        let before = try session.store.records()
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(try session.store.records() == before, "Enter bought a new subscription the screen did not show")
        let said = outcome(session)
        #expect(said.hasPrefix("Not charged: the terms changed") && said.contains("nothing was charged"), "\(said)")
        #expect(session.pilot.screenWords.contains("the terms changed"), "\(session.pilot.screenText)")
    }

    /// The product screen's Buy: the dollar price shown is not charged in yen after a storefront switch elsewhere.
    @Test func aBuyOnTheProductScreenChargesNothingAfterAStorefrontSwitchElsewhere() async throws {
        var session = try StorePilot(width: 100, height: 30)
        await session.tick()
        await PlanChangeTests.open("Lifetime Unlock", &session)
        session.pilot.select("Buy for")
        _ = try session.anotherShell().set(SettingOverride(key: "storefront", value: "JPN"))
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(try session.store.records().isEmpty, "the yen price was never shown")
        #expect(outcome(session).hasPrefix("Not charged: the terms changed"), "\(outcome(session))")
    }

    /// The paywall's purchase: its package's price shown is what the purchase agrees to.
    @Test func aPaywallPurchaseChargesNothingAfterAStorefrontSwitchElsewhere() async throws {
        var session = try StorePilot(width: 100, height: 30)
        await session.tick()
        await session.pilot.choose("onboarding")
        #expect(session.pilot.screenText.contains("$"))
        _ = try session.anotherShell().set(SettingOverride(key: "storefront", value: "JPN"))
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(try session.store.records().isEmpty, "the yen price was never shown")
        #expect(outcome(session).hasPrefix("Not charged: the terms changed"), "\(outcome(session))")
    }
}
