import Foundation
import PaywallModel
@testable import PurchaseFlow

/// The model's rules for time: renewals, billing retries and refund reviews in time order.
extension StoreModel {
    /// Moves the clock to `end`: every renewal (or start of a billing retry) and refund review due on the way
    /// happens at its own date, in time order (a renewal before a review at the same moment), as if the clock
    /// moved in small steps. Returns how many renewals that makes, or nil (and changes nothing) when it is
    /// more than `limit`.
    mutating func advance(to end: Timestamp, limit: Int) -> Int? {
        var moved = self
        var count = 0
        while true {
            let renewal = moved.subscriptions.filter { $0.value.willRenew && !$0.value.isRevoked && $0.value.retryStart == nil && $0.value.periodEnd <= end }
                .min { ($0.value.periodEnd, $0.key) < ($1.value.periodEnd, $1.key) }
            let review = moved.refundRequests.enumerated().filter { $0.element.reviewAt <= end }.min { $0.element.reviewAt < $1.element.reviewAt }
            if let review, renewal.map({ review.element.reviewAt < $0.value.periodEnd }) ?? true {
                moved.now = review.element.reviewAt
                moved.review(moved.refundRequests.remove(at: review.offset))
            } else if let (group, subscription) = renewal {
                if subscription.hasBillingIssue {
                    moved.subscriptions[group]?.retryStart = subscription.periodEnd
                    continue
                }
                count += 1
                if count > limit { return nil }
                moved.renew(group, at: subscription.periodEnd)
            } else {
                break
            }
        }
        moved.now = end
        self = moved
        return count
    }

    /// The group's subscription renews at `start`: into the product it renews into, with a code redeemed for
    /// it, else at the offer's price while pay-as-you-go periods remain, else at the full price.
    mutating func renew(_ group: String, at start: Timestamp) {
        var subscription = subscriptions[group]!
        // A code applies when the product it renews into has it (resuming may have moved the renewal back).
        let code = subscription.pendingCode.flatMap { code in
            product(subscription.renewProductID).subscription!.codeOffers.contains { $0.referenceName == code.referenceName } ? code : nil
        }
        if let code {
            subscription.productID = subscription.renewProductID
            subscription.periodEnd = Self.firstPeriodEnd(of: code, from: start)
            subscription.run = Run(terms: Self.terms(subscription.productID, code), start: start,
                                   periods: code.paymentMode == .payAsYouGo ? 1 : code.numberOfPeriods)
            subscription.offerPeriodsLeft = code.paymentMode == .payAsYouGo ? code.numberOfPeriods - 1 : 0
            subscription.offerPeriod = code.period
        } else if subscription.renewProductID == subscription.productID, subscription.offerPeriodsLeft > 0, let period = subscription.offerPeriod {
            Self.endPeriod(&subscription, of: period, terms: subscription.run.terms, from: start)
            subscription.offerPeriodsLeft -= 1
        } else {
            subscription.productID = subscription.renewProductID
            Self.endPeriod(&subscription, of: product(subscription.productID).subscription!.period, terms: Self.terms(subscription.productID, nil), from: start)
            subscription.offerPeriodsLeft = 0
        }
        subscription.pendingCode = nil
        subscription.renewalStarts.append(start)
        subscription.transactions += 1
        subscriptions[group] = subscription
        endScheduledChanges(on: subscription, renewedInto: subscription.productID, code: code?.referenceName)
    }

    /// Billing fixed (`billing-issue PRODUCT off`): a subscription in billing retry that still renews renews
    /// from its old date within the grace period (access never stopped), from now after it (no charge for the
    /// time without access), then as often as it is due; one that no longer renews just ends its retry.
    mutating func fixBilling(_ group: String) {
        guard var subscription = subscriptions[group] else { return }
        subscription.hasBillingIssue = false
        defer { subscriptions[group]?.hasBillingIssue = false }
        guard let window = retryWindow(of: subscription), now < window.retryEnd else {
            subscriptions[group] = subscription
            return
        }
        subscription.retryStart = nil
        subscriptions[group] = subscription
        guard subscription.willRenew else { return }
        renew(group, at: now < window.graceEnd ? subscription.periodEnd : now)
        while let due = subscriptions[group], due.periodEnd <= now {
            renew(group, at: due.periodEnd)
        }
    }
}
