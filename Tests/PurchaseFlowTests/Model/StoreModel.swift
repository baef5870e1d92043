import Foundation
import PaywallModel
@testable import PurchaseFlow

/// A small reference model of the sandbox store's rules at real time, written from the rules (StoreKit's),
/// not from the store's code: what each group's subscription is, which product renews next, how many
/// renewals each subscription was charged, which requests wait, what was bought.
///
/// Transaction ids are the store's (read from what each operation returns); everything else is the model's own.
struct StoreModel {
    /// One subscription: a chain of transactions sharing an original id.
    struct Subscription: Equatable {
        var originalID: Int64
        var productID: String
        /// When the paid (or trial) period in force ends.
        var periodEnd: Timestamp
        var willRenew: Bool
        var renewProductID: String
        var isRevoked = false
        /// Pay-as-you-go offer periods still to renew at the offer's price, and their length.
        var offerPeriodsLeft = 0
        var offerPeriod: SubscriptionPeriod?
        /// Renewals charged so far.
        var renewals = 0
        /// Transactions so far (purchase, plan changes now, renewals): the newest is number `transactions`.
        var transactions = 1
    }

    /// A refund request for a subscription's transaction, reviewed (and granted) at `reviewAt`.
    struct RefundRequest: Equatable {
        var group: String
        var originalID: Int64
        /// Which transaction of the subscription it is for (see `Subscription.transactions`).
        var transaction: Int
        var reviewAt: Timestamp
    }

    /// Where an Ask to Buy or interrupted request stands (`scheduled`: approved as a plan change at the next
    /// renewal; then `applied` by that renewal, or `lapsed` when the subscription ends or changes first).
    enum RequestState: Equatable {
        case askToBuy, interrupted, completed, declined, scheduled, applied, lapsed
    }

    /// A request for a product; a scheduled one waits on the group's subscription with `originalID`.
    struct Request: Equatable {
        var productID: String
        var state: RequestState
        var group: String?
        var originalID: Int64?
    }

    let catalog: Catalog
    var now: Timestamp
    var isAskToBuyOn = false
    var isInterruptedOn = false
    /// Each group's newest subscription.
    var subscriptions: [String: Subscription] = [:]
    /// Groups whose introductory offer was used.
    var introductoryOfferUsed: Set<String> = []
    /// Non-consumables owned (completed and not refunded).
    var owned: Set<String> = []
    /// Completed consumable transactions.
    var consumablesBought = 0
    /// Every request by transaction id.
    var requests: [Int64: Request] = [:]
    /// Refund requests waiting for review, oldest first.
    var refundRequests: [RefundRequest] = []

    /// The group's subscription that gives access now.
    func active(in group: String) -> Subscription? {
        guard let subscription = subscriptions[group], !subscription.isRevoked, subscription.periodEnd > now else { return nil }
        return subscription
    }

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

    /// The introductory offer a new subscription to `productID` gets: the product's, once per group.
    func introductoryOffer(for productID: String) -> SubscriptionOffer? {
        guard let details = product(productID).subscription, !introductoryOfferUsed.contains(details.groupID) else { return nil }
        return details.introductoryOffer
    }

    /// Starts a period of `productID` now, with an offer or not, continuing `originalID`.
    mutating func start(_ productID: String, originalID: Int64, offer: SubscriptionOffer?) {
        let details = product(productID).subscription!
        var subscription = Subscription(originalID: originalID, productID: productID, periodEnd: now, willRenew: true, renewProductID: productID)
        if let offer {
            introductoryOfferUsed.insert(details.groupID)
            switch offer.paymentMode {
            case .freeTrial, .payUpFront:
                subscription.periodEnd = Self.end(of: offer.period, times: offer.numberOfPeriods, from: now)
            case .payAsYouGo:
                subscription.periodEnd = Self.end(of: offer.period, from: now)
                subscription.offerPeriodsLeft = offer.numberOfPeriods - 1
                subscription.offerPeriod = offer.period
            }
        } else {
            subscription.periodEnd = Self.end(of: details.period, from: now)
        }
        if let previous = subscriptions[details.groupID], previous.originalID == originalID {
            subscription.renewals = previous.renewals
            subscription.transactions = previous.transactions + 1
        }
        subscriptions[details.groupID] = subscription
    }

