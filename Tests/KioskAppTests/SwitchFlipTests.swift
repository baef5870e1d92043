import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

/// Found by QA: the Transaction Manager's switches (Cancel or Resume auto-renew, Billing issue on or off) flipped under
/// the selection after another shell's change, with no notice, so Enter did the opposite of what was chosen; and after
/// the user's own Billing issue off, which renewed the subscription, the status line spoke of the selection only,
/// never of the renewal it made and what it charged.
@Suite("A switch flipped by another process says so, and fixing billing says what it renewed")
struct SwitchFlipTests {
    private let monthly = "demo.plus.premium.monthly"

    /// Another shell on the same state directory (`kiosk sandbox …`): a store of its own on the same ledger.
    private func anotherShell(_ session: StorePilot) throws -> SandboxStore {
        try SandboxStore(catalog: .demo, stateDirectory: session.directory.url, clock: session.clock)
    }

    /// Plus Premium, Monthly bought, and its transaction #1 open in the transaction manager.
    private func subscriptionTransactionOpen() async throws -> StorePilot {
        var session = try StorePilot(height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: monthly), origin: "test")
        await session.tick()
        await session.pilot.visit(["Transaction manager", "#1"])
        return session
    }

    @Test(arguments: [
        ("Cancel auto-renew", "Resume auto-renew", "Auto-renew was turned off elsewhere; this now resumes it."),
        ("Billing issue on", "Billing issue off", "A billing issue was turned on elsewhere; this now turns it off."),
    ])
    func aSwitchFlippedElsewhereSaysWhatEnterNowDoes(selected: String, flipped: String, notice: String) async throws {
        var session = try await subscriptionTransactionOpen()
        session.pilot.select(selected)
        let shell = try anotherShell(session)
        _ = try selected == "Cancel auto-renew" ? shell.setAutoRenew(of: monthly, false) : shell.setBillingIssue(of: monthly, true)
        await session.tick()
        #expect(session.pilot.selectedLabel == flipped, "\(session.pilot.selectedLabel ?? "nothing")")
        #expect(session.pilot.state.notice == notice, "\(session.pilot.state.notice ?? "no notice")")
    }

    @Test func theUsersOwnSwitchSaysNothingOfElsewhere() async throws {
        var session = try await subscriptionTransactionOpen()
        await session.pilot.choose("Cancel auto-renew")
        await session.tick()
        #expect(session.pilot.selectedLabel == "Resume auto-renew")
        #expect(session.pilot.state.notice == nil, "\(session.pilot.state.notice ?? "")")
    }

    @Test func fixingBillingSaysWhatItRenewedAndCharged() async throws {
        var session = try StorePilot(height: 40)
        guard case .completed(let bought) = try session.store.purchase(PurchaseRequest(productID: monthly), origin: "test") else {
            Issue.record("not bought")
            return
        }
        _ = try session.store.setBillingIssue(of: monthly, true)
        session.clock.set(try #require(bought.expirationDate).addingTimeInterval(60))
        await session.tick()
        await session.pilot.visit(["Transaction manager", "#1"])
        await session.pilot.choose("Billing issue off")
        let renewal = try session.store.record(2)
        let charged = try #require(ChargedPrice.text(renewal, locale: Locale(identifier: "en_US")))
        let said = "Billing issue off: renewed as transaction #2, charged \(charged); Plus Premium, Monthly bills again and is subscribed, until "
        let notice = session.pilot.state.notice ?? "no notice"
        #expect(notice.hasPrefix(said), "\(notice)")
        // The renewal took the subscription actions from #1: Refund and Delete are left, so nothing is selected.
        #expect(session.pilot.selectedLabel == nil, "\(session.pilot.selectedLabel ?? "nothing")")
    }
}
