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
        let shell = try session.anotherShell()
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

    /// Plus Premium, Monthly bought with a billing issue, a minute past its period's end (a renewal failed: in its
    /// grace period), and its transaction #1 open in the transaction manager.
    private func inGracePeriodTransactionOpen() async throws -> StorePilot {
        var session = try StorePilot(height: 40)
        try await session.buyWithFailedRenewal(monthly)
        await session.pilot.visit(["Transaction manager", "#1"])
        return session
    }

    @Test func fixingBillingSaysWhatItRenewedAndCharged() async throws {
        var session = try await inGracePeriodTransactionOpen()
        await session.pilot.choose("Billing issue off")
        let renewal = try session.store.record(2)
        let charged = try #require(ChargedPrice.text(renewal, locale: Locale(identifier: "en_US")))
        let said = "Billing issue off: renewed as transaction #2, charged \(charged); Plus Premium, Monthly bills again and is subscribed, until "
        let notice = session.pilot.state.notice ?? "no notice"
        #expect(notice.hasPrefix(said), "\(notice)")
        // The renewal took the subscription actions from #1: Refund and Delete are left, so nothing is selected.
        #expect(session.pilot.selectedLabel == nil, "\(session.pilot.selectedLabel ?? "nothing")")
    }

    /// Found by QA: in a grace period with auto-renew off (from another shell), "Billing issue off" ended the
    /// subscription and the grace period's access at once, where with auto-renew on it renews; neither screen said so.
    /// The item says it ends it, and the change of meaning leaves nothing selected on the transaction manager.
    @Test func fixingBillingWithAutoRenewOffSaysItEndsTheSubscription() async throws {
        var session = try await inGracePeriodTransactionOpen()
        session.pilot.select("Billing issue off")
        #expect(session.pilot.selectedLabel == "Billing issue off", "in the grace period with auto-renew on, it renews")
        _ = try session.anotherShell().setAutoRenew(of: monthly, false)
        await session.tick()
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.label == "Billing issue off (ends it: auto-renew is off)" }, "\(session.pilot.screenText)")
        #expect(session.pilot.selectedLabel == nil, "Enter would end it: \(session.pilot.selectedLabel ?? "nothing")")
        let notice = session.pilot.state.notice ?? "no notice"
        #expect(notice == "Auto-renew was turned off elsewhere: turning the billing issue off now ends the subscription; nothing is selected.", "\(notice)")
        await session.pilot.visit(["Store", "Plus Premium, Monthly"])
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.label == "Billing issue: on (turn off)" && $0.detail == "ends it: auto-renew is off" },
                "\(session.pilot.screenText)")
    }

    /// With nothing selected after that change, Enter does nothing and says so, and the first ↓ highlights the item the
    /// selection was on without moving; auto-renew turned back on elsewhere says fixing billing renews again.
    @Test func aBillingFixWhoseMeaningChangedTwiceIsNeverActedOnUnseen() async throws {
        var session = try await inGracePeriodTransactionOpen()
        session.pilot.select("Billing issue off")
        _ = try session.anotherShell().setAutoRenew(of: monthly, false)
        await session.tick()
        let records = try session.store.records().count
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.pilot.state.notice == "Nothing is selected: ↑ or ↓ selects an item.", "\(session.pilot.state.notice ?? "no notice")")
        #expect(try session.store.records().count == records && session.store.subscriptionStatuses(group: "KPLUS").first?.hasEnded == false)
        session.pilot.press(.down)
        #expect(session.pilot.selectedLabel == "Billing issue off (ends it: auto-renew is off)", "\(session.pilot.selectedLabel ?? "nothing")")
        _ = try session.anotherShell().setAutoRenew(of: monthly, true)
        await session.tick()
        #expect(session.pilot.selectedLabel == nil, "\(session.pilot.selectedLabel ?? "nothing")")
        let notice = session.pilot.state.notice ?? "no notice"
        #expect(notice == "Auto-renew was turned on elsewhere: turning the billing issue off now renews the subscription; nothing is selected.", "\(notice)")
    }

    /// The product screen's item says it in its detail: a change of it there leaves nothing selected too.
    @Test func theProductScreensBillingFixWhoseMeaningChangedLeavesNothingSelected() async throws {
        var session = try StorePilot(height: 40)
        try await session.buyWithFailedRenewal(monthly)
        await session.pilot.visit(["Store", "Plus Premium, Monthly"])
        session.pilot.select("Billing issue: on (turn off)")
        _ = try session.anotherShell().setAutoRenew(of: monthly, false)
        await session.tick()
        #expect(session.pilot.selectedLabel == nil, "\(session.pilot.selectedLabel ?? "nothing")")
        let notice = session.pilot.state.notice ?? "no notice"
        #expect(notice == "Auto-renew was turned off elsewhere: turning the billing issue off now ends the subscription; nothing is selected.", "\(notice)")
    }
}
