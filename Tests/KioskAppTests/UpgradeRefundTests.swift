import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

/// Found by QA: the transaction manager refunded an upgrade's net charge alone, and refused the plan it replaced, so
/// the unused rest credited against the upgrade was lost. Refunding the upgrade gives it back too, and the result and
/// the transaction's details say what came back, read from the ledger.
@Suite("Refunding an upgrade in the transaction manager")
struct UpgradeRefundTests {
    /// Standard, Yearly ($83.99) upgraded after a day to Premium, Yearly ($119.99): $83.76 credited, $36.23 charged.
    /// The customer had Kiosk Plus's introductory offer (Premium, Yearly's free week), so the upgrade is charged its price.
    private func upgraded(_ session: inout StorePilot) async throws -> LedgerRecord {
        try session.store.set(try SettingOverride(key: "time-rate", value: "0"))
        guard case .completed = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly"), origin: "test") else {
            throw StorePilot.NotBought(productID: "demo.plus.premium.yearly")
        }
        _ = try session.store.expireSubscription(of: "demo.plus.premium.yearly")
        guard case .completed = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.yearly"), origin: "test") else {
            throw StorePilot.NotBought(productID: "demo.plus.standard.yearly")
        }
        session.clock.advance(by: 86_400)
        guard case .completed(let upgrade) = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly"), origin: "test") else {
            throw StorePilot.NotBought(productID: "demo.plus.premium.yearly")
        }
        #expect(upgrade.priceMilliunits == 36_230, "119.99 less the 83.76 left of 83.99")
        await session.tick()
        return upgrade
    }

    /// `upgraded(_:)`, renewed first when `renewedFirst` (so the upgrade is an older period), then downgraded to Standard,
    /// Yearly, which waits for the next renewal; the upgrade's transaction.
    private func downgradeWaits(_ session: inout StorePilot, renewedFirst: Bool = false) async throws -> LedgerRecord {
        let upgrade = try await upgraded(&session)
        if renewedFirst { _ = try session.store.forceRenewal(of: "demo.plus.premium.yearly") }
        guard case .planChangeScheduled = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.yearly"), origin: "test") else {
            throw StorePilot.NotBought(productID: "demo.plus.standard.yearly")
        }
        await session.tick()
        return upgrade
    }

    /// What the screen says, its rows' words in one line (however they wrap).
    private func words(_ session: StorePilot) -> String {
        ScreenContent.of(session.pilot.state).rows.map { "\($0.label) \($0.detail)" }.joined(separator: " ")
    }

    @Test func theRefundGivesBackTheChargeAndTheRestCreditedToIt() async throws {
        var session = try StorePilot(height: 60)
        let upgrade = try await upgraded(&session)
        await session.pilot.visit(["Transaction manager", "#\(upgrade.id)", "Refund", "Refund transaction #\(upgrade.id)"])
        let date = try #require(try session.store.record(upgrade.id).revocationDate)
        #expect(session.pilot.state.current.outcome == .succeeded("Transaction #\(upgrade.id) refunded on \(DateText.day(date)) ($119.99 back: "
            + "the $36.23 it charged and the unused rest of the old plan credited to it, $83.76): Plus Premium, Yearly is revoked."))
        session.pilot.press(.escape)
        let refunded = ScreenContent.of(session.pilot.state).rows.first { $0.label == "Refunded" }
        #expect(refunded?.detail == "$119.99 back: the $36.23 it charged and the unused rest of the old plan credited to it, $83.76")
    }

    /// Found by QA: an upgrade whose old plan's rest was more than the new price said the surplus was refunded, but the
    /// replaced transaction's details showed no such refund. They show it, read from the ledger where the upgrade
    /// recorded it: Standard, Yearly ($83.99) upgraded after a day to Premium, Monthly ($12.99), $70.77 refunded.
    @Test func theReplacedTransactionShowsTheRestTheUpgradeRefunded() async throws {
        var session = try StorePilot(height: 60)
        try session.store.set(try SettingOverride(key: "time-rate", value: "0"))
        guard case .completed(let old) = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.yearly"), origin: "test") else {
            throw StorePilot.NotBought(productID: "demo.plus.standard.yearly")
        }
        session.clock.advance(by: 86_400)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        await session.tick()
        await session.pilot.visit(["Transaction manager", "  └ #\(old.id)"])
        let row = ScreenContent.of(session.pilot.state).rows.first { $0.label == "Unused rest refunded" }
        #expect(row?.detail == "$70.77, when an upgrade replaced it", "\(words(session))")
    }

    /// Found by QA: the refund question of an upgrade said "Price charged $36.23 … gives back what it charged", while
    /// the refund gave back $119.99, the rest credited to it too. The question says what the store's refund gives back,
    /// worked out by the store's own code (`SandboxStore.refundAmount(of:)`), and the refund gives back just that.
    @Test func theQuestionSaysWhatTheRefundGivesBack() async throws {
        var session = try StorePilot(height: 60)
        let upgrade = try await upgraded(&session)
        await session.pilot.visit(["Transaction manager", "#\(upgrade.id)", "Refund"])
        let back = "($119.99 back: the $36.23 it charged and the unused rest of the old plan credited to it, $83.76)"
        #expect(words(session).contains("Refunding revokes it now \(back)"), "\(words(session))")
        await session.pilot.choose("Refund transaction #\(upgrade.id)")
        let refunded = try #require(try session.store.refunded(session.store.record(upgrade.id)))
        #expect(ManageText.back(refunded, locale: Locale(identifier: "en_US")) == " \(back)", "it gave back what the question said")
    }

    /// Found by QA: with a downgrade waiting for the next renewal, the refund question of the subscription's newest
    /// transaction said nothing of it, though the refund revokes the subscription and the downgrade lapses with it.
    /// Refunding an older period, which leaves the subscription going on, leaves the downgrade waiting and says nothing.
    @Test func theQuestionSaysAWaitingDowngradeIsDropped() async throws {
        var session = try StorePilot(height: 60)
        let upgrade = try await downgradeWaits(&session)
        await session.pilot.visit(["Transaction manager", "#\(upgrade.id)", "Refund"])
        let dropped = "the change to Plus Standard, Yearly waiting for the next renewal is dropped"
        #expect(words(session).contains(dropped), "\(words(session))")
        await session.pilot.choose("Refund transaction #\(upgrade.id)")
        let status = try #require(try session.store.subscriptionStatus(containing: session.store.record(upgrade.id)))
        #expect(status.scheduledPlanChange == nil && !status.renewalInfo.willAutoRenew, "the refund dropped the downgrade, as the question said")

        // An older period's refund: the subscription (renewed since into Premium, Yearly) goes on, the downgrade with it.
        var older = try StorePilot(height: 60)
        let first = try await downgradeWaits(&older, renewedFirst: true)
        await older.pilot.visit(["Transaction manager", "  └ #\(first.id)", "Refund"])
        #expect(words(older).contains("only this period is revoked") && !words(older).contains("dropped"), "\(words(older))")
        await older.pilot.choose("Refund transaction #\(first.id)")
        #expect(try older.store.subscriptionStatus(of: "demo.plus.premium.yearly")?.scheduledPlanChange == "demo.plus.standard.yearly",
                "the downgrade still waits, as the question said")
    }
}

