import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: with a product taken out of the catalog, the interactive program could not open its ledger once that
/// product's subscription was due to renew; with `--watch`, the clock and every purchase failed with "The catalog has no
/// product …" and my purchases kept the entitlement past its end. Now the program goes on, lists the removed product's
/// rows by its id, offers nothing it cannot do with it, and the entitlement ends at its renewal date.
@Suite("The interactive program on a ledger naming a product the catalog no longer has")
struct RemovedProductScreenTests {
    static let removed = "demo.plus.standard.monthly"

    /// The demo catalog without `removed`, as an edited `.storekit` file would be.
    static var demoWithoutTheRemovedPlan: Catalog {
        let groups = Catalog.demo.subscriptionGroups.map { group in
            SubscriptionGroup(id: group.id, name: group.name, localizations: group.localizations, productIDs: group.productIDs.filter { $0 != removed })
        }
        return Catalog(products: Catalog.demo.products.filter { $0.id != removed }, subscriptionGroups: groups, settings: Catalog.demo.settings)
    }

    @Test func itsRowsAreListedByIdItIsNotRenewedAndItsEntitlementEnds() async throws {
        let directory = TemporaryDirectory(), clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let before = try SandboxStore(catalog: .demo, stateDirectory: directory.url, clock: clock)
        try before.set(SettingOverride(key: "time-rate", value: "0"))
        guard case .completed(let plus) = try before.purchase(PurchaseRequest(productID: Self.removed)) else {
            Issue.record("the plan was not bought")
            return
        }
        _ = try before.purchase(PurchaseRequest(productID: "demo.news.digital.monthly"))
        var session = try StorePilot(width: 100, height: 40, catalog: Self.demoWithoutTheRemovedPlan, directory: directory, clock: clock)
        await session.tick()
        await session.pilot.choose("Transaction manager")
        await session.pilot.choose("#1 \(Self.removed)")
        let renew = try #require(ScreenRows(session.pilot.state).rows.first { $0.label == "Renew now" })
        #expect(!renew.isSelectable && renew.detail == "\(Self.removed) is no longer in the catalog", "renewing it is refused, saying why")
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.isSelectable && $0.label == "Cancel auto-renew" }, "it can still be cancelled")

        clock.advance(by: (plus.expirationDate ?? clock.now()).timeIntervalSince(clock.now()) + 86_400)
        await session.tick()
        await session.pilot.visit(["My purchases"])
        let purchases = session.pilot.screenText
        #expect(!purchases.contains(Self.removed), "its entitlement ended at its renewal date: \(purchases)")
        #expect(session.pilot.state.store?.customer?.activeEntitlements.isEmpty == false, "the other subscription renewed")
        await session.pilot.visit(["Transaction manager"])
        let labels = ScreenRows(session.pilot.state).rows.filter(\.isSelectable).map(\.label)
        #expect(labels.contains { $0.hasPrefix("#1 \(Self.removed)") } && labels.contains { $0.hasPrefix("#3 ") }, "\(labels)")
        #expect(session.pilot.state.notice?.contains("no product") != true)
    }

    /// Found in review and by QA: buying another plan while the current one is gone from the catalog showed a plain
    /// purchase of the whole price and then claimed a prorated credit. The sheet says the change waits for the renewal,
    /// nothing is charged now, and Confirm does what it said.
    @Test func buyingAnotherPlanWhileTheCurrentOneIsGoneWaitsForTheRenewal() async throws {
        let directory = TemporaryDirectory(), clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let before = try SandboxStore(catalog: .demo, stateDirectory: directory.url, clock: clock)
        try before.set(SettingOverride(key: "time-rate", value: "0"))
        _ = try before.purchase(PurchaseRequest(productID: Self.removed))
        var session = try StorePilot(width: 120, height: 40, catalog: Self.demoWithoutTheRemovedPlan, directory: directory, clock: clock)
        await session.tick()
        await session.pilot.visit(["Store", "Plus Premium, Monthly"])
        if !(await session.pilot.chooseIfShown("Buy")) { await session.pilot.choose("Change to this plan") }
        _ = await session.pilot.chooseIfShown("Confirm")
        let records = try session.store.records()
        #expect(records.count == 1 && records.allSatisfy { !$0.isUpgraded }, "nothing is charged now, the paid plan kept: \(records)")
        #expect(try session.store.subscriptionStatuses(group: "KPLUS").first?.renewalInfo.autoRenewPreference == "demo.plus.premium.monthly")
        #expect(session.pilot.screenWords.contains("starts at your next renewal"), "\(session.pilot.screenWords)")
    }
}
