import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Everything due inside one advance of the clock happens in time order, as in small steps")
struct CatchUpOrderTests {
    /// The ledger after buying the premium monthly plan in real time, asking for its refund (reviewed as
    /// `review` says) and advancing the clock by each step in turn, each followed by a read of the store as
    /// the next command's would be.
    static func ledger(review: String = "48h", advancing steps: [String]) throws -> LedgerFacts {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        try sandbox.set("refund-review", review)
        guard case .completed(let bought) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly")) else {
            throw MarketplaceError(.unknown, "the monthly plan was not bought")
        }
        try sandbox.store.requestRefund(of: bought.id, reason: .other)
        for step in steps {
            try sandbox.store.advanceClock(by: try #require(ClockStep(step)))
            try sandbox.store.catchUp()
        }
        return try LedgerFacts(sandbox.store)
    }

    @Test func aReviewBeforeTheRenewalRevokesTheSubscriptionHoweverTheClockIsAdvanced() throws {
        let once = try Self.ledger(advancing: ["P1M"])
        #expect(try Self.ledger(advancing: ["P3D", "P28D"]) == once)
        #expect(try Self.ledger(advancing: Array(repeating: "1d", count: 31)) == once)
        let reviewDate = SandboxHarness.start.addingTimeInterval(48 * 3_600)
        #expect(once.transactions.count == 1 && once.transactions.first?.revocationDate == reviewDate, "revoked at its review, never renewed")
        #expect(once.subscriptions.map(\.isRevoked) == [true])
        #expect(once.refundRequests.map(\.status) == [.granted] && once.refundRequests.first?.decidedAt == reviewDate)
    }

    @Test func renewalsDueBeforeTheReviewComeFirstHoweverTheClockIsAdvanced() throws {
        // Reviewed after 45 days: the renewal on 1 February comes first, so only the first period is refunded.
        let once = try Self.ledger(review: "P45D", advancing: ["P2M"])
        #expect(try Self.ledger(review: "P45D", advancing: ["P44D", "P15D"]) == once)
        #expect(try Self.ledger(review: "P45D", advancing: Array(repeating: "1d", count: 59)) == once)
        #expect(once.transactions.map { $0.revocationDate != nil } == [true, false, false], "the old period refunded, the renewals not")
        #expect(once.subscriptions.map(\.isRevoked) == [false])
    }
}

extension CatchUpOrderTests {
    @Test(arguments: ["refund", "refund request"])
    func aRefundAfterARenewalFellDueRefundsOnlyTheOldPeriod(way: String) throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        try sandbox.set("refund-review", "immediate")
        guard case .completed(let bought) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly")) else {
            Issue.record("the monthly plan was not bought")
            return
        }
        // The renewal falls due while nothing reads the store; the refund comes after it.
        sandbox.clock.set(try #require(bought.expirationDate).addingTimeInterval(60))
        if way == "refund" {
            try sandbox.store.refund(bought.id)
        } else {
            try sandbox.store.requestRefund(of: bought.id, reason: .other)
        }
        let records = try sandbox.store.records()
        #expect(records.map { $0.revocationDate != nil } == [true, false], "the renewal came first; only the old period is refunded")
        #expect(try sandbox.store.subscriptionStatuses(group: "KPLUS").map(\.state) == [.subscribed])
    }
}

extension CatchUpOrderTests {
    /// The ledger after buying the weekly plan, then a day later the monthly news plan (another group), in real time,
    /// and advancing the clock by each step in turn, each followed by a read of the store.
    static func twoGroups(advancing steps: [String]) throws -> (facts: LedgerFacts, records: [LedgerRecord]) {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly"))
        try sandbox.store.advanceClock(by: try #require(ClockStep("P1D")))
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.news.digital.monthly"))
        for step in steps {
            try sandbox.store.advanceClock(by: try #require(ClockStep(step)))
            try sandbox.store.catchUp()
        }
        return (try LedgerFacts(sandbox.store), try sandbox.store.records())
    }

    /// Found by QA: one long advance over two subscriptions numbered every renewal of the first before any of the
    /// second (the weekly plan's renewal of 7 January was transaction 7, the news plan's of 4 January transaction 8),
    /// though the clock makes what falls due in time order, as in small steps, where the news renewal came first.
    @Test func renewalsOfSeveralSubscriptionsAreNumberedInTimeOrder() throws {
        let once = try Self.twoGroups(advancing: ["P40D"])
        let daily = try Self.twoGroups(advancing: Array(repeating: "P1D", count: 40))
        #expect(once.records.count == 8, "six weekly renewals and one monthly, after the two purchases")
        let byID = once.records.sorted { $0.id < $1.id }
        #expect(byID.map(\.purchaseDate) == byID.map(\.purchaseDate).sorted(), "\(byID.map { "\($0.id) \($0.productID) \($0.purchaseDate)" })")
        #expect(once.facts == daily.facts, "one advance makes the ledger small steps make")
        #expect(once.records.map(\.id) == daily.records.map(\.id))
    }
}