extension UpgradeRefundTests {
    /// Found by QA: the refund's result did not say that the downgrade waiting for the next renewal was dropped,
    /// though the question did. The result says so, read back from the ledger: the subscription is revoked and no
    /// longer renews into it. Refunding an older period, which leaves the subscription and the downgrade going on, says nothing of it.
    @Test func theResultSaysAWaitingDowngradeWasDropped() async throws {
        var session = try StorePilot(height: 60)
        let upgrade = try await downgradeWaits(&session)
        await session.pilot.visit(["Transaction manager", "#\(upgrade.id)", "Refund", "Refund transaction #\(upgrade.id)"])
        let result = OutcomeText.describe(try #require(session.pilot.state.current.outcome))
        #expect(result.hasSuffix("Plus Premium, Yearly is revoked; the change to Plus Standard, Yearly waiting for the next renewal is dropped."), "\(result)")

        var older = try StorePilot(height: 60)
        let first = try await downgradeWaits(&older, renewedFirst: true)
        await older.pilot.visit(["Transaction manager", "  └ #\(first.id)", "Refund", "Refund transaction #\(first.id)"])
        let olderResult = OutcomeText.describe(try #require(older.pilot.state.current.outcome))
        #expect(olderResult.contains("the subscription goes on") && !olderResult.contains("dropped"), "\(olderResult)")
    }

    /// A refund request granted in the transaction manager is the same refund, and says the same.
    @Test func aGrantedRequestSaysAWaitingDowngradeWasDropped() async throws {
        var session = try StorePilot(height: 60)
        let upgrade = try await downgradeWaits(&session)
        try session.store.requestRefund(of: upgrade.id, reason: .other)
        await session.tick()
        await session.pilot.visit(["Transaction manager", "#\(upgrade.id)", "Grant the refund request now", "Grant the refund request on"])
        let result = OutcomeText.describe(try #require(session.pilot.state.current.outcome))
        #expect(result.hasSuffix("is refunded and revoked; the change to Plus Standard, Yearly waiting for the next renewal is dropped."), "\(result)")
    }

    /// Found by QA: the customer's refund request sheet of an upgrade said "charged $36.23", while granting it gives
    /// back $119.99, the rest credited to it too. The sheet says what a granted refund gives back, as the transaction
    /// manager's question does (`SandboxStore.refundAmount(of:)`, worded by `ManageText.back`), and the result, granted
    /// at once, says what it gave back, read back from the ledger, and that the waiting downgrade is dropped, as the
    /// sheet said.
    @Test func theRequestSheetSaysWhatGrantingGivesBack() async throws {
        var session = try StorePilot(height: 60)
        let upgrade = try await downgradeWaits(&session)
        try session.store.set(try SettingOverride(key: "refund-review", value: "immediate"))
        await session.tick()
        await session.pilot.visit(["My purchases", "Request a refund: Plus Premium, Yearly", RefundReason.other.displayName])
        let back = "($119.99 back: the $36.23 it charged and the unused rest of the old plan credited to it, $83.76)"
        #expect(words(session).contains("If granted, the refund revokes it \(back), and the change to Plus Standard, Yearly waiting for the next "
                                        + "renewal is dropped."), "\(words(session))")
        await session.pilot.choose("Send the refund request")
        let refunded = try #require(try session.store.refunded(session.store.record(upgrade.id)))
        #expect(ManageText.back(refunded, locale: Locale(identifier: "en_US")) == " \(back)", "it gave back what the sheet said")
        let result = OutcomeText.describe(try #require(session.pilot.state.current.outcome))
        #expect(result == "The refund was granted \(back); the purchase is revoked, and the change to Plus Standard, Yearly waiting for the next "
                + "renewal is dropped.", "\(result)")
    }
}
