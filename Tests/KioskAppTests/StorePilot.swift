import Foundation
import PaywallModel
import PurchaseFlow
import PaywallLayout
import Testing
import TestSupport
@testable import KioskApp

/// A pilot on a real sandbox store (the demo catalog, a manual clock, its own state directory) with the demo
/// offerings (or others given), acting for a customer under storefront rules (the defaults unless given), selling
/// where `availability` says.
struct StorePilot {
    let directory: TemporaryDirectory
    let clock: ManualClock
    let store: SandboxStore
    var pilot: Pilot

    init(width: Int = 80, height: Int = 24, attributes: [String: String] = [:], theme: Theme = .monochrome,
         updates: UpdateSettings? = nil, rules: StorefrontRules? = nil, customer: String = Customer.defaultName,
         themeChoices: [Theme] = [], launchedAppVersion: String? = nil, launchesAtFirstRead: Bool = false,
         document: OfferingsDocument = .demo, availability: StorefrontAvailability = StorefrontAvailability(), catalog: Catalog = .demo,
         directory: TemporaryDirectory = TemporaryDirectory(), clock: ManualClock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))) throws {
        self.directory = directory
        self.clock = clock
        store = try SandboxStore(catalog: catalog, stateDirectory: directory.url, clock: clock, availability: availability)
        let size = TerminalSize(width: width, height: height)
        let paywalls = PaywallSource(document: document, catalog: catalog,
                                     context: CustomerContext(customAttributes: attributes, storefrontCountry: "USA", preferredLanguages: ["en_US"], installID: "test"),
                                     locale: "en_US")
        var state = AppState(size: size, now: clock.now(), theme: theme, paywalls: paywalls)
        state.customerName = customer
        state.themeChoices = themeChoices
        pilot = Pilot(size: size, performer: StoreEffectPerformer(store: store, updates: updates, installationSource: .unknown, rules: rules, customer: customer,
                                                                 launchedAppVersion: launchedAppVersion, launchesAtFirstRead: launchesAtFirstRead),
                      state: state)
    }

    /// Lets the clock tick once and every effect finish, so the store is read.
    mutating func tick() async {
        pilot.send(.tick(clock.now()))
        await pilot.settle()
    }

    /// Another shell on the same state directory (`kiosk sandbox …`): a store of its own on the same ledger.
    func anotherShell() throws -> SandboxStore {
        try SandboxStore(catalog: .demo, stateDirectory: directory.url, clock: clock)
    }

    /// Buys a subscription with a billing issue and moves the clock a minute past its first period: its renewal failed
    /// to bill, and it is in its grace period; then the store is read.
    mutating func buyWithFailedRenewal(_ productID: String) async throws {
        guard case .completed(let bought) = try store.purchase(PurchaseRequest(productID: productID), origin: "test"),
              let expiration = bought.expirationDate else { throw NotBought(productID: productID) }
        _ = try store.setBillingIssue(of: productID, true)
        clock.set(expiration.addingTimeInterval(60))
        await tick()
    }

    /// Ask to Buy turned on and `productID` asked for (the ledger's first transaction): its request, #1, open in the
    /// transaction manager; then the store is read.
    mutating func askToBuyRequestOpen(_ productID: String) async throws {
        _ = try store.set(SettingOverride(key: "ask-to-buy", value: "on"))
        _ = try store.purchase(PurchaseRequest(productID: productID), origin: "test")
        await tick()
        await pilot.visit(["Transaction manager", "#1"])
    }

    /// A purchase a test starts from did not complete.
    struct NotBought: Error {
        let productID: String
    }
}

extension Pilot {
    /// The label of the selected row; nil when nothing is selected.
    var selectedLabel: String? {
        guard !state.current.selectsNothing else { return nil }
        let rows = ScreenRows(state)
        return rows.selectedRow(state.current.selection).map { rows.rows[$0].label }
    }

    /// Types an offer code on the offer code screen, presses Enter to see what it redeems and Enter again to redeem
    /// it, letting the effects finish.
    mutating func redeem(_ code: String) async {
        type(code)
        press(.enter)
        await settle()
        press(.enter)
        await settle()
    }

    /// Selects the first selectable row whose label starts with `label` by pressing ↓ / ↑, then presses Enter and
    /// lets the effects finish. A missing row fails the test; returns whether it was there.
    @discardableResult
    mutating func choose(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
        guard select(label, sourceLocation: sourceLocation) else { return false }
        press(.enter)
        await settle()
        return true
    }

    /// Chooses the row as `choose` does when it is on the screen, and does nothing (without failing) when it is not.
    @discardableResult
    mutating func chooseIfShown(_ label: String) async -> Bool {
        guard selectIfShown(label) else { return false }
        press(.enter)
        await settle()
        return true
    }

    /// Selects the first selectable row whose label starts with `label` by pressing ↓ / ↑, without activating
    /// it. A missing row fails the test; returns whether it was there.
    @discardableResult
    mutating func select(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard selectIfShown(label) else {
            Issue.record("no selectable row starting with \"\(label)\" on \(state.current.kind)", sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    /// Selects the row as `select` does when it is on the screen; returns false (without failing) when it is not.
    mutating func selectIfShown(_ label: String) -> Bool {
        // With nothing selected, the first ↓ shows the selection where it is, as a user presses it first.
        if state.current.selectsNothing { press(.down) }
        let rows = ScreenRows(state)
        guard let target = rows.selectable.firstIndex(where: { rows.rows[$0].label.hasPrefix(label) }) else { return false }
        let current = rows.clampedSelection(state.current.selection) ?? 0
        for _ in 0..<abs(target - current) { press(target > current ? .down : .up) }
        return true
    }

    /// Goes home, opens the store, opens the product named `name` and buys it (confirming a plan change when it is one), letting the effects finish.
    mutating func buyFromStore(_ name: String) async {
        goHome()
        await choose("Store")
        await choose(name)
        if !(await chooseIfShown("Buy")) {
            await choose("Change to this plan")
            await choose("Confirm")
        }
    }

    /// Goes home, then chooses each label in turn (letting effects finish after each).
    mutating func visit(_ labels: [String]) async {
        goHome()
        for label in labels { await choose(label) }
    }

    /// Goes back to the home screen.
    mutating func goHome() {
        while state.stack.count > 1 { press(.escape) }
    }
}
