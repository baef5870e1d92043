import PaywallModel

/// What refunding a transaction gave back, read from the ledger (`SandboxStore.refunded(_:)`): what it charged, and
/// for a plan change that credited the unused rest of the plan it replaced against its price, the part of that rest
/// the price took. The sandbox nets that rest into the upgrade's charge where the App Store charges the new plan
/// whole and refunds the rest at once, so refunding the upgrade gives back both: what the App Store would refund
/// for the upgrade, its whole price.
public struct RefundedAmount: Sendable, Hashable {
    /// What the transaction charged.
    public var charged: Price
    /// The unused rest of the replaced plan credited against the transaction's price, given back with it; nil for
    /// any transaction that credited none.
    public var creditedRest: Price?

    /// Creates an amount.
    public init(charged: Price, creditedRest: Price? = nil) {
        self.charged = charged
        self.creditedRest = creditedRest
    }

    /// Everything given back: what it charged and the rest credited to it (one currency: a rest is credited only when
    /// paid in the currency of the charge).
    public var total: Price {
        Price(charged.amount + (creditedRest?.amount ?? 0), charged.currency)
    }

    /// The amount in a few words, prices written by `format`: `119.99 USD back: the 36.23 USD it charged and the
    /// unused rest of the old plan credited to it, 83.76 USD`, or `9.99 USD back` for a transaction that credited none.
    public func words(_ format: (Price) -> String) -> String {
        guard let rest = creditedRest else { return "\(format(total)) back" }
        return "\(format(total)) back: the \(format(charged)) it charged and the unused rest of the old plan credited to it, \(format(rest))"
    }
}
