import Foundation
import PaywallModel
import PurchaseFlow
import Testing
@testable import KioskApp

@Suite("The plans screen marks a change that waits, and choosing it again says so in names and dates")
struct PlanMarksTests {
    /// The lines under a plan's row on the plans screen (up to the next plan or heading).
    private func notes(of name: String, _ session: StorePilot) -> [String] {
        let rows = ScreenContent.of(session.pilot.state).rows
        guard let start = rows.firstIndex(where: { $0.isSelectable && $0.label.hasSuffix(name) }) else { return [] }
        return rows[(start + 1)...].prefix { !$0.isSelectable && !$0.isHeading }.map { $0.label.trimmingCharacters(in: .whitespaces) }
    }

    @Test func aScheduledDowngradeIsMarkedWithItsDateAndChoosingItAgainSpeaksNamesAndADate() async throws {
        var session = try await SubscriptionStoreTests.plans(subscribedTo: "Plus Premium, Monthly")
        #expect(await session.pilot.choose("Plus Basic, Weekly"))
        #expect(await session.pilot.choose("Confirm the downgrade"))
        await SubscriptionStoreTests.openPlans(&session)
        await session.tick()
        let renewal = try #require(session.pilot.state.store?.subscription("demo.plus.premium.monthly")?.renewalInfo.renewalDate)
        #expect(notes(of: "Plus Basic, Weekly", session).contains("Scheduled for \(DateText.day(renewal))"),
                "\(notes(of: "Plus Basic, Weekly", session))")
        #expect(!notes(of: "Plus Standard, Yearly", session).contains { $0.hasPrefix("Scheduled") }, "only the scheduled plan")

