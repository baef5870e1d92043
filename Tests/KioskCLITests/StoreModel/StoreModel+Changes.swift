import Foundation
import PaywallModel
@testable import PurchaseFlow

/// The model's rules for starting, changing and ending subscriptions, refunds and scheduled changes.
extension StoreModel {
    /// The introductory offer a subscription to `productID` that starts now gets (a new one, a resubscription, an
    /// upgrade or a crossgrade that starts now): the product's, only for a customer who never had one in its group,
    /// subscribed without one or not.
    func introductoryOffer(for productID: String) -> SubscriptionOffer? {
        guard let details = product(productID).subscription, !introOfferGroups.contains(details.groupID) else { return nil }
        return details.introductoryOffer
    }

    /// Starts a period of `productID` now, with an offer or not, continuing `originalID` (a plan change, or a
    /// resubscription after the group's subscription ended) or starting a new subscription, which ends the group's
    /// other one if it is still alive.
    mutating func start(_ productID: String, originalID: Int64, offer: SubscriptionOffer?) {
        let details = product(productID).subscription!
        let group = details.groupID
        var subscription = Subscription(originalID: originalID, productID: productID, periodEnd: now, willRenew: true, renewProductID: productID)
        if offer?.kind == .introductory { introOfferGroups.insert(group) }
        if let offer {
            subscription.periodEnd = Self.firstPeriodEnd(of: offer, from: now)
            subscription.run = Run(terms: Self.terms(productID, offer), start: now, periods: offer.paymentMode == .payAsYouGo ? 1 : offer.numberOfPeriods)
            if offer.paymentMode == .payAsYouGo {
                subscription.offerPeriodsLeft = offer.numberOfPeriods - 1
                subscription.offerPeriod = offer.period
            }
        } else {
            Self.endPeriod(&subscription, of: details.period, terms: Self.terms(productID, nil), from: now)
        }
        if let index = endedSubscriptions[group]?.lastIndex(where: { $0.originalID == originalID }),
           let ended = endedSubscriptions[group]?.remove(at: index) {
            // An ended subscription bought again for its app account goes on.
            subscription.renewalStarts = ended.renewalStarts
            subscription.transactions = ended.transactions + 1
        }
        if var previous = subscriptions[group] {
            if previous.originalID == originalID {
                subscription.renewalStarts = previous.renewalStarts
                subscription.transactions = previous.transactions + 1
            } else {
                if alive(in: group) != nil {
                    previous.willRenew = false
                    previous.periodEnd = min(previous.periodEnd, now)
                    previous.retryStart = nil
                }
                endedSubscriptions[group, default: []].append(previous)
            }
        }
        subscriptions[group] = subscription
    }

    /// The subscription of a group a purchase for an app account continues: the newest (the group's current one, then
    /// those ended, last ended first) whose newest purchase was for that account, or for none (no token matches any).
    func continued(in group: String, for token: UUID?) -> Subscription? {
        ((subscriptions[group].map { [$0] } ?? []) + (endedSubscriptions[group] ?? []).reversed()).first {
            $0.appAccountToken == nil || token == nil || $0.appAccountToken == token
        }
    }

    /// The terms a run of periods is charged on: the product and the offer (none for the full price).
    static func terms(_ productID: String, _ offer: SubscriptionOffer?) -> String {
        "\(productID) \(offer?.referenceName ?? offer.map { "\($0.paymentMode)" } ?? "")"
    }

    /// Ends the period of `period` starting at `start` on `terms`: the next of the subscription's run when it continues
    /// it (the same terms, starting where the last period ended), else the first of a new run; it ends `periods`
    /// periods after the run's start.
    static func endPeriod(_ subscription: inout Subscription, of period: SubscriptionPeriod, terms: String, from start: Timestamp) {
        if subscription.run.terms == terms, subscription.run.periods > 0, subscription.periodEnd == start {
            subscription.run.periods += 1
        } else {
            subscription.run = Run(terms: terms, start: start, periods: 1)
        }
        subscription.periodEnd = end(of: period, times: subscription.run.periods, from: subscription.run.start)
    }

    /// When an offer's first charged period ends: after all its periods, or one for pay-as-you-go.
    static func firstPeriodEnd(of offer: SubscriptionOffer, from start: Timestamp) -> Timestamp {
        switch offer.paymentMode {
        case .freeTrial, .payUpFront: end(of: offer.period, times: offer.numberOfPeriods, from: start)
        case .payAsYouGo: end(of: offer.period, from: start)
        }
    }

    /// A granted refund revokes the subscription when it is for its newest transaction; an older one's refund
    /// changes nothing the customer has.
    mutating func grantRefund(_ request: RefundRequest) {
        if var subscription = subscriptions[request.group], subscription.originalID == request.originalID {
            guard subscription.transactions == request.transaction else { return }
            subscription.isRevoked = true
            subscription.willRenew = false
            subscriptions[request.group] = subscription
        } else if let index = endedSubscriptions[request.group]?.firstIndex(where: { $0.originalID == request.originalID }),
                  endedSubscriptions[request.group]![index].transactions == request.transaction {
            endedSubscriptions[request.group]![index].isRevoked = true
            endedSubscriptions[request.group]![index].willRenew = false
        }
    }

    /// Reviews a refund request now, as the `refund-review` setting says now: granted unless it declines.
    mutating func review(_ request: RefundRequest) {
        if refundReview != .decline { grantRefund(request) }
    }

    // MARK: Scheduled changes

    /// The requests scheduled on a subscription, oldest first.
    func scheduledRequests(on subscription: Subscription) -> [Int64] {
        requests.filter { $0.value.state == .scheduled && $0.value.originalID == subscription.originalID }.map(\.key).sorted()
    }

    /// A renewal into `productID` (with a code offer or not) ends the changes scheduled on the subscription:
    /// the newest is applied when the renewal is into it, the others lapse.
    mutating func endScheduledChanges(on subscription: Subscription, renewedInto productID: String, code: String?) {
        let waiting = scheduledRequests(on: subscription)
        for id in waiting {
            let request = requests[id]!
            let isMade = id == waiting.last && request.productID == productID && (request.code == nil || request.code == code)
            requests[id]?.state = isMade ? .applied : .lapsed
        }
    }

    /// Lapses every scheduled change that no longer waits: only the newest on a subscription waits, and only
    /// while the subscription has not ended and still renews into its product (and its code).
    mutating func lapseEndedChanges() {
        for (id, request) in requests where request.state == .scheduled {
            let subscription = request.group.flatMap { subscriptions[$0] }
            let waits = subscription.map { subscription in
                subscription.originalID == request.originalID && scheduledRequests(on: subscription).last == id
                    && renews(subscription) && subscription.renewProductID == request.productID
                    && (request.code == nil || subscription.pendingCode?.referenceName == request.code)
            } ?? false
            if !waits { requests[id]?.state = .lapsed }
        }
    }
}
