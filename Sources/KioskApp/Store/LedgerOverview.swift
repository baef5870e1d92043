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
    /// The other customer whose subscription approving or resolving a waiting request now would change, by request id
    /// (`CustomerBook.anotherCustomersSubscription(completing:in:)`): the store refuses to, as it refuses that
    /// customer's plan to the requester.
    public var othersSubscriptionOfRequest: [Int64: String] = [:]

    /// Creates an overview.
    public init(owners: [Int64: String] = [:], subscriptions: [SandboxSubscriptionStatus] = [], refundRequests: [RefundRequest] = [],
                refundAmounts: [Int64: RefundedAmount] = [:], othersSubscriptionOfRequest: [Int64: String] = [:]) {
        self.owners = owners
        self.subscriptions = subscriptions
        self.refundRequests = refundRequests
        self.refundAmounts = refundAmounts
        self.othersSubscriptionOfRequest = othersSubscriptionOfRequest
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

    /// The group's subscription the Apple ID bought itself (not family shared) that gives access now, as the store
    /// picks it (`SandboxStore.accessGivingSubscription(in:)`): the plan that buying another plan of the group changes.
    public func accessGivingSubscription(in group: String) -> SandboxSubscriptionStatus? {
        subscriptions.first { $0.subscription.groupID == group && $0.subscription.ownership == .purchased && $0.givesAccess }
    }

    /// Whether approving or resolving a waiting request (Ask to Buy, interrupted) changes its requester's own plan: the
    /// group's subscription giving access now is of another plan and not another customer's
    /// (`othersSubscriptionOfRequest`, which the store refuses to change). The same whichever customer runs the app.
    public func requestsPlanChange(_ request: LedgerRecord) -> Bool {
        guard WaitingRequest(request) != nil, othersSubscriptionOfRequest[request.id] == nil, let group = request.groupID,
              let current = accessGivingSubscription(in: group) else { return false }
        return current.subscription.productID != request.productID
    }

    /// The refund request waiting for review on a transaction, if any.
    public func pendingRefundRequest(on transactionID: Int64) -> RefundRequest? {
        refundRequests.first { $0.transactionID == transactionID && $0.status == .pending }
    }
}
