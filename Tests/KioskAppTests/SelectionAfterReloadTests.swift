import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

@Suite("The selection stays on the item the user saw when another process changes the list under it")
struct SelectionAfterReloadTests {
    /// The label of the selected row.
    func selectedLabel(_ session: StorePilot) -> String? {
        session.pilot.selectedLabel
    }

    @Test func aNewTransactionAboveTheSelectedOneLeavesTheSelectionOnItsTransaction() async throws {
        var session = try StorePilot(height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.lifetime"), origin: "test")
        await session.tick()
        await session.pilot.choose("Transaction manager")
        session.pilot.select("#1")
        // Another process buys: its transaction is listed first, above #1.
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.coins.100"), origin: "other")
        await session.tick()
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.label.hasPrefix("#2") }, "the new transaction is listed")
        #expect(selectedLabel(session)?.hasPrefix("#1") == true, "\(selectedLabel(session) ?? "nothing")")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.pilot.state.current.kind == .transaction(id: 1), "Enter opens the transaction the user saw selected")
    }

    @Test func aDeletedSelectedTransactionMovesTheSelectionToItsNeighbour() async throws {
        var session = try StorePilot(height: 40)
        for product in ["demo.lifetime", "demo.coins.100", "demo.coins.600"] {
            _ = try session.store.purchase(PurchaseRequest(productID: product), origin: "test")
        }
        await session.tick()
        await session.pilot.choose("Transaction manager")
        session.pilot.select("#2")
        _ = try session.store.delete(2)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.coins.100"), origin: "other")
        await session.tick()
        #expect(selectedLabel(session)?.hasPrefix("#1") == true, "the next one down: \(selectedLabel(session) ?? "nothing")")
    }

    @Test func aScreenUnderTheCurrentOneKeepsItsSelectionToo() async throws {
        var session = try StorePilot(height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.lifetime"), origin: "test")
        await session.tick()
        await session.pilot.choose("Transaction manager")
        await session.pilot.choose("#1")
        #expect(session.pilot.state.current.kind == .transaction(id: 1))
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.coins.100"), origin: "other")
        await session.tick()
        session.pilot.press(.escape)
        #expect(selectedLabel(session)?.hasPrefix("#1") == true, "back on the list, #1 is still selected: \(selectedLabel(session) ?? "nothing")")
    }

    @Test func theClockScreenKeepsTheStepSelectedWhenTheNextEventAppears() async throws {
        var session = try StorePilot(height: 40)
        await session.tick()
        await session.pilot.choose("Transaction manager")
        await session.pilot.choose("Clock")
        session.pilot.select("1 day")
        // Another process buys a subscription: its renewal is the next event, and a row to jump to it appears.
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "other")
        await session.tick()
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.label == "Jump to the next event" })
        #expect(selectedLabel(session) == "1 day", "\(selectedLabel(session) ?? "nothing")")
    }

    @Test func anActionThatGoesAwayLeavesTheSelectionOnItsNeighbourNotOnAnotherAction() async throws {
        var session = try StorePilot(height: 40)
        try await session.askToBuyRequestOpen("demo.lifetime")
        session.pilot.select("Delete")
        // Another process approves the request: Approve and Decline go, Refund comes; Delete stays selected.
        _ = try session.store.approve(1)
        await session.tick()
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.label == "Refund" && $0.isSelectable })
        #expect(selectedLabel(session) == "Delete", "\(selectedLabel(session) ?? "nothing")")
    }
}

extension SelectionAfterReloadTests {
    @Test func aPlanWhoseActionChangesStaysSelected() async throws {
        var session = try await SubscriptionStoreTests.plans()
        session.pilot.select("Plus Premium, Monthly")
        // Another process subscribes: every other plan becomes a plan change, so its action changes but not its name.
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"), origin: "other")
        await session.tick()
        #expect(selectedLabel(session) == "Plus Premium, Monthly", "\(selectedLabel(session) ?? "nothing")")
    }
}

