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
        Catalog.demo.removingProduct(removed)
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
        #expect(session.pilot.state.store?.customer?.activeEntitlements.contains { $0.state.key == Self.removed } == false,
                "its entitlement ended at its renewal date: \(purchases)")
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.label == Self.removed && $0.detail == "expired; no longer in the catalog" },
                "it is listed as ended: \(purchases)")
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

    /// Found by QA: with the current plan taken out of the catalog, the purchase sheet and the product screen offered
    /// another plan of its group as a new purchase charged in full now ("$12.99 / month (charged in USD, …)", "Buy"),
    /// while the store schedules it for the renewal and charges nothing now. What they say is the store's answer for
    /// this purchase (`StoreSnapshot.charges`, the rule buying applies), and Confirm does what the sheet said.
    @Test func theSheetSaysWhatTheStoreDoesWhenTheCurrentPlanIsGone() async throws {
        let directory = TemporaryDirectory(), clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let before = try SandboxStore(catalog: .demo, stateDirectory: directory.url, clock: clock)
        try before.set(SettingOverride(key: "time-rate", value: "0"))
        guard case .completed(let bought) = try before.purchase(PurchaseRequest(productID: Self.removed)) else {
            Issue.record("the plan was not bought")
            return
        }
        var session = try StorePilot(width: 160, height: 50, catalog: Self.demoWithoutTheRemovedPlan, directory: directory, clock: clock)
        await session.tick()
        await session.pilot.visit(["Settings", "Purchase sheet"])
        #expect(session.pilot.state.showsPurchaseSheet)
        let charge = try #require(session.pilot.state.store?.charges["demo.plus.premium.monthly"], "the store counts it a plan change")
        #expect(charge.startsAtRenewal && charge.now.amount == 0)
        let renewal = DateText.day(try #require(bought.expirationDate))
        await session.pilot.visit(["Store", "Compare the plans of Kiosk Plus"])
        #expect(session.pilot.screenWords.contains("Plus Premium, Monthly $12.99 / month change: at the next renewal, \(renewal)"),
                "the subscription store says so too: \(session.pilot.screenText)")
        await session.pilot.visit(["Store", "Plus Premium, Monthly"])
        let product = ScreenRows(session.pilot.state).rows.map { "\($0.label) | \($0.detail)" }
        #expect(!product.contains { $0.hasPrefix("Buy |") }, "\(product)")
        #expect(session.pilot.screenWords.contains("at the next renewal, \(renewal)"), "\(session.pilot.screenText)")
        await session.pilot.choose("Change to this plan")
        let change = ScreenRows(session.pilot.state).rows
        #expect(change.contains { $0.label == "From" && $0.detail == Self.removed }, "\(change.map { "\($0.label) | \($0.detail)" })")
        #expect(change.first { $0.label == "Change" }?.detail == "not ranked: \(Self.removed) is no longer in the catalog")
        #expect(change.first { $0.label == "Takes effect" }?.detail == "at the next renewal, \(renewal)")
        await session.pilot.choose("Confirm the change")
        #expect(session.pilot.state.current.kind == .purchaseSheet(productID: "demo.plus.premium.monthly"))
        let rows = ScreenRows(session.pilot.state).rows
        let price = rows.first { $0.label == "Price" }?.detail ?? ""
        #expect(price.hasSuffix("charged from the next renewal, \(renewal); nothing now"), "\(price)")
        #expect(rows.contains { $0.label == "Change" && $0.detail.contains("from \(Self.removed)") }, "\(rows.map { "\($0.label) | \($0.detail)" })")
        #expect(rows.first { $0.label == "Takes effect" }?.detail == "at the next renewal, \(renewal)")
        await session.pilot.choose("Confirm")
        let records = try session.store.records()
        #expect(records.count == 1, "nothing is charged now: \(records)")
        #expect(try session.store.subscriptionStatuses(group: "KPLUS").first?.renewalInfo.autoRenewPreference == "demo.plus.premium.monthly")
    }

    /// Found in review and by QA: my purchases listed only the catalog's products, so an active plan whose whole group
    /// was taken out of the catalog and a lifetime unlock taken out were missing (no row, no refund to ask for), and
    /// the plan's entitlement said "renews" though it ends at its renewal date.
    @Test func myPurchasesListsWhatTheCustomerHasThatTheCatalogNoLongerHas() async throws {
        let directory = TemporaryDirectory(), clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let before = try SandboxStore(catalog: .demo, stateDirectory: directory.url, clock: clock)
        try before.set(SettingOverride(key: "time-rate", value: "0"))
        let news = "demo.news.digital.monthly"
        for id in [news, "demo.lifetime"] { _ = try before.purchase(PurchaseRequest(productID: id)) }
        let gone = Set(Catalog.demo.subscriptionGroups.first { $0.id == "KNEWS" }?.productIDs ?? []).union(["demo.lifetime"])
        let edited = Catalog(products: Catalog.demo.products.filter { !gone.contains($0.id) },
                             subscriptionGroups: Catalog.demo.subscriptionGroups.filter { $0.id != "KNEWS" }, settings: Catalog.demo.settings)
        var session = try StorePilot(width: 120, height: 50, catalog: edited, directory: directory, clock: clock)
        await session.tick()
        await session.pilot.visit(["My purchases"])
        let rows = ScreenRows(session.pilot.state).rows
        let plan = rows.first { $0.label == news && $0.isSelectable }
        #expect(plan?.detail.contains("is no longer in the catalog") == true, "\(rows.map { "\($0.label) | \($0.detail)" })")
        #expect(rows.contains { $0.label == "demo.lifetime" && $0.isSelectable && $0.detail.contains("no longer in the catalog") })
        #expect(rows.contains { $0.label == "Request a refund: \(news)" } && rows.contains { $0.label == "Request a refund: demo.lifetime" })
        let entitlements = rows.drop { $0.label != "Entitlements" }.map { "\($0.label) \($0.detail)" }.joined(separator: " ")
        #expect(entitlements.contains("until 15 Feb 2027 08:00 UTC, ends then: no longer in the catalog") && !entitlements.contains("renews"),
                "\(entitlements)")
    }

    /// Found by trying it: the transaction manager offered "Approve (Ask to Buy)" on a request for a product the catalog
    /// no longer has (the store then refused it), and its next event said the plan expires because "auto-renew is off"
    /// though auto-renew was on: it ends because the catalog no longer has it.
    @Test func theTransactionManagerSaysWhatTheRemovedProductRefusesAndWhyItEnds() async throws {
        let directory = TemporaryDirectory(), clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let before = try SandboxStore(catalog: .demo, stateDirectory: directory.url, clock: clock)
        try before.set(SettingOverride(key: "time-rate", value: "0"))
        _ = try before.purchase(PurchaseRequest(productID: Self.removed))
        try before.set(SettingOverride(key: "ask-to-buy", value: "on"))
        _ = try before.purchase(PurchaseRequest(productID: "demo.lifetime"))
        let catalog = Self.demoWithoutTheRemovedPlan.removingProduct("demo.lifetime")
        var session = try StorePilot(width: 200, height: 50, catalog: catalog, directory: directory, clock: clock)
        await session.tick()
        await session.pilot.visit(["Transaction manager"])
        let next = ScreenRows(session.pilot.state).rows.first { $0.label == "Next event" }?.detail ?? ""
        #expect(next.contains("\(Self.removed) is no longer in the catalog") && !next.contains("auto-renew is off"), "\(next)")
        await session.pilot.choose("#2 demo.lifetime")
        let rows = ScreenRows(session.pilot.state).rows
        let approve = rows.first { $0.label == "Approve (Ask to Buy)" }
        #expect(approve?.isSelectable == false && approve?.detail == "demo.lifetime is no longer in the catalog", "\(rows.map(\.label))")
        #expect(rows.contains { $0.label == "Decline (Ask to Buy)" && $0.isSelectable }, "it can still be declined")
    }

    /// Found by QA: a plan whose scheduled downgrade's plan was taken out of the catalog said "Renews 15 Feb 2027" on its
    /// product screen beside "ends …: … is no longer in the catalog", and "renews" in my purchases: it ends then.
    @Test func aPlanThatEndsBecauseItsNextPlanIsGoneSaysEndsNotRenews() async throws {
        let directory = TemporaryDirectory(), clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let before = try SandboxStore(catalog: .demo, stateDirectory: directory.url, clock: clock)
        try before.set(SettingOverride(key: "time-rate", value: "0"))
        _ = try before.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"))
        _ = try before.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly"))
        let catalog = Catalog.demo.removingProduct("demo.plus.basic.weekly")
        var session = try StorePilot(width: 120, height: 50, catalog: catalog, directory: directory, clock: clock)
        await session.tick()
        await session.pilot.visit(["Store", "Plus Premium, Monthly"])
        let rows = ScreenRows(session.pilot.state).rows
        #expect(rows.contains { $0.label == "Ends" } && !rows.contains { $0.label == "Renews" }, "\(rows.map { "\($0.label) | \($0.detail)" })")
        session.pilot.goHome()
        await session.pilot.visit(["My purchases"])
        #expect(session.pilot.screenWords.contains("ends then: no longer in the catalog") && !session.pilot.screenWords.contains(", renews"),
                "\(session.pilot.screenText)")
    }
}

