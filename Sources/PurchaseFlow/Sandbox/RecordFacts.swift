/// What refunding or deleting a ledger record takes, as a screen stated it before the customer chose to: the store
/// refunds or deletes only a record that still stands so, since another process may have approved, refunded or renewed
/// it, or scheduled or dropped its subscription's plan change, in the moment between (as a purchase is made only on the
/// terms its sheet showed, `PurchaseTerms`).
public struct RecordFacts: Sendable, Hashable {
    /// The product.
    public var productID: String
    /// Its state: a waiting request, a purchase charged, …
    public var status: LedgerStatus
    /// Whether it was refunded.
    public var isRevoked: Bool
    /// What it charged, in thousandths of its currency (nil for a request).
    public var priceMilliunits: Int64?
    /// The currency it charged in.
    public var currency: String?
    /// Whether it is its subscription's newest transaction (refunding it revokes the subscription; an older one only
    /// its own period).
    public var isNewestOfItsSubscription: Bool
    /// The plan change refunding it drops: the one waiting for its subscription's next renewal
    /// (`SandboxStore.planChangeWaiting(on:)`) when it is the subscription's newest transaction; nil when none waits, or
    /// for an older period, whose refund leaves the change waiting.
    public var planChangeDropped: String?

    /// The facts of `record`, given whether it is the newest transaction of its subscription and the plan change
    /// waiting for that subscription's next renewal.
    public init(_ record: LedgerRecord, isNewestOfItsSubscription: Bool, planChangeWaiting: String?) {
        productID = record.productID
        status = record.status
        isRevoked = record.revocationTime != nil
        priceMilliunits = record.priceMilliunits
        currency = record.currency
        self.isNewestOfItsSubscription = isNewestOfItsSubscription
        planChangeDropped = isNewestOfItsSubscription ? planChangeWaiting : nil
    }
}

extension SandboxStore {
    /// Refuses to refund or delete a record whose facts are no longer those stated (`expected`), inside the write that
    /// would: nothing is changed, and the error says so.
    func refuseChangedFacts(of record: LedgerRecord, expected: RecordFacts, action: RecordAction, in database: SQLiteDatabase) throws {
        let subscription = try ledger.subscriptionIn(database, originalID: record.originalID)
        let newest = subscription?.latestTransactionID == record.id
        // Only the newest transaction's refund or delete drops the plan change waiting (`planChangeWaiting(on:)`), worked
        // out from the subscription just read, whose latest transaction `record` is.
        let waiting = try subscription.flatMap { newest ? status(of: $0, latest: record, at: clock.now(), settings: try settings()).scheduledPlanChange : nil }
        guard RecordFacts(record, isNewestOfItsSubscription: newest, planChangeWaiting: waiting) != expected else { return }
        throw MarketplaceError(.nothingPending, "Transaction \(record.id) changed since it was shown (approved, refunded, renewed, or a plan change scheduled or dropped for its renewal, by "
                               + "another process or the sandbox clock); nothing was \(action == .refund ? "refunded" : "deleted"). Look at it again before you choose.")
    }
}
