import Foundation
import PaywallModel
import PurchaseFlow
import Testing
@testable import KioskApp

@Suite("Subscription store screen: every plan of a group, and choosing one")
struct SubscriptionStoreTests {
    static let group = Screen.Kind.subscriptionStore(groupID: "KPLUS", placement: nil)

    /// A session on the Kiosk Plus plans, opened from the store's row.
    static func openPlans(_ session: inout StorePilot) async {
        session.pilot.goHome()
        await session.pilot.choose("Store")
        #expect(await session.pilot.choose("Compare the plans of Kiosk Plus"))
        #expect(session.pilot.state.current.kind == group)
    }

    /// A session whose customer bought a plan (when one is named), on the Kiosk Plus plans.
    static func plans(subscribedTo name: String? = nil) async throws -> StorePilot {
        var session = try StorePilot(width: 100, height: 40)
        await session.tick()
        if let name { await session.pilot.buyFromStore(name) }
        await openPlans(&session)
        return session
    }

    @Test func aNewCustomerSeesEveryPlanWithPricesAndTheIntroductoryOfferAndBuysOne() async throws {
        var session = try await Self.plans()
        let text = session.pilot.screenText
        for name in ["Plus Premium, Yearly", "Plus Premium, Monthly", "Plus Standard, Yearly", "Plus Standard, Monthly", "Plus Basic, Weekly"] {
            #expect(text.contains(name))
        }
        #expect(text.contains("$119.99 / year ($9.99 / month)"))
        #expect(text.contains("$1.99 / week ($8.64 / month)"))
        #expect(text.contains("Introductory offer: free for 1 week"))
        #expect(!text.contains("upgrade") && !text.contains("✓"), "no current plan, so no changes")
        #expect(await session.pilot.choose("Plus Standard, Monthly"))
        #expect(session.pilot.screenText.contains("Plus Standard, Monthly is active"))
        session.pilot.press(.escape)
        await session.tick()
        let after = session.pilot.screenText
        #expect(after.contains("✓ Plus Standard, Monthly") && after.contains("your current plan"))
        #expect(!after.contains("Introductory offer"), "the introductory offer was used")
    }

    @Test func underAskToBuyAPlanSaysItChangesOnceAParentApproves() async throws {
        var session = try await Self.plans(subscribedTo: "Plus Standard, Monthly")
        _ = try session.store.set(SettingOverride(key: "ask-to-buy", value: "on"))
        await session.tick()
        let text = session.pilot.screenText
        #expect(!text.contains("upgrade: now"), "nothing changes now: a parent is asked first")
        #expect(text.contains("upgrade: once a parent approves the request, at once"))
        #expect(text.contains("downgrade: once a parent approves the request, at the renewal after that"))
    }

    @Test func underInterruptedPurchasesAPlanSaysItChangesOnceThePurchaseIsResolved() async throws {
        var session = try await Self.plans(subscribedTo: "Plus Standard, Monthly")
        _ = try session.store.set(SettingOverride(key: "interrupted", value: "on"))
        await session.tick()
        let text = session.pilot.screenText
        #expect(!text.contains("upgrade: now"), "nothing changes now: the purchase is interrupted first")
        #expect(text.contains("upgrade: once the interrupted purchase is resolved, at once"))
        #expect(text.contains("downgrade: once the interrupted purchase is resolved, at the renewal after that"))
        #expect(await session.pilot.choose("Plus Premium, Monthly"))
        #expect(session.pilot.state.current.kind == .planChange(productID: "demo.plus.premium.monthly", offer: PromotionalOfferStoreTests.comeback))
        let change = session.pilot.screenText
        #expect(!change.contains("now;"), "the plan change screen does not say it starts now")
        #expect(change.contains("once the interrupted purchase is resolved, at once"))
    }

    @Test func choosingAHigherPlanConfirmsAnUpgradeThatStartsNow() async throws {
        var session = try await Self.plans(subscribedTo: "Plus Standard, Monthly")
        #expect(session.pilot.screenText.contains("upgrade: now; the unused rest of Plus Standard, Monthly is credited"))
        #expect(await session.pilot.choose("Plus Premium, Monthly"))
        #expect(session.pilot.state.current.kind == .planChange(productID: "demo.plus.premium.monthly", offer: PromotionalOfferStoreTests.comeback))
        #expect(session.pilot.pendingTasks.isEmpty, "nothing is bought before confirming")
        #expect(await session.pilot.choose("Confirm the upgrade"))
        #expect(session.pilot.screenText.contains("Plus Premium, Monthly is active"))
        await session.tick()
        #expect(ProductText.isEntitled(session.pilot.state.store?.states["demo.plus.premium.monthly"]))
        #expect(!ProductText.isEntitled(session.pilot.state.store?.states["demo.plus.standard.monthly"]))
        session.pilot.press(.escape, .escape)
        #expect(session.pilot.state.current.kind == Self.group)
        #expect(session.pilot.screenText.contains("✓ Plus Premium, Monthly"))
    }