extension Catalog {
    /// This catalog without one product, in its list and in its group.
    func removingProduct(_ id: String) -> Catalog {
        let groups = subscriptionGroups.map { group in
            SubscriptionGroup(id: group.id, name: group.name, localizations: group.localizations, productIDs: group.productIDs.filter { $0 != id })
        }
        return Catalog(products: products.filter { $0.id != id }, subscriptionGroups: groups, settings: settings)
    }
}

/// Found by QA: with `--watch`, a product screen open when its product was taken out of the catalog file said "X is not
/// sold in the United States storefront": it is no longer in the catalog, as every command says.
@Suite("A product gone from the catalog is said to be no longer in the catalog")
struct RemovedProductNotSoldWordsTests {
    @Test func anOpenProductScreenSaysItIsNoLongerInTheCatalogOnceReloaded() async throws {
        let removed = RemovedProductScreenTests.removed
        let directory = TemporaryDirectory(), clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let before = try SandboxStore(catalog: .demo, stateDirectory: directory.url, clock: clock)
        try before.set(SettingOverride(key: "time-rate", value: "0"))
        _ = try before.purchase(PurchaseRequest(productID: removed))
        // The watched file's second version is the catalog without the plan (what it holds is not read).
        let file = directory.file("shop.storekit"), edited = RemovedProductScreenTests.demoWithoutTheRemovedPlan
        try FileStamp.write("first", to: file, secondsLater: 0)
        let context = CustomerContext(storefrontCountry: "USA", preferredLanguages: ["en_US"], installID: "test")
        let watcher = SourceWatcher(paths: [file.path]) {
            WatchedSources(store: try SandboxStore(catalog: edited, stateDirectory: directory.url, clock: clock),
                           paywalls: PaywallSource(document: .demo, catalog: edited, context: context, locale: "en_US"))
        }
        var start = AppState(size: TerminalSize(width: 120, height: 50), now: clock.now(), theme: .monochrome)
        start.isWatching = true
        var pilot = Pilot(size: start.size, performer: StoreEffectPerformer(store: before, watcher: watcher, installationSource: .unknown), state: start)
        pilot.send(.tick(clock.now()))
        await pilot.settle()
        await pilot.visit(["Store", "Plus Standard, Monthly"])
        #expect(pilot.state.current.kind == .product(id: removed))
        try FileStamp.write("second", to: file, secondsLater: 60)
        pilot.send(.tick(clock.now()))
        await pilot.settle()
        #expect(pilot.state.store?.removedProductIDs.contains(removed) == true, "reloaded: \(pilot.state.notice ?? "")")
        let words = pilot.screenWords
        #expect(words.contains("\(removed) is no longer in the catalog.") && !words.contains("not sold"), "\(pilot.screenText)")
    }

    @Test func aProductTheCatalogNeverHadIsNotInTheCatalog() {
        var store = StoreSnapshot(products: [], groups: [], records: [], states: [:], settings: SandboxSettings(catalog: Catalog.demo.settings), now: Date())
        store.catalogProductIDs = ["demo.lifetime"]
        #expect(store.notSoldClause("demo.other") == "is not in the catalog")
        #expect(store.notSoldClause("demo.lifetime") == "is not sold in the United States storefront")
        store.removedProductIDs = ["demo.gone"]
        #expect(store.notSoldClause("demo.gone") == "is no longer in the catalog")
    }
}
