import PaywallLayout
import PurchaseFlow

/// What the transaction manager can do to a record, as Xcode's offers it: each action that applies as an item,
/// each that does not as a muted line saying why. Whether one applies is the store's own rule
/// (`ManagerActionRule`, and for approving or resolving `CustomerBook.refusalToComplete`'s, read with the store), the
/// one its actions refuse by, so the screen and `kiosk sandbox` agree.
enum TransactionActions {
    /// One action: its name and either what choosing it does or why it does not apply.
    private struct Choice {
        let name: String
        let action: ListRow.Action?
        let refusal: String
    }

    /// The record actions as the screen names them, in Xcode's order.
    private static let recordActions: [(RecordAction, String)] = [
        (.finish, "Finish"), (.approve, "Approve (Ask to Buy)"), (.decline, "Decline (Ask to Buy)"), (.resolve, "Resolve (interrupted)"),
        (.refund, "Refund"), (.grantRefundRequest, "Grant the refund request now"), (.declineRefundRequest, "Decline the refund request now"),
    ]

    /// The action rows for a record: those that apply (selectable), then those that do not with their reasons;
    /// `verifiesForTheApp` false when the app sees it unverified (it is not finished then). Refund, granting a refund
    /// request (which refunds) and Delete, which cannot be undone, open a question first (`TransactionQuestionScreen`); the
    /// others act at once.
    static func rows(for record: LedgerRecord, _ store: StoreSnapshot, verifiesForTheApp: Bool = true) -> [ListRow] {
        let choices = recordActions.map { action, name in
            let refusal = refusal(of: action, on: record, store, verifiesForTheApp: verifiesForTheApp)
            let choosing: ListRow.Action = switch action {
            case .refund: .open(.refundTransaction(id: record.id))
            case .grantRefundRequest: .open(.grantRefundRequest(id: record.id))
            // Approving and resolving carry what the record's row states they charge.
            case .approve, .resolve: .perform(.manage(action, transactionID: record.id, agreeing: TransactionScreen.decisionTerms(record, store)))
            default: .perform(.manage(action, transactionID: record.id))
            }
            return Choice(name: name, action: refusal == nil ? choosing : nil, refusal: refusal ?? "")
        } + subscriptionChoices(record, store)
        let applying = choices.compactMap { choice in choice.action.map { ListRow.item(choice.name, $0) } }
        let refused = choices.filter { $0.action == nil }.map { ListRow.text($0.name, detail: $0.refusal, tone: .muted) }
        return applying + [.item("Delete", .open(.deleteTransaction(id: record.id)))] + refused
    }

    /// The actions deciding a waiting request that the screen offers for it now: approve and decline an Ask to Buy
    /// request, resolve an interrupted purchase, but for approving or resolving one that would change another customer's
    /// subscription; none for a record that waits for nothing.
    static func decisions(on record: LedgerRecord, _ store: StoreSnapshot) -> [RecordAction] {
        [.approve, .decline, .resolve].filter { refusal(of: $0, on: record, store) == nil }
    }

    /// Why a record action does not apply to a record (`ManagerActionRule`'s words, or that approving or resolving it
    /// would change another customer's subscription, which the store refuses); nil when it does.
    private static func refusal(of action: RecordAction, on record: LedgerRecord, _ store: StoreSnapshot, verifiesForTheApp: Bool = true) -> String? {
        ManagerActionRule.refusal(of: action, on: record, hasPendingRefundRequest: store.ledger.pendingRefundRequest(on: record.id) != nil,
                                  productIsInCatalog: !store.removedProductIDs.contains(record.productID), verifiesForTheApp: verifiesForTheApp)
            ?? (action == .approve || action == .resolve ? TransactionScreen.othersSubscriptionWords(record, store) : nil)
    }

    /// Renew, expire, billing issue and auto-renew, which apply to the newest transaction of a subscription, as
    /// the store's rule says for its state now.
    private static func subscriptionChoices(_ record: LedgerRecord, _ store: StoreSnapshot) -> [Choice] {
        guard record.productKind == .autoRenewableSubscription else {
            return [Choice(name: "Subscription actions", action: nil, refusal: "not an auto-renewable subscription")]
        }
        guard let status = store.ledger.subscription(newestOf: record) else {
            return [Choice(name: "Subscription actions", action: nil, refusal: "only on the subscription's newest transaction")]
        }
        let actions: [(SubscriptionAction, String)] = [
            (.renew, "Renew now"), (.expire, "Expire now"),
            status.isBillingIssueOn ? (.billingIssueOff, "Billing issue off" + (SubscriptionActionText.billingFixEnds(status).map { " (\($0))" } ?? ""))
                : (.billingIssueOn, "Billing issue on"),
            status.renewalInfo.willAutoRenew || status.hasEnded ? (.cancelRenewal, "Cancel auto-renew") : (.resumeRenewal, "Resume auto-renew"),
        ]
        return actions.map { action, name in
            let refusal = ManagerActionRule.refusal(of: action, to: status)
            return Choice(name: name, action: refusal == nil ? .perform(.subscription(action, productID: record.productID)) : nil, refusal: refusal ?? "")
        }
    }
}