    @Test func choosingALowerPlanConfirmsADowngradeAtTheNextRenewal() async throws {
        var session = try await Self.plans(subscribedTo: "Plus Premium, Monthly")
        let renewal = try #require(session.pilot.state.store?.subscription("demo.plus.premium.monthly")?.subscription.expirationDate)
        #expect(session.pilot.screenText.contains("downgrade: at the next renewal, \(DateText.day(renewal))"))
        #expect(await session.pilot.choose("Plus Basic, Weekly"))
        #expect(session.pilot.state.current.kind == .planChange(productID: "demo.plus.basic.weekly"))
        #expect(session.pilot.screenText.contains("at the next renewal"))
        #expect(await session.pilot.choose("Confirm the downgrade"))
        await session.tick()
        let store = try #require(session.pilot.state.store)
        #expect(ProductText.isEntitled(store.states["demo.plus.premium.monthly"]), "the current plan runs until the renewal")
        #expect(store.subscription("demo.plus.premium.monthly")?.renewalInfo.autoRenewPreference == "demo.plus.basic.weekly")
    }

    @Test func aSubscriberSeesThePromotionalOfferOfAPlan() async throws {
        let session = try await Self.plans(subscribedTo: "Plus Standard, Monthly")
        #expect(session.pilot.screenText.contains("Promotional offer: $6.49 every month for 3 months"))
    }

    @Test func restoreAndRedeemOpenTheirScreens() async throws {
        var session = try await Self.plans()
        #expect(await session.pilot.choose("Restore purchases"))
        #expect(session.pilot.state.current.kind == .restore)
        session.pilot.press(.escape)
        #expect(await session.pilot.choose("Redeem an offer code"))
        #expect(session.pilot.state.current.kind == .offerCode)
    }

    @Test func theCatalogsLicenceAndPrivacyPolicyShowAsText() async throws {
        let session = try await Self.plans()
        let text = session.pilot.screenText
        #expect(text.contains("Licence agreement:"))
        #expect(text.contains("Kiosk Demo licence: you may use the demo store"))
        #expect(text.contains("https://example.com/kiosk/privacy"))
        #expect(!text.contains("Terms of service"), "the store's row opens it without a paywall")
    }

    @Test func aPaywallOpensItsGroupWithS() async throws {
        var session = try StorePilot(width: 100, height: 40)
        await session.tick()
        #expect(await session.pilot.choose("upgrade"))
        session.pilot.press(.character("s"))
        #expect(session.pilot.state.current.kind == .subscriptionStore(groupID: "KNEWS", placement: "upgrade"))
        let text = session.pilot.screenText
        #expect(text.contains("Plans: Kiosk News") && text.contains("News All Access, Quarterly"))
        #expect(text.contains("Terms of service:") && text.contains("https://example.com/kiosk/terms"))
    }

    @Test func withoutCatalogPoliciesThePaywallsLinksShow() async throws {
        var session = try StorePilot(width: 100, height: 40)
        await session.tick()
        var store = try #require(session.pilot.state.store)
        store.appPolicies = nil
        let rows = SubscriptionStoreScreen.policyRows(store, placement: "upgrade", session.pilot.state).map(\.label)
        #expect(rows == ["Policies", "Terms of service:", "  https://example.com/kiosk/terms", "Privacy policy:",
                         "  https://example.com/kiosk/privacy", "(Hold Shift and drag with the mouse to copy.)"])
        #expect(SubscriptionStoreScreen.policyRows(store, placement: nil, session.pilot.state).map(\.label)
                == ["Policies", "This store publishes no licence agreement or privacy policy."])
    }

    @Test func anUnknownGroupSaysSoWithAWayBack() async throws {
        var session = try StorePilot(width: 100, height: 40)
        await session.tick()
        let content = SubscriptionStoreScreen.content(groupID: "NOPE", placement: nil, session.pilot.state)
        #expect(content.rows.map(\.label) == ["There is no subscription group NOPE in this catalog.", "Back"])
    }
}
