import PaywallLayout
import PurchaseFlow

/// What the transaction manager can do to a record, as Xcode's offers it: each action that applies as an item,
/// each that does not as a muted line saying why.
enum TransactionActions {
    /// One action: its name and either the task it performs or why it does not apply.
    private struct Choice {
        let name: String
        let task: Effect.Task?
        let refusal: String

        init(_ name: String, _ task: Effect.Task?, else refusal: String) {
            self.name = name
            self.task = task
            self.refusal = refusal
        }
    }

    /// The action rows for a record: those that apply (selectable), then those that do not with their reasons.
    static func rows(for record: LedgerRecord, _ store: StoreSnapshot) -> [ListRow] {
        let choices = recordChoices(record, store) + subscriptionChoices(record, store) + [Choice("Delete", .manage(.delete, transactionID: record.id), else: "")]
        let applying = choices.compactMap { choice in choice.task.map { ListRow.item(choice.name, .perform($0)) } }
        let refused = choices.filter { $0.task == nil }.map { ListRow.text($0.name, detail: $0.refusal, tone: .muted) }
        return applying + refused
    }

    /// Finish, approve, decline, resolve, refund, and a waiting refund request's grant and decline.
    private static func recordChoices(_ record: LedgerRecord, _ store: StoreSnapshot) -> [Choice] {
        let id = record.id
        let completed = record.status == .completed
        let refunded = record.revocationDate != nil
        let pendingRequest = store.ledger.pendingRefundRequest(on: id)
        func when(_ applies: Bool, _ action: Effect.StoreAction) -> Effect.Task? { applies ? .manage(action, transactionID: id) : nil }
        return [
            Choice("Finish", when(completed && !record.isFinished, .finish),
                   else: completed ? "already finished" : "only a completed transaction is finished"),
            Choice("Approve (Ask to Buy)", when(record.status == .askToBuy, .approve), else: "not an Ask to Buy request"),
            Choice("Decline (Ask to Buy)", when(record.status == .askToBuy, .decline), else: "not an Ask to Buy request"),
            Choice("Resolve (interrupted)", when(record.status == .interrupted, .resolve), else: "not an interrupted purchase"),
            Choice("Refund", when(completed && !refunded, .refund),
                   else: refunded ? "already refunded" : "never charged, so nothing to refund"),
            Choice("Grant the refund request now", when(pendingRequest != nil, .grantRefundRequest), else: "no refund request waits for review"),
            Choice("Decline the refund request now", when(pendingRequest != nil, .declineRefundRequest), else: "no refund request waits for review"),
        ]
    }

    /// Renew, expire, billing issue and auto-renew, which apply to the newest transaction of a subscription
    /// that is not revoked.
    private static func subscriptionChoices(_ record: LedgerRecord, _ store: StoreSnapshot) -> [Choice] {
        guard record.productKind == .autoRenewableSubscription else {
            return [Choice("Subscription actions", nil, else: "not an auto-renewable subscription")]
        }
        guard let status = store.ledger.subscription(of: record), status.latest.id == record.id else {
            return [Choice("Subscription actions", nil, else: "only on the subscription's newest transaction")]
        }
        guard status.state != .revoked else { return [Choice("Subscription actions", nil, else: "the subscription is revoked")] }
        let product = record.productID
        func task(_ action: Effect.SubscriptionAction) -> Effect.Task { .subscription(action, productID: product) }
        let active = status.state != .expired
        let renews = status.renewalInfo.willAutoRenew
        return [
            Choice("Renew now", task(.renew), else: ""),
            Choice("Expire now", active ? task(.expire) : nil, else: "already expired"),
            status.subscription.hasBillingIssue ? Choice("Billing issue off", task(.billingIssueOff), else: "")
                                                : Choice("Billing issue on", task(.billingIssueOn), else: ""),
            renews ? Choice("Cancel auto-renew", active ? task(.cancelRenewal) : nil, else: "already expired")
                   : Choice("Resume auto-renew", active ? task(.resumeRenewal) : nil, else: "already expired"),
        ]
    }
}
