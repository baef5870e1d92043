import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found in review: after one long advance of the clock the outbox was not in time order. The lapses (the end of a grace
/// period, an expiration) were written after every renewal of the catch-up, a failed renewal before the other
/// subscriptions' earlier renewals, and a refund reviewed during the advance before an earlier expiration; a refund
/// that revoked a subscription in billing retry hid the end of its grace period, which small steps had told.
@Suite("One long advance writes the notifications small steps write, in time order")
struct NotificationTimeOrderTests {
    /// What a test buys and sets before the clock moves.
    enum Scenario: String, CaseIterable, CustomTestStringConvertible {
        /// The weekly plan renews all along; the news plan fails to bill, is in grace, then in billing retry until it expires.
        case renewalsAroundLapses
        /// The weekly plan was cancelled (it expires voluntarily); a refund of coins is reviewed after that and before the
        /// news plan, which fails to bill, ends its grace period.
        case refundAmongLapses
        /// The news plan fails to bill, and a refund of it is reviewed after its grace period ended.
        case refundAfterTheGracePeriod

        var testDescription: String { rawValue }
    }

    /// One notification as the outbox keeps it: its id, type, subtype, transaction, original transaction and date.
    struct Written: Hashable, CustomStringConvertible {
        var id: Int64, type: String, subtype: String, transactionID: Int64?, originalID: Int64?, createdAt: Timestamp

        var description: String {
            "#\(id) \(type) \(subtype) \(transactionID.map(String.init) ?? "-")/\(originalID.map(String.init) ?? "-") \(createdAt.date)"
        }
    }

    /// The outbox, in id order, after setting up `scenario` on a fresh state directory and advancing the clock by each step
    /// in turn, each followed by a read of the store as the next command's would be.
    static func outbox(_ scenario: Scenario, advancing steps: [String]) throws -> [Written] {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        try sandbox.set("billing-grace-period", "on")
        let weekly = try sandbox.completed(PurchaseRequest(productID: "demo.plus.basic.weekly"))
        let news = try sandbox.completed(PurchaseRequest(productID: "demo.news.digital.monthly"))
        try sandbox.store.setBillingIssue(of: news.productID, true)
        switch scenario {
        case .renewalsAroundLapses:
            break
        case .refundAmongLapses:
            try sandbox.store.setAutoRenew(of: weekly.productID, false)
            try sandbox.set("refund-review", "P20D")
            let coins = try sandbox.completed(PurchaseRequest(productID: "demo.coins.100"))
            try sandbox.store.requestRefund(of: coins.id, reason: .other)
        case .refundAfterTheGracePeriod:
            try sandbox.set("refund-review", "P50D")
            try sandbox.store.requestRefund(of: news.id, reason: .other)
        }
        for step in steps {
            try sandbox.store.advanceClock(by: try #require(ClockStep(step)))
            try sandbox.store.catchUp()
        }
        return try sandbox.store.notifications().map {
            Written(id: $0.id, type: $0.type.rawValue, subtype: $0.subtype?.rawValue ?? "-", transactionID: $0.transactionID,
                    originalID: $0.originalID, createdAt: $0.createdAt)
        }
    }

    @Test(arguments: Scenario.allCases)
    func oneAdvanceWritesWhatDailyStepsWriteInTheirOrder(_ scenario: Scenario) throws {
        let once = try Self.outbox(scenario, advancing: ["P100D"])
        let daily = try Self.outbox(scenario, advancing: Array(repeating: "P1D", count: 100))
        #expect(once == daily, "one advance:\n\(once.map(\.description).joined(separator: "\n"))\ndaily:\n\(daily.map(\.description).joined(separator: "\n"))")
        #expect(once.map(\.createdAt) == once.map(\.createdAt).sorted(), "ids follow the dates: \(once.map(\.description))")
        #expect(daily.map(\.createdAt) == daily.map(\.createdAt).sorted(), "ids follow the dates: \(daily.map(\.description))")
    }

    @Test func theRefundComesAfterTheExpirationBeforeItAndTheGracePeriodsEndIsToldBeforeARefund() throws {
        let day: TimeInterval = 86_400
        // The weekly plan's renewals left out: the other test checks they are in their places.
        func told(_ outbox: [Written]) -> [String] {
            outbox.filter { $0.type != "DID_RENEW" }.map { "\($0.type) \($0.subtype) day \(Int(($0.createdAt.date.timeIntervalSince(SandboxHarness.start) / day).rounded()))" }
        }
        #expect(told(try Self.outbox(.refundAmongLapses, advancing: ["P100D"])) == [
            "SUBSCRIBED INITIAL_BUY day 0", "SUBSCRIBED INITIAL_BUY day 0", "DID_CHANGE_RENEWAL_STATUS AUTO_RENEW_DISABLED day 0",
            "ONE_TIME_CHARGE - day 0", "CONSUMPTION_REQUEST - day 0",
            "EXPIRED VOLUNTARY day 7", "REFUND - day 20", "DID_FAIL_TO_RENEW GRACE_PERIOD day 31",
            "GRACE_PERIOD_EXPIRED - day 47", "EXPIRED BILLING_RETRY day 91",
        ])
        #expect(told(try Self.outbox(.refundAfterTheGracePeriod, advancing: ["P100D"])) == [
            "SUBSCRIBED INITIAL_BUY day 0", "SUBSCRIBED INITIAL_BUY day 0", "CONSUMPTION_REQUEST - day 0",
            "DID_FAIL_TO_RENEW GRACE_PERIOD day 31", "GRACE_PERIOD_EXPIRED - day 47", "REFUND - day 50",
        ])
    }
}