    /// Moves the clock to `end`: every renewal and refund review due on the way happens at its own date, in
    /// time order (a renewal before a review at the same moment), as if the clock moved in small steps.
    /// Returns how many renewals that makes, or nil (and changes nothing) when it is more than `limit`.
    mutating func advance(to end: Timestamp, limit: Int) -> Int? {
        var moved = self
        var count = 0
        while true {
            let renewal = moved.subscriptions.filter { $0.value.willRenew && !$0.value.isRevoked && $0.value.periodEnd <= end }
                .min { ($0.value.periodEnd, $0.key) < ($1.value.periodEnd, $1.key) }
            let review = moved.refundRequests.enumerated().filter { $0.element.reviewAt <= end }.min { $0.element.reviewAt < $1.element.reviewAt }
            if let review, renewal.map({ review.element.reviewAt < $0.value.periodEnd }) ?? true {
                moved.now = review.element.reviewAt
                moved.grantRefund(moved.refundRequests.remove(at: review.offset))
            } else if let (group, _) = renewal {
                count += 1
                if count > limit { return nil }
                moved.renew(group)
            } else {
                break
            }
        }
        moved.now = end
        self = moved
        return count
    }

    /// The group's subscription renews at the end of its period.
    private mutating func renew(_ group: String) {
        var subscription = subscriptions[group]!
        let start = subscription.periodEnd
        if subscription.renewProductID == subscription.productID, subscription.offerPeriodsLeft > 0, let period = subscription.offerPeriod {
            subscription.periodEnd = Self.end(of: period, from: start)
            subscription.offerPeriodsLeft -= 1
        } else {
            subscription.productID = subscription.renewProductID
            subscription.periodEnd = Self.end(of: product(subscription.productID).subscription!.period, from: start)
            subscription.offerPeriodsLeft = 0
        }
        subscription.renewals += 1
        subscription.transactions += 1
        subscriptions[group] = subscription
        // The renewal is what the newest change scheduled on the subscription waited for.
        let waiting = scheduledRequests(on: subscription)
        for id in waiting {
            let isMade = id == waiting.last && requests[id]?.productID == subscription.productID
            requests[id]?.state = isMade ? .applied : .lapsed
        }
    }

    /// The requests scheduled on a subscription, oldest first.
    func scheduledRequests(on subscription: Subscription) -> [Int64] {
        requests.filter { $0.value.state == .scheduled && $0.value.originalID == subscription.originalID }.map(\.key).sorted()
    }

    /// Lapses every scheduled change that no longer waits: only the newest on a subscription waits, and only
    /// while the subscription has not ended and still renews into its product.
    mutating func lapseEndedChanges() {
        for (id, request) in requests where request.state == .scheduled {
            let subscription = request.group.flatMap { subscriptions[$0] }
            let waits = subscription.map { subscription in
                subscription.originalID == request.originalID && scheduledRequests(on: subscription).last == id
                    && subscription.willRenew && !subscription.isRevoked && subscription.renewProductID == request.productID
                    && subscription.periodEnd > now
            } ?? false
            if !waits { requests[id]?.state = .lapsed }
        }
    }

    /// A granted refund revokes the subscription when it is for its newest transaction; an older one's refund
    /// changes nothing the customer has.
    mutating func grantRefund(_ request: RefundRequest) {
        guard var subscription = subscriptions[request.group], subscription.originalID == request.originalID,
              subscription.transactions == request.transaction, !subscription.isRevoked else { return }
        subscription.isRevoked = true
        subscription.willRenew = false
        subscriptions[request.group] = subscription
    }
}