/// Found by QA: with Renew now selected on a subscription's transaction, `kiosk sandbox advance P1M` from another shell
/// renewed the subscription, so the transaction's subscription actions went (they apply to the newest one only), and
/// the selection moved by place onto Refund: the next Enter refunded it. An item that goes away never hands the
/// selection to one that charges or takes something away (refund, delete, expire, decline) it was not on.
extension SelectionAfterReloadTests {
    /// A subscription bought, its transaction #1 open with Renew now selected, and the clock moved a month by another
    /// process (the store's clock is shared through the ledger), so #1 is no longer the newest. Bought by another
    /// customer of the app, #1 stays unfinished (the app finishes only its customer's), so Finish is offered too.
    private func renewNowSelectedThenRenewedElsewhere(byAnotherCustomer: Bool) async throws -> StorePilot {
        var session = try StorePilot(height: 40)
        let token = byAnotherCustomer ? try CustomerBook(directory: session.directory.url).customer(named: "alice", at: Date()).appAccountToken : nil
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly", appAccountToken: token), origin: "test")
        await session.tick()
        await session.pilot.choose("Transaction manager")
        await session.pilot.choose("#1")
        session.pilot.select("Renew now")
        #expect(selectedLabel(session) == "Renew now")
        _ = try session.store.advanceClock(by: try #require(ClockStep("P1M")))
        await session.tick()
        #expect(!ScreenRows(session.pilot.state).rows.contains { $0.label == "Renew now" && $0.isSelectable }, "#1 was renewed")
        return session
    }

    @Test func anActionThatGoesAwayLeavesTheSelectionOnANeighbourThatTakesNothingAway() async throws {
        var session = try await renewNowSelectedThenRenewedElsewhere(byAnotherCustomer: true)
        #expect(selectedLabel(session) == "Finish", "\(selectedLabel(session) ?? "nothing")")
        let count = try session.store.records().count
        session.pilot.press(.enter)
        await session.tick()
        #expect(try session.store.record(1).revocationDate == nil, "one Enter refunded the transaction")
        #expect(try session.store.records().count == count)
    }

    /// With only items that take something away left (Refund, Delete), nothing is selected, whichever item went away,
    /// and the status line says so: Enter does nothing until ↑ or ↓ selects one.
    @Test func withOnlyDestructiveNeighboursLeftNothingIsSelectedAndEnterDoesNothing() async throws {
        var session = try await renewNowSelectedThenRenewedElsewhere(byAnotherCustomer: false)
        #expect(selectedLabel(session) == nil, "\(selectedLabel(session) ?? "nothing")")
        #expect(session.pilot.state.notice == "Renew now no longer applies here; nothing is selected.",
                "\(session.pilot.state.notice ?? "no notice")")
        let count = try session.store.records().count
        session.pilot.press(.enter)
        await session.tick()
        #expect(try session.store.record(1).revocationDate == nil, "one Enter refunded the transaction")
        #expect(try session.store.records().count == count, "one Enter deleted the transaction")
        #expect(session.pilot.state.current.kind == .transaction(id: 1), "Enter opened \(session.pilot.state.current.kind)")
        session.pilot.press(.down)
        #expect(selectedLabel(session) != nil, "↓ selects an item again")
    }
}

/// Found by QA (helper-115): with Decline selected on a subscription's Ask to Buy request, an approval in another shell
/// took Approve and Decline away and the selection went, silently, to "Billing issue on": the next Enter, meant as
/// Decline, made the next renewal fail. A subscription's switches change what the customer keeps or pays too, so an
/// item that goes away never hands the selection to one.
extension SelectionAfterReloadTests {
    @Test func anApprovalElsewhereNeverLeavesTheSelectionOnASubscriptionSwitch() async throws {
        var session = try StorePilot(height: 40)
        try await session.askToBuyRequestOpen("demo.plus.standard.monthly")
        session.pilot.select("Decline")
        _ = try session.anotherShell().approve(1)
        await session.tick()
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.label == "Billing issue on" && $0.isSelectable }, "\(session.pilot.screenText)")
        #expect(selectedLabel(session) == nil, "\(selectedLabel(session) ?? "nothing")")
        #expect(session.pilot.state.notice == "Decline (Ask to Buy) no longer applies here; nothing is selected.", "\(session.pilot.state.notice ?? "no notice")")
    }
}

/// Found by QA: with "Confirm the downgrade" selected on the change plan screen, a refund of the current plan in another
/// shell turned the screen into a new subscription whose Buy had the same action as Confirm (a purchase of the plan),
/// so the selection stayed on Buy, with no status line, and one Enter charged for a new subscription. A buying item that
/// stayed but now says otherwise (another label, a plan change that became a purchase) selects nothing.
extension SelectionAfterReloadTests {
    @Test func aConfirmedDowngradeThatBecameANewSubscriptionSelectsNothing() async throws {
        var session = try await PlanChangeTests.downgradeConfirmSelected()
        _ = try session.anotherShell().refund(1)
        await session.tick()
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.label.hasPrefix("Buy for") && $0.isSelectable }, "\(session.pilot.screenText)")
        #expect(selectedLabel(session) == nil, "\(selectedLabel(session) ?? "nothing")")
        #expect(session.pilot.state.notice == "Confirm the downgrade no longer applies here; nothing is selected.",
                "\(session.pilot.state.notice ?? "no notice")")
        let count = try session.store.records().count
        session.pilot.press(.enter)
        await session.tick()
        #expect(try session.store.records().count == count, "one Enter bought a new subscription")
    }

    @Test func aPlanChangeThatBecameAPurchaseOnThePlansScreenSelectsNothing() async throws {
        var session = try await SubscriptionStoreTests.plans(subscribedTo: "Plus Standard, Monthly")
        session.pilot.select("Plus Premium, Monthly")
        let rows = ScreenRows(session.pilot.state)
        guard case .open(.planChange)?? = rows.selectedRow(session.pilot.state.current.selection).map({ rows.rows[$0].action }) else {
            Issue.record("a plan change is selected")
            return
        }
        _ = try session.anotherShell().refund(1)
        await session.tick()
        #expect(selectedLabel(session) == nil, "\(selectedLabel(session) ?? "nothing")")
        #expect(session.pilot.state.notice == "Plus Premium, Monthly is no longer a plan change: choosing it now buys it; nothing is selected.",
                "\(session.pilot.state.notice ?? "no notice")")
    }
}
