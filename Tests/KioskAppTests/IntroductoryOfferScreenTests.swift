import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

/// The screens follow the store's one rule for introductory offers (`SandboxStore.isEligibleForIntroductoryOffer`):
/// once per subscription group, so a subscriber who never had one is shown it, and charged it, on an upgrade.
@Suite("Introductory offers on the screens")
struct IntroductoryOfferScreenTests {
    /// Found by QA: a News Digital subscriber (no introductory offer) upgrading to News All Access was charged the
    /// monthly price instead of the $0.99 introductory offer. The product screen, the subscription store, the upgrade
    /// paywall and the plan change sheet show the offer, and confirming charges it.
    @Test func aNewsDigitalSubscriberIsShownAndChargedAllAccessIntroductoryOffer() async throws {
        var session = try StorePilot(width: 100, height: 40)
        await session.tick()
        await session.pilot.buyFromStore("News Digital, Monthly")
        #expect(session.pilot.state.store?.introOfferUsedGroupIDs.contains("KNEWS") == false)

        await PlanChangeTests.open("News All Access, Monthly", &session)
        let rows = ScreenRows(session.pilot.state).rows
        #expect(rows.contains { $0.label == "Offer (introductory)" }, "\(rows.map(\.label))")
        #expect(!rows.contains { $0.label.contains("already used") })

        session.pilot.goHome()
        await session.pilot.choose("Store")
        #expect(await session.pilot.choose("Compare the plans of Kiosk News"))
        #expect(session.pilot.screenText.contains("Introductory offer: $0.99 for 2 months"), "\(session.pilot.screenText)")

        session.pilot.goHome()
        await session.pilot.choose("upgrade")
        #expect(session.pilot.screenText.contains("$0.99 for 2 months, then $9.99/mo"),
                "the upgrade paywall's monthly package shows its introductory offer: \(session.pilot.screenText)")

        await PlanChangeTests.open("News All Access, Monthly", &session)
        #expect(await session.pilot.choose("Change to this plan (upgrade)"))
        let sheet = session.pilot.screenText
        #expect(sheet.contains("News All Access, Monthly, 2 months for $0.99 (introductory offer), then $9.99 / month"), "\(sheet)")
        #expect(await session.pilot.choose("Confirm the upgrade"))
        await session.tick()
        let upgrade = try #require(session.pilot.state.store?.records.first { $0.productID == "demo.news.allaccess.monthly" })
        #expect(upgrade.offer?.kind == .introductory)
        #expect(try #require(upgrade.priceMilliunits) < 990, "the introductory price less the unused rest of News Digital")
    }

    /// A change that waits for the renewal starts without an offer: the product screen says the introductory offer
    /// is not on it, rather than used, and the subscription store shows none under it.
    @Test func aChangeAtTheRenewalShowsNoIntroductoryOffer() async throws {
        var session = try StorePilot(width: 100, height: 40)
        await session.tick()
        await session.pilot.buyFromStore("Plus Premium, Monthly")
        await PlanChangeTests.open("Plus Standard, Monthly", &session)
        let rows = ScreenRows(session.pilot.state).rows
        #expect(rows.contains { $0.label == "Offer (introductory, not on a change at the renewal)" }, "\(rows.map(\.label))")
        await PlanChangeTests.open("Plus Premium, Yearly", &session)
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.label == "Offer (introductory, not on a change at the renewal)" },
                "a crossgrade to another period waits for the renewal too")
        await SubscriptionStoreTests.openPlans(&session)
        #expect(!session.pilot.screenText.contains("Introductory offer"), "\(session.pilot.screenText)")
    }
}