        let records = try session.store.records().count
        #expect(await session.pilot.choose("Plus Basic, Weekly"))
        #expect(!session.pilot.screenText.contains("Confirm the downgrade"), "a change already chosen is not offered again")
        let said = session.pilot.screenText
        #expect(said.contains("Plus Basic, Weekly"), "\(said)")
        #expect(said.contains(DateText.day(renewal)), "a formatted date: \(said)")
        #expect(!said.contains("demo.plus"), "no product ids: \(said)")
        #expect(!said.contains(Timestamp(renewal).iso8601), "no ISO date: \(said)")
        #expect(try session.store.records().count == records, "nothing was written")
    }

    /// A change already scheduled (approved from another shell, say) is not offered again, whatever the purchase
    /// settings say a new purchase would wait for: its plan says it is chosen, and no screen offers to confirm it.
    @Test func aScheduledChangeIsNotOfferedAgainWhateverThePurchaseSettings() async throws {
        var session = try await SubscriptionStoreTests.plans(subscribedTo: "Plus Premium, Monthly")
        #expect(await session.pilot.choose("Plus Basic, Weekly"))
        #expect(await session.pilot.choose("Confirm the downgrade"))
        _ = try session.store.set(SettingOverride(key: "ask-to-buy", value: "on"))
        await SubscriptionStoreTests.openPlans(&session)
        await session.tick()
        let notes = notes(of: "Plus Basic, Weekly", session)
        #expect(!notes.contains { $0.contains("parent") }, "\(notes)")
        #expect(notes.contains { $0.contains("already chosen") }, "\(notes)")
        session.pilot.goHome()
        await session.pilot.visit(["Store", "Plus Basic, Weekly"])
        #expect(!session.pilot.screenText.contains("Change to this plan"), "\(session.pilot.screenText)")
        #expect(session.pilot.screenText.contains("already chosen"), "\(session.pilot.screenText)")
    }

    /// The product screen's list of other plans says when each change takes effect for the purchase outcome in
    /// force: an upgrade waits for the interrupted purchase to be resolved, not "starts now".
    @Test func theProductScreensPlanListSaysWhenAChangeWaits() async throws {
        var session = try await SubscriptionStoreTests.plans(subscribedTo: "Plus Standard, Monthly")
        _ = try session.store.set(SettingOverride(key: "interrupted", value: "on"))
        await session.tick()
        session.pilot.goHome()
        await session.pilot.visit(["My purchases", "Plus Standard, Monthly"])
        let row = ScreenContent.of(session.pilot.state).rows.first { $0.label == "Plus Premium, Monthly (upgrade)" }
        #expect(row?.detail.contains("interrupted purchase is resolved") == true, "\(row?.detail ?? "no row")")
    }

    /// Under Ask to Buy the product screen's plan list tells a downgrade (at the renewal after the approval) from an
    /// upgrade (once approved), and marks the plan a request already waits for, as the plans screen does.
    @Test func theProductScreensPlanListUnderAskToBuyTellsDowngradesAndMarksAWaitingRequest() async throws {
        var session = try await SubscriptionStoreTests.plans(subscribedTo: "Plus Standard, Monthly")
        _ = try session.store.set(SettingOverride(key: "ask-to-buy", value: "on"))
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly"), origin: "test")
        await session.tick()
        session.pilot.goHome()
        await session.pilot.visit(["My purchases", "Plus Standard, Monthly"])
        let detail = { (label: String) in ScreenContent.of(session.pilot.state).rows.first { $0.label == label }?.detail ?? "no row" }
        #expect(detail("Plus Premium, Monthly (upgrade)") == "after a parent approves")
        #expect(detail("Plus Basic, Weekly (downgrade)") == "at the renewal after a parent approves")
        #expect(detail("Plus Premium, Yearly (upgrade)") == "Waiting for approval (Ask to Buy)")
    }

    /// A plan change screen whose current plan ended meanwhile (expired from another shell) is no longer a change:
    /// its title and breadcrumb say it is a new subscription, it names the product, and it offers to buy it.
    @Test func aChangeWhoseCurrentPlanEndedBecomesAPlainPurchase() async throws {
        var session = try await SubscriptionStoreTests.plans(subscribedTo: "Plus Standard, Monthly")
        #expect(await session.pilot.choose("Plus Premium, Monthly"))
        #expect(session.pilot.state.current.kind == .planChange(productID: "demo.plus.premium.monthly", offer: PromotionalOfferStoreTests.comeback))
        _ = try session.store.expireSubscription(of: "demo.plus.standard.monthly")
        await session.tick()
        let text = session.pilot.screenText
        #expect(!text.contains("Change plan"), "\(text)")
        let sentence = ScreenRows(session.pilot.state).rows.map { $0.label.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains("› New subscription") && sentence.contains("buying Plus Premium, Monthly starts a new subscription"), "\(text)")
        #expect(await session.pilot.choose("Buy for 3 months at $6.49 each month (promotional offer), then $12.99 / month"))
        let record = try session.store.records().last
        #expect(record?.productID == "demo.plus.premium.monthly", "bought as a new subscription")
        #expect(record?.offer?.id == PromotionalOfferStoreTests.comeback.id, "with the promotional offer the store showed")
    }

    /// A plan change screen whose plan became the customer's current plan meanwhile (bought from another shell)
    /// says so and offers nothing to buy: it is neither a change nor a new subscription.
    @Test func aChangeWhosePlanBecameTheCurrentOneSaysSoAndOffersNoPurchase() async throws {
        var session = try await SubscriptionStoreTests.plans(subscribedTo: "Plus Standard, Monthly")
        #expect(await session.pilot.choose("Plus Premium, Monthly"))
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "another shell")
        await session.tick()
        let text = session.pilot.screenText
        #expect(text.contains("› Your current plan") && text.contains("Plus Premium, Monthly is your current plan"), "\(text)")
        #expect(!text.contains("New subscription") && !text.contains("Buy for"), "\(text)")
        #expect(ScreenRows(session.pilot.state).selectable.map { ScreenRows(session.pilot.state).rows[$0].label } == ["Back"])
    }

    /// Opened from the product's own screen, the plain purchase does not name the product twice in the breadcrumb.
    @Test func thePlainPurchaseOpenedFromTheProductScreenNamesItOnce() async throws {
        var session = try StorePilot(width: 120, height: 30)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"), origin: "test")
        await session.tick()
        await session.pilot.visit(["Store", "Plus Premium, Monthly", "Change to this plan"])
        _ = try session.store.expireSubscription(of: "demo.plus.standard.monthly")
        await session.tick()
        let title = try #require(session.pilot.screenText.split(separator: "\n").first)
        #expect(title.components(separatedBy: "Plus Premium, Monthly").count == 2, "named once: \(title)")
    }

    @Test(arguments: [("ask-to-buy", "Waiting for approval (Ask to Buy)"), ("interrupted", "Waiting to be resolved (interrupted purchase)")])
    func aWaitingRequestIsMarkedOnItsPlan(setting: String, mark: String) async throws {
        var session = try await SubscriptionStoreTests.plans(subscribedTo: "Plus Standard, Monthly")
        _ = try session.store.set(SettingOverride(key: setting, value: "on"))
        await session.tick()
        #expect(await session.pilot.choose("Plus Premium, Monthly"))
        #expect(await session.pilot.choose("Confirm the upgrade"))
        await SubscriptionStoreTests.openPlans(&session)
        await session.tick()
        #expect(notes(of: "Plus Premium, Monthly", session).contains(mark), "\(notes(of: "Plus Premium, Monthly", session))")
        #expect(!notes(of: "Plus Premium, Yearly", session).contains { $0.hasPrefix("Waiting") }, "only the plan asked for")
    }
}
