import Foundation
import PaywallModel

/// What a consumable transaction added to a balance.
public struct ConsumableCredit: Sendable, Hashable {
    /// The transaction.
    public var transactionID: UInt64
    /// The balance's key.
    public var balance: String
    /// What it added (the product's amount times the quantity).
    public var amount: Int
    /// False when it had been delivered before (a redelivery adds nothing).
    public var isNew: Bool
}
