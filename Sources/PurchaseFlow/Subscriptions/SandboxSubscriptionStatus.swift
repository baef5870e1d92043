import Foundation
import PaywallModel

/// A subscription as the sandbox store sees it at one moment: its ledger facts, the state and renewal
/// info worked out from them and the clock, and its newest transaction.
public struct SandboxSubscriptionStatus: Sendable, Hashable {
    /// The ledger's facts.
    public let subscription: SubscriptionRecord
    /// Where it stands now.
    public let state: RenewalState
    /// What happens at its next renewal.
    public let renewalInfo: RenewalInfo
    /// Its newest transaction.
    public let latest: LedgerRecord
    /// Where it renews, whatever storefront is in force: the storefront of its newest transaction.
    public let renewalStorefront: Storefront
    /// Its newest renewal that failed to bill, when one did and billing has not been fixed since (kept after the
    /// retry gave up), with when the grace period and billing retry end.
    public let failedRenewal: FailedRenewal?
    /// Which of its current product and the product it renews into the catalog no longer has (its rows name them still):
    /// it cannot renew into one, and expires at its renewal date instead (productUnavailable). Empty as a rule.
    public let removedFromCatalog: Set<String>

    /// When billing retry gives up and it expires, while a failed renewal is retried (in the grace period too).
    public var billingRetryEnd: Date? { renewalInfo.isInBillingRetry ? failedRenewal?.retryEnd : nil }

    /// The product a plan change scheduled for its next renewal changes it to (a downgrade, a crossgrade, a code's
    /// product); nil when it renews into its current plan or does not renew.
    public var scheduledPlanChange: String? {
        renewalInfo.willAutoRenew && renewalInfo.autoRenewPreference != subscription.productID ? renewalInfo.autoRenewPreference : nil
    }

    /// Whether choosing the current plan again keeps it, dropping the change scheduled for the renewal: not while an
    /// offer code waits for the renewal, which redeeming used up (the store refuses, `codeWaitingRefusal`).
    public var canKeepCurrentPlan: Bool { scheduledPlanChange != nil && subscription.pendingCodeOffer == nil }

    /// Whether its billing issue is on, as the billing issue switch shows it (Xcode's Transaction Manager offers to
    /// disable billing retry or the grace period while a subscription is in one): a renewal failed to bill and is
    /// retried now (its grace period or billing retry), whatever made it fail (its own switch or the
    /// renewal-billing-issues setting), or its own switch is on, so its next renewal fails
    /// (`SubscriptionRecord.hasBillingIssue`). Turning it off (`SandboxStore.setBillingIssue(of:_:)`) fixes billing: a
    /// retry under way ends and the subscription renews.
    public var isBillingIssueOn: Bool {
        subscription.hasBillingIssue || state == .inGracePeriod || state == .inBillingRetryPeriod || renewalInfo.isInBillingRetry
    }

    /// Whether it has ended for good: expired, refunded or revoked, or replaced by a plan change. Auto-renew
    /// cannot be turned back on and it cannot be renewed or expired now; the customer buys again.
    public var hasEnded: Bool { state == .expired || state == .revoked || latest.isUpgraded }

    /// Where its customer stands with its current product at `now`: active (renewing), cancelled (auto-renew off, access
    /// until the period ends), in the grace period or billing retry, expired, or revoked.
    public func purchaseState(at now: Date) -> ProductPurchaseState {
        switch state {
        case .subscribed: renewalInfo.willAutoRenew ? .active : .cancelled(timeRemaining: subscription.expirationDate.timeIntervalSince(now))
        case .inGracePeriod: .inGracePeriod
        case .inBillingRetryPeriod: .inBillingRetry
        case .revoked: .revoked
        case .expired: .expired
        }
    }
}
