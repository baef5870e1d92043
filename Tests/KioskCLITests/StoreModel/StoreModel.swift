import Foundation
import PaywallModel
@testable import PurchaseFlow

/// A small reference model of the sandbox store's rules at real time, written from the rules (StoreKit's),
/// not from the store's code: what each group's subscription is, which product renews next, when each
/// renewal was charged, billing trouble, which requests and refund requests wait, what was bought.
///
/// Transaction ids are the store's (read from what each operation returns); everything else is the model's own.
struct StoreModel {
    /// One subscription: a chain of transactions sharing an original id.
    struct Subscription: Equatable {
        var originalID: Int64
        var productID: String
        /// When the paid (or trial) period in force ends.
        var periodEnd: Timestamp
        /// The run of periods the one in force belongs to: periods of one product on the same terms, each starting where
        /// the last ended. Calendar periods end on the anniversary of the run's start (the same day of the month, the
        /// last day of a shorter one), so a run is counted from its start, not from the last period's end.
        var run = Run(terms: "", start: Timestamp(milliseconds: 0), periods: 0)
        var willRenew: Bool
        var renewProductID: String
        var isRevoked = false
        /// Pay-as-you-go offer periods still to renew at the offer's price, and their length.
        var offerPeriodsLeft = 0
        var offerPeriod: SubscriptionPeriod?
        /// A subscriber's code offer for the next renewal.
        var pendingCode: SubscriptionOffer?
        /// When each renewal charged so far started.
        var renewalStarts: [Timestamp] = []
        /// Transactions so far (purchase, plan changes now, renewals): the newest is number `transactions`.
        var transactions = 1
        /// Renewals fail to bill (`billing-issue PRODUCT on`).
        var hasBillingIssue = false
        /// Where the failed renewal's billing retry started (the period's end), while it lasts.
        var retryStart: Timestamp?
        /// The customer whose purchase made its newest transaction now (renewals carry the one before).
        var buyer = Customer.defaultName
        /// The app account token of its newest purchase (nil for one made without, as `kiosk sandbox buy`): only a
        /// purchase for the same app account continues it once it has ended.
        var appAccountToken: UUID?
    }

    /// A run of periods: on which terms (product and offer), from when, how many so far.
    struct Run: Equatable {
        var terms: String
        var start: Timestamp
        var periods: Int
    }

    /// Where a subscription stands, as StoreKit's renewal states.
    enum State: Equatable {
        case subscribed, inGracePeriod, inBillingRetry, expired, revoked
    }

    /// A refund request for a subscription's transaction, reviewed at `reviewAt`.
    struct RefundRequest: Equatable {
        var group: String
        var originalID: Int64
        /// Which transaction of the subscription it is for (see `Subscription.transactions`).
        var transaction: Int
        var reviewAt: Timestamp
    }

    /// How refund requests are reviewed (the `refund-review` setting).
    enum RefundReview: String, CaseIterable, Hashable {
        case immediate, decline, later = "48h"
    }

    /// Where an Ask to Buy or interrupted request stands (`scheduled`: approved as a plan change at the next
    /// renewal; then `applied` by that renewal, or `lapsed` when the subscription ends or changes first).
    enum RequestState: Equatable {
        case askToBuy, interrupted, completed, declined, scheduled, applied, lapsed
    }

    /// A request for a product (with a code offer's reference name, when redeemed); a scheduled one waits on the group's
    /// subscription with `originalID`.
    struct Request: Equatable {
        var productID: String
        var state: RequestState
        var code: String?
        /// The offer code sidecar's code it holds (upper-cased), given back when it is declined.
        var listedCode: String?
        var group: String?
        var originalID: Int64?
        /// The customer who asked.
        var customer = Customer.defaultName
    }

