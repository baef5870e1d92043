/// A purchase that waits for someone: a parent (Ask to Buy) or the customer (an interrupted purchase).
public struct PendingPurchase: Sendable, Hashable {
    /// Why it waits.
    public enum Reason: String, Sendable, Hashable {
        /// A parent must approve or decline it.
        case askToBuy
        /// The customer must resolve an issue first.
        case interrupted
    }

    /// The request's id in the ledger (what `kiosk sandbox approve ID` takes).
    public let requestID: Int64
    /// The product.
    public let productID: String
    /// Why it waits.
    public let reason: Reason
}
