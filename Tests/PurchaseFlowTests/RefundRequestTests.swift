import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Refund requests: reviewed on the sandbox clock, granted or declined; the store's sheets and their errors")
struct RefundRequestTests {
    @Test func aRequestGrantedAfterTheDelayIsSeenRevokedThroughTheUpdates() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let lifetime = try #require(try await sandbox.buy("demo.lifetime").transaction)
        try await sandbox.marketplace.finish(lifetime)
        var updates = sandbox.marketplace.transactionUpdates().makeAsyncIterator()
        let request = try sandbox.marketplace.requestRefund(for: lifetime, reason: .unintendedPurchase)
        #expect(request.status == .pending && request.reviewDate == SandboxHarness.start.addingTimeInterval(48 * 3_600))
        let twice = #expect(throws: MarketplaceError.self) { try sandbox.store.requestRefund(of: Int64(lifetime.id), reason: .other) }
        #expect(twice?.message == "Transaction \(lifetime.id) already has a refund request waiting for review.")

        sandbox.clock.advance(by: 47 * 3_600)
        #expect(try await sandbox.entitledProductIDs() == ["demo.lifetime"])
        sandbox.clock.advance(by: 3_600)
        // Another process on the ledger reaches the review date; this client hears of the revocation.
        _ = try sandbox.reopened().store.catchUp()
        let update = try #require(try await PendingPurchaseTests.next(&updates).verifiedTransaction)
        #expect(update.id == lifetime.id && update.revocationDate == sandbox.clock.now() && update.revocationReason == .other)
        #expect(try await sandbox.entitledProductIDs().isEmpty)
        #expect(try sandbox.store.ledger.refundRequests().map(\.status) == [.granted])
    }

    @Test func aDeclinedRequestChangesNothing() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let monthly = try #require(try await sandbox.buy("demo.plus.standard.monthly").transaction)
        let pending = try sandbox.store.requestRefund(of: Int64(monthly.id), reason: .unsatisfiedWithPurchase)
        #expect(try sandbox.store.reviewRefundRequests(grant: false).map(\.id) == [pending.id])
        try sandbox.set("refund-review", "decline")
        let declined = try sandbox.store.requestRefund(of: Int64(monthly.id), reason: .other)
        #expect(declined.status == .declined && declined.decidedAt == SandboxHarness.start)
        sandbox.clock.advance(by: 7 * 86_400)
        #expect(try await sandbox.entitledProductIDs() == ["demo.plus.standard.monthly"])
        #expect(try sandbox.store.record(Int64(monthly.id)).revocationDate == nil)
    }

    @Test func anImmediateReviewGrantsAtOnceWithTheReasonsRevocation() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let monthly = try #require(try await sandbox.buy("demo.plus.standard.monthly").transaction)
        try sandbox.set("refund-review", "immediate")
        let granted = try sandbox.store.requestRefund(of: Int64(monthly.id), reason: .fulfillmentIssue)
        #expect(granted.status == .granted)
        #expect(try sandbox.store.record(Int64(monthly.id)).revocationReason == .developerIssue)
        #expect(try await sandbox.entitledProductIDs().isEmpty)
        let again = #expect(throws: MarketplaceError.self) { try sandbox.store.requestRefund(of: Int64(monthly.id), reason: .other) }
        #expect(again?.message == "Transaction \(monthly.id) was already refunded.")
        #expect(throws: SettingError("'soon' is not a refund review: expected immediate, decline or a delay such as 48h or P2D.")) {
            try SettingOverride(key: "refund-review", value: "soon")
        }
        try sandbox.set("refund-review", "P3D")
        #expect(try sandbox.store.settings().refundReview == .delay(ClockStep("P3D")!))
    }

    @Test func eachSheetHonoursItsSimulatedError() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let lifetime = try #require(try await sandbox.buy("demo.lifetime").transaction)
        for (key, sheet) in [("refund-request-sheet", StoreSheet.refundRequest), ("manage-subscriptions-sheet", .manageSubscriptions),
                             ("offer-code-redeem-sheet", .offerCodeRedeem)] {
            try sandbox.set("error.\(key)", "networkError")
            let error = #expect(throws: MarketplaceError.self) { try sandbox.marketplace.openSheet(sheet) }
            #expect(error?.message == "\(sheet.api.name) failed with the simulated error networkError, as the sandbox settings ask.")
            if sheet == .refundRequest {
                #expect(throws: MarketplaceError.simulated(.networkError, in: .refundRequestSheet)) {
                    try sandbox.marketplace.requestRefund(for: lifetime, reason: .other)
                }
                #expect(try sandbox.store.ledger.refundRequests().isEmpty)
            }
            try sandbox.set("error.\(key)", "off")
            try sandbox.marketplace.openSheet(sheet)
        }
        #expect(try sandbox.marketplace.requestRefund(for: lifetime, reason: .other).status == .pending)
    }
}
