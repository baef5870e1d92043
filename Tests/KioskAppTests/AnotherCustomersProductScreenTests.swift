import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: a customer saw what another customer of the same Apple ID has as for sale: the Lifetime Unlock they own,
/// and every plan of the group whose subscription is theirs. "Buy for …" opened the purchase sheet, and only Confirm
/// refused ("this Apple ID's … belongs to default"). The product screen says whose it is and that Restore purchases
/// moves it here, and offers no purchase.
@Suite("What another customer of the Apple ID has, on a customer's product screen")
struct AnotherCustomersProductScreenTests {
    @Test(arguments: ["Lifetime Unlock", "Plus Premium, Monthly", "Plus Premium, Yearly", "Plus Basic, Weekly"])
    func itIsNotOfferedForSale(product: String) async throws {
        var session = try StorePilot(width: 100, height: 40, rules: .demo, customer: "bob")
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.lifetime"), origin: "test")
        await session.tick()
        await session.pilot.visit(["Store"])
        let listed = product == "Lifetime Unlock" ? "default's; Restore moves it here" : "default's subscription; Restore moves it here"
        #expect(ScreenRows(session.pilot.state).rows.first { $0.label == product }?.detail == listed,
                "the store's list says whose it is: \(session.pilot.screenText)")
        await session.pilot.visit(["Store", product])
        let rows = ScreenRows(session.pilot.state).rows
        let text = session.pilot.screenText
        #expect(!rows.contains { $0.isSelectable && ($0.label.hasPrefix("Buy for") || $0.label.hasPrefix("Change to this plan")) },
                "offered for sale: \(text)")
        #expect(rows.contains { $0.label.contains("default") && !$0.isSelectable && ($0.detail ?? "").contains("Restore purchases moves it here") },
                "says whose it is: \(text)")
    }

    /// The customer who has them still sees their own as before, and a product of another group stays for sale.
    @Test func theOwnerAndOtherGroupsAreUnchanged() async throws {
        var session = try StorePilot(width: 100, height: 40, rules: .demo, customer: "bob")
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        await session.tick()
        await session.pilot.visit(["Store", "News Digital, Monthly"])
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.isSelectable && $0.label.hasPrefix("Buy for") }, "\(session.pilot.screenText)")
    }

    /// Found by QA in review: a Season Pass another customer holds showed "Owned by default" and no Buy, while
    /// `kiosk sandbox buy demo.pass.season --customer bob` sells bob his own (a non-renewing subscription is sold
    /// again, as StoreKit does; only a non-consumable is the Apple ID's once). It stays for sale, as the CLI has it.
    @Test func aPassAnotherCustomerHoldsIsStillSold() async throws {
        var session = try StorePilot(width: 100, height: 40, rules: .demo, customer: "bob")
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.pass.season"), origin: "test")
        await session.tick()
        await session.pilot.visit(["Store"])
        #expect(ScreenRows(session.pilot.state).rows.first { $0.label == "Season Pass" }?.detail == "$14.99", "\(session.pilot.screenText)")
        await session.pilot.visit(["Store", "Season Pass"])
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.isSelectable && $0.label.hasPrefix("Buy for") }, "\(session.pilot.screenText)")
    }
}

/// Found by QA: bob on the change-plan screen of Plus Premium, Monthly (an upgrade from his Plus Basic, Weekly), when a
/// restore by the default customer in another shell moved the weekly plan to default: the screen turned into "New
/// subscription … Buy for $12.99 / month", which the store refused ("this Apple ID already bought Kiosk Plus for
/// default"). It says whose the group's subscription is, as the store's list and the plans screen do, and offers Back.
@Suite("A plan change whose subscription became another customer's")
struct AnotherCustomersPlanChangeTests {
    @Test func theChangePlanScreenSaysWhoseTheSubscriptionIsAndOffersOnlyBack() async throws {
        var session = try StorePilot(width: 100, height: 40, customer: "bob")
        await session.tick()
        await session.pilot.buyFromStore("Plus Basic, Weekly")
        let weekly = try #require(try session.store.ledger.records(from: 1).first { $0.productID == "demo.plus.basic.weekly" })
        await session.pilot.visit(["Store", "Plus Premium, Monthly", "Change to this plan"])
        #expect(session.pilot.screenText.contains("Confirm the upgrade"), "\(session.pilot.screenText)")
        try CustomerBook(directory: session.directory.url).move(originalID: UInt64(weekly.originalID), to: "default", at: session.clock.now())
        await session.tick()
        let rows = ScreenRows(session.pilot.state)
        #expect(rows.selectable.map { rows.rows[$0].label } == ["Back"], "\(session.pilot.screenText)")
        #expect(rows.rows.contains { $0.label == "Kiosk Plus: default's subscription" }, "\(session.pilot.screenText)")
    }
}

/// Found by QA: bob, whose Ask to Buy request for Plus Premium, Monthly would change default's subscription (his plan
/// was restored to default), was told on the product screen to "approve or decline" it, though the transaction manager
/// offers only Decline; an interrupted purchase, which is resolved, read "approve or decline" too. The product screen
/// names the decisions the transaction manager offers.
@Suite("A waiting request's product screen names the decisions offered")
struct WaitingRequestDecisionWordsTests {
    private let monthly = "demo.plus.premium.monthly"

    /// The selectable row that opens the transaction manager on the product screen of `productID`.
    private func opener(_ session: inout StorePilot, _ productID: String) async -> String? {
        await session.tick()
        await session.pilot.visit(["Store", "Plus Premium, Monthly"])
        return ScreenRows(session.pilot.state).rows.first { $0.isSelectable && $0.label.hasPrefix("Open the transaction manager") }?.label
    }

    @Test func aRequestWhoseApprovalTheStoreRefusesCanOnlyBeDeclined() async throws {
        var session = try StorePilot(width: 100, height: 40, customer: "bob")
        let book = try CustomerBook(directory: session.directory.url)
        let bob = try book.customer(named: "bob", at: session.clock.now())
        guard case .completed(let weekly) = try session.store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly", appAccountToken: bob.appAccountToken),
                                                                       origin: "test") else {
            throw StorePilot.NotBought(productID: "demo.plus.basic.weekly")
        }
        _ = try session.store.set(SettingOverride(key: "ask-to-buy", value: "on"))
        _ = try session.store.purchase(PurchaseRequest(productID: monthly, appAccountToken: bob.appAccountToken), origin: "test")
        #expect(await opener(&session, monthly) == "Open the transaction manager to approve or decline")
        try book.move(originalID: UInt64(weekly.originalID), to: Customer.defaultName, at: session.clock.now())
        #expect(await opener(&session, monthly) == "Open the transaction manager to decline", "\(session.pilot.screenText)")
        // Buying it again (a paywall's package) asks nothing new, and says what is left to do with the request.
        var state = session.pilot.state
        _ = ActionRunner.start(.purchase(productID: monthly), in: &state)
        let answer = state.current.outcome.map(OutcomeText.describe) ?? "no answer"
        #expect(answer.hasSuffix("nothing new was asked. Decline it in the transaction manager."), "\(answer)")
    }

    @Test func anInterruptedPurchaseIsResolved() async throws {
        var session = try StorePilot(width: 100, height: 40)
        _ = try session.store.set(SettingOverride(key: "interrupted", value: "on"))
        _ = try session.store.purchase(PurchaseRequest(productID: monthly), origin: "test")
        #expect(await opener(&session, monthly) == "Open the transaction manager to resolve", "\(session.pilot.screenText)")
    }
}
