import PurchaseFlow

/// A purchase of the current customer that waits for someone: an Ask to Buy request (a parent approves or
/// declines it) or an interrupted purchase (it is resolved). Its id is the ledger record's.
public struct WaitingRequest: Hashable, Sendable {
    /// The ledger record's id (what `kiosk sandbox approve ID` takes).
    public var id: Int64
    /// The product asked for.
    public var productID: String
    /// Whether it waits for Ask to Buy approval (else it is an interrupted purchase).
    public var isAskToBuy: Bool

    /// Creates a waiting request.
    public init(id: Int64, productID: String, isAskToBuy: Bool) {
        self.id = id
        self.productID = productID
        self.isAskToBuy = isAskToBuy
    }

    /// The request a ledger record is, when it waits.
    init?(_ record: LedgerRecord) {
        guard record.status == .askToBuy || record.status == .interrupted else { return nil }
        self.init(id: record.id, productID: record.productID, isAskToBuy: record.status == .askToBuy)
    }

    /// The request a pending purchase opened.
    init(_ pending: PendingPurchase) {
        self.init(id: pending.requestID, productID: pending.productID, isAskToBuy: pending.reason == .askToBuy)
    }

    /// The result of the purchase that opened it: `Plus waits for a parent's approval (Ask to Buy). Approve or
    /// decline it in the transaction manager.` (the store opens only a request it would complete, so its usual decisions).
    func opened(name: String) -> EffectResult.Outcome {
        .pending("\(name) \(waitsFor). \(wayToDecide(usualDecisions))", request: self)
    }

    /// The result of buying its product again while it waits: nothing new is asked; `decisions` are those the
    /// transaction manager offers on it now (`TransactionActions.decisions`), else its usual ones.
    func alreadyWaiting(name: String, decisions: [RecordAction]? = nil) -> EffectResult.Outcome {
        .pending("a request for \(name) already \(waitsFor); nothing new was asked. \(wayToDecide(decisions ?? usualDecisions))", request: self)
    }

    /// The transaction manager's decisions on a request as a sentence names them: `approve or decline`, `decline`, `resolve`.
    static func words(_ decisions: [RecordAction]) -> String {
        decisions.map(\.rawValue).joined(separator: " or ")
    }

    /// What the plans screen says under the plan asked for: `Waiting for approval (Ask to Buy)`.
    var mark: String {
        isAskToBuy ? "Waiting for approval (Ask to Buy)" : "Waiting to be resolved (interrupted purchase)"
    }

    private var waitsFor: String {
        isAskToBuy ? "waits for a parent's approval (Ask to Buy)" : "was interrupted and waits to be resolved"
    }

    /// What a request of its kind is decided by: approving or declining an Ask to Buy request, resolving an interrupted purchase.
    private var usualDecisions: [RecordAction] {
        isAskToBuy ? [.approve, .decline] : [.resolve]
    }

    /// Where the request is decided, by `decisions`: `Approve or decline it in the transaction manager.`
    private func wayToDecide(_ decisions: [RecordAction]) -> String {
        guard !decisions.isEmpty else { return "The transaction manager offers no decision on it now." }
        let words = Self.words(decisions)
        return words.prefix(1).uppercased() + words.dropFirst() + " it in the transaction manager."
    }
}
