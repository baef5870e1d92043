import PaywallModel
import PurchaseFlow

/// The whole ledger as the transaction manager shows it, every customer's: who owns each purchase, every
/// subscription and every refund request (the rest of a `StoreSnapshot` is the current customer's view).
public struct LedgerOverview: Hashable, Sendable {
    /// The customer each purchase belongs to, by original transaction id.
    public var owners: [Int64: String] = [:]
    /// Every auto-renewable subscription's state and renewal info.
    public var subscriptions: [SandboxSubscriptionStatus] = []
    /// Every refund request, newest first.
    public var refundRequests: [RefundRequest] = []
    /// What refunding each charged transaction gives back, or gave back once refunded, by transaction id
    /// (`SandboxStore.refundAmount(of:)`): what a refund question states and a refunded transaction's details say.
    public var refundAmounts: [Int64: RefundedAmount] = [:]
    /// What an upgrade refunded at once of the unused rest of each transaction it replaced, by the replaced transaction's
    /// id, in the currency it was paid in, as the ledger recorded it (`SandboxLedger.planChangeRefundsByReplaced()`).
    public var restsRefunded: [Int64: Price] = [:]
    /// The other customer whose subscription approving or resolving a waiting request now would change, by request id
    /// (`CustomerBook.anotherCustomersSubscription(completing:in:)`): the store refuses to, as it refuses that
    /// customer's plan to the requester.
    public var othersSubscriptionOfRequest: [Int64: String] = [:]
    /// The subscription giving access now of each group a request waits in, by group id, as the store picks it
    /// (`SandboxStore.accessGivingSubscription(in:)`, read with `othersSubscriptionOfRequest`): the plan that approving
    /// or resolving a request of the group changes.
    public var accessGivingSubscriptions: [String: SandboxSubscriptionStatus] = [:]

    /// Creates an overview.
    public init(owners: [Int64: String] = [:], subscriptions: [SandboxSubscriptionStatus] = [], refundRequests: [RefundRequest] = [],
                refundAmounts: [Int64: RefundedAmount] = [:], restsRefunded: [Int64: Price] = [:], othersSubscriptionOfRequest: [Int64: String] = [:],
                accessGivingSubscriptions: [String: SandboxSubscriptionStatus] = [:]) {
        self.owners = owners
        self.subscriptions = subscriptions
        self.refundRequests = refundRequests
        self.refundAmounts = refundAmounts
        self.restsRefunded = restsRefunded
        self.othersSubscriptionOfRequest = othersSubscriptionOfRequest
        self.accessGivingSubscriptions = accessGivingSubscriptions
    }

    /// The subscription a record belongs to, if it is one's.
    public func subscription(of record: LedgerRecord) -> SandboxSubscriptionStatus? {
        subscriptions.first { $0.subscription.originalID == record.originalID }
    }

    /// The subscription a record is the newest transaction of (refunding it revokes the subscription; the subscription's
    /// actions apply to it); nil for an older period, or a record of no subscription.
    public func subscription(newestOf record: LedgerRecord) -> SandboxSubscriptionStatus? {
        subscription(of: record).flatMap { $0.latest.id == record.id ? $0 : nil }
    }

    /// Whether approving or resolving a waiting request (Ask to Buy, interrupted) changes its requester's own plan: the
    /// group's subscription giving access now (`accessGivingSubscriptions`) is of another plan and not another customer's
    /// (`othersSubscriptionOfRequest`, which the store refuses to change). The same whichever customer runs the app.
    public func requestsPlanChange(_ request: LedgerRecord) -> Bool {
        guard WaitingRequest(request) != nil, othersSubscriptionOfRequest[request.id] == nil, let group = request.groupID,
              let current = accessGivingSubscriptions[group] else { return false }
        return current.subscription.productID != request.productID
    }

    /// The refund request waiting for review on a transaction, if any.
    public func pendingRefundRequest(on transactionID: Int64) -> RefundRequest? {
        refundRequests.first { $0.transactionID == transactionID && $0.status == .pending }
    }
}
