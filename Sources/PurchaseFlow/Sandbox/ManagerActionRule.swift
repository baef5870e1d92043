/// Whether a Transaction Manager action applies: the one rule the store's actions refuse by and the transaction
/// manager's screen lists them by, so the screen and `kiosk sandbox` cannot disagree.
public enum ManagerActionRule {
    /// Why an action does not apply to a record, in a few words (`not an Ask to Buy request`); nil when it does. A
    /// request for a product the catalog no longer has cannot be approved or resolved (it would be bought now). A
    /// transaction that does not verify as the app sees it (`verifiesForTheApp` false: the simulated Verification
    /// error, or a signature that fails) is not finished: the app neither delivers nor finishes it, and finishing it
    /// here would leave what it bought (a consumable's credit) undelivered for good; it is delivered once it verifies.
    public static func refusal(of action: RecordAction, on record: LedgerRecord, hasPendingRefundRequest: Bool,
                               productIsInCatalog: Bool = true, verifiesForTheApp: Bool = true) -> String? {
        let completed = record.status == .completed
        switch action {
        case .finish:
            if !completed { return "only a completed transaction is finished" }
            if record.isFinished { return "already finished" }
            return verifiesForTheApp ? nil : "it does not verify as the app sees it, so it is not delivered yet; it is once it verifies"
        case .approve, .decline, .resolve:
            guard waits(record, for: action) else {
                return action == .resolve ? "not an interrupted purchase" : "not an Ask to Buy request"
            }
            return action == .decline || productIsInCatalog ? nil : "\(record.productID) is no longer in the catalog"
        case .refund:
            if !completed { return "never charged, so nothing to refund" }
            if record.revocationDate != nil { return "already refunded" }
            // Its unused rest was counted by the upgrade (credited, or refunded beyond the price or in another
            // currency); the rest was used.
            return record.isUpgraded ? "replaced by an upgrade, which counted its unused rest" : nil
        case .grantRefundRequest, .declineRefundRequest:
            return hasPendingRefundRequest ? nil : "no refund request waits for review"
        case .delete:
            return nil
        }
    }

    /// Whether a record is the request an action answers: an Ask to Buy request for approve and decline, an
    /// interrupted purchase for resolve.
    public static func waits(_ record: LedgerRecord, for action: RecordAction) -> Bool {
        record.status == (action == .resolve ? .interrupted : .askToBuy)
    }

    /// Why a subscription action does not apply to a subscription now (nil when it does): one that has ended
    /// (expired, refunded or revoked, replaced by a plan change) cannot be renewed, expired, cancelled or
    /// resumed, nor have its billing switched, since it never renews again (the customer buys again); one whose
    /// customer turned auto-renew off is not renewed.
    public static func refusal(of action: SubscriptionAction, to status: SandboxSubscriptionStatus) -> String? {
        guard status.hasEnded else {
            if let removed = removedProduct(refusing: action, to: status) { return "\(removed) is no longer in the catalog" }
            return action == .renew && !status.renewalInfo.willAutoRenew ? "auto-renew is off" : nil
        }
        if status.state == .revoked { return "the subscription is revoked" }
        return status.latest.isUpgraded ? "replaced by a plan change" : "already expired"
    }

    /// The product gone from the catalog that keeps an action from applying to a subscription that has not ended: renewing
    /// now into the product it renews into, or resuming auto-renew into its current plan; nil when none does.
    public static func removedProduct(refusing action: SubscriptionAction, to status: SandboxSubscriptionStatus) -> String? {
        let needed = switch action {
        case .renew: status.renewalInfo.autoRenewPreference
        case .resumeRenewal: status.subscription.productID
        case .cancelRenewal, .expire, .billingIssueOn, .billingIssueOff: Optional<String>.none
        }
        return needed.flatMap { status.removedFromCatalog.contains($0) ? $0 : nil }
    }
}