    let catalog: Catalog
    var now: Timestamp
    var isAskToBuyOn = false
    var isInterruptedOn = false
    var isGracePeriodOn = false
    var refundReview = RefundReview.later
    /// Each group's newest subscription.
    var subscriptions: [String: Subscription] = [:]
    /// Each group's older subscriptions, ended.
    var endedSubscriptions: [String: [Subscription]] = [:]
    /// Groups whose introductory offer the customer had (refunded since or not): no introductory offer there any more.
    var introOfferGroups: Set<String> = []
    /// Non-consumables owned (completed and not refunded).
    var owned: Set<String> = []
    /// Each non-consumable's newest purchase (its original id) and the customer who bought it, refunded or not.
    var nonConsumablePurchases: [String: (originalID: Int64, buyer: String)] = [:]
    /// For each refunded non-consumable, the customers whose purchases of it were refunded.
    var refunded: [String: Set<String>] = [:]
    /// Completed consumable transactions.
    var consumablesBought = 0
    /// Every request by transaction id.
    var requests: [Int64: Request] = [:]
    /// Refund requests waiting for review, oldest first.
    var refundRequests: [RefundRequest] = []
    /// How often each listed offer code (upper-cased) was used by a redemption that holds it.
    var codeUses: [String: Int] = [:]
    /// Transaction chains (original ids) a restore moved to a customer.
    var restoredTo: [Int64: String] = [:]
    /// Completed consumable transactions not yet delivered, and the customer each belongs to.
    var undeliveredConsumables: [Int64: (productID: String, customer: String)] = [:]
    /// Each customer's balances by key.
    var balances: [String: [String: Int]] = [:]

    func product(_ id: String) -> Product { catalog.product(withID: id)! }

    /// `period` after `start` on the Gregorian calendar, `times` over.
    static func end(of period: SubscriptionPeriod, times: Int = 1, from start: Timestamp) -> Timestamp {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var components = DateComponents()
        switch period.unit {
        case .day: components.day = period.value * times
        case .week: components.day = 7 * period.value * times
        case .month: components.month = period.value * times
        case .year: components.year = period.value * times
        }
        return Timestamp(calendar.date(byAdding: components, to: start.date)!)
    }

    static func days(_ count: Int, after start: Timestamp) -> Timestamp {
        Timestamp(milliseconds: start.milliseconds + Int64(count) * 86_400_000)
    }

    // MARK: States

    /// When a subscription's grace period (its start, with grace off) and billing retry end.
    func retryWindow(of subscription: Subscription) -> (graceEnd: Timestamp, retryEnd: Timestamp)? {
        guard let start = subscription.retryStart else { return nil }
        let period = product(subscription.productID).subscription!.period
        let grace = isGracePeriodOn ? (period <= .week ? 6 : 16) : 0
        return (Self.days(grace, after: start), Self.days(SandboxStore.billingRetryDays, after: start))
    }

    func state(of subscription: Subscription) -> State {
        if subscription.isRevoked { return .revoked }
        if let window = retryWindow(of: subscription) {
            return now < window.graceEnd ? .inGracePeriod : now < window.retryEnd ? .inBillingRetry : .expired
        }
        return subscription.periodEnd > now ? .subscribed : .expired
    }

    /// When the access a subscription gives ends: the end of its grace period while in one, else its period's end.
    func accessEnd(of subscription: Subscription) -> Timestamp {
        guard let window = retryWindow(of: subscription) else { return subscription.periodEnd }
        return max(subscription.periodEnd, window.graceEnd)
    }

    /// Whether a subscription still renews: it wants to, and it has not expired or been revoked.
    func renews(_ subscription: Subscription) -> Bool {
        subscription.willRenew && state(of: subscription) != .expired && state(of: subscription) != .revoked
    }

    /// The group's subscription in its period now (`subscribed`).
    func active(in group: String) -> Subscription? {
        subscriptions[group].flatMap { state(of: $0) == .subscribed ? $0 : nil }
    }

    /// The group's subscription that has not ended: subscribed, in its grace period or billing retry.
    func alive(in group: String) -> Subscription? {
        subscriptions[group].flatMap { [.subscribed, .inGracePeriod, .inBillingRetry].contains(state(of: $0)) ? $0 : nil }
    }

    /// The group's subscription that gives access now (its grace period too): what a plan change changes.
    func accessible(in group: String) -> Subscription? {
        subscriptions[group].flatMap { !$0.isRevoked && accessEnd(of: $0) > now ? $0 : nil }
    }

    /// Every subscription of a group, newest first.
    func allSubscriptions(in group: String) -> [Subscription] {
        ((subscriptions[group].map { [$0] } ?? []) + (endedSubscriptions[group] ?? []))
            .sorted { ($0.periodEnd, $0.originalID) > ($1.periodEnd, $1.originalID) }
    }
}
