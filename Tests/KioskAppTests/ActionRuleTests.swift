import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

@Suite("One rule for actions: the transaction manager lists what the store does, and refuses what the store refuses")
struct ActionRuleTests {
    /// The selectable and refused action rows of a record's detail.
    private func actions(_ id: Int64, _ session: inout StorePilot) async -> (offered: [String], refused: [String: String]) {
        await session.tick()
        session.pilot.goHome()
        await session.pilot.visit(["Transaction manager", "#\(id)"])
        let rows = ScreenContent.of(session.pilot.state).rows
        let start = rows.firstIndex { $0.label == "Actions" && $0.isHeading } ?? 0
        let offered = rows[start...].prefix { !($0.isHeading && $0.label == "Details") }.filter(\.isSelectable).map(\.label)
        let refused = Dictionary(rows.filter { $0.tone == .muted && !$0.detail.isEmpty }.map { ($0.label, $0.detail) }, uniquingKeysWith: { first, _ in first })
        return (offered, refused)
    }

    @Test func anExpiredSubscriptionIsNotOfferedRenewNowAndTheStoreRefusesItToo() async throws {
        var session = try StorePilot(height: 60)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        _ = try session.store.expireSubscription(of: "demo.plus.premium.monthly")
        let shown = await actions(1, &session)
        #expect(shown.refused["Renew now"] == "already expired")
        #expect(!shown.offered.contains("Renew now"))
        #expect(throws: MarketplaceError.self) { try session.store.forceRenewal(of: "demo.plus.premium.monthly") }
        #expect(shown.refused["Billing issue on"] == "already expired", "an ended subscription never renews, so billing does not apply")
        #expect(throws: MarketplaceError.self) { try session.store.setBillingIssue(of: "demo.plus.premium.monthly", true) }
    }

    @Test func everyRecordActionTheScreenRefusesTheStoreRefusesWithTheSameReason() async throws {
        var session = try StorePilot(height: 60)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.lifetime"), origin: "test")
        let shown = await actions(1, &session)
        #expect(shown.offered.contains("Refund") && !shown.offered.contains("Approve (Ask to Buy)"))
        let approve = #expect(throws: MarketplaceError.self) { try session.store.approve(1) }
        #expect(approve?.message.contains(try #require(shown.refused["Approve (Ask to Buy)"])) == true)
        let resolve = #expect(throws: MarketplaceError.self) { try session.store.resolve(1) }
        #expect(resolve?.message.contains(try #require(shown.refused["Resolve (interrupted)"])) == true)
        _ = try session.store.refund(1)
        let after = await actions(1, &session)
        #expect(after.refused["Refund"] == "already refunded")
        #expect(throws: MarketplaceError.self) { try session.store.refund(1) }
    }
}
