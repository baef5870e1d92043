/// What a purchase ended in, when it did not fail.
public enum PurchaseResult: Sendable, Hashable {
    /// Bought: a verified transaction to deliver and then finish.
    case purchased(PurchaseTransaction)
    /// Waiting for Ask to Buy approval or for an interruption to be resolved; the transaction arrives
    /// later through `transactionUpdates()`.
    case pending(PendingPurchase)
    /// The customer cancelled; nothing was charged.
    case cancelled
    /// The customer already owns it; nothing was charged. Carries the entitling transaction.
    case alreadyEntitled(PurchaseTransaction)

    /// The transaction, for `.purchased` and `.alreadyEntitled`.
    public var transaction: PurchaseTransaction? {
        switch self {
        case .purchased(let transaction), .alreadyEntitled(let transaction): transaction
        case .pending, .cancelled: nil
        }
    }
}

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

/// What `fetchProducts` found, with the identifiers it left out and why.
public struct ProductFetchReport: Sendable, Hashable {
    /// The products found, in the order asked.
    public let products: [ProductInfo]
    /// Identifiers the catalog does not have.
    public let unknownIDs: [String]
    /// Identifiers of products of the other kind (a subscription asked for as one-time, or the reverse).
    public let otherKindIDs: [String]
    /// Identifiers of products not sold in the current storefront.
    public let unavailableIDs: [String]
    /// The storefront (ISO alpha-3) the products were fetched for.
    public let storefront: String

    /// One sentence naming what was left out, or nil when nothing was.
    public var diagnosis: String? {
        var parts: [String] = []
        if !unknownIDs.isEmpty { parts.append("not in the catalog: \(unknownIDs.joined(separator: ", "))") }
        if !otherKindIDs.isEmpty { parts.append("of the other kind (subscription or not): \(otherKindIDs.joined(separator: ", "))") }
        if !unavailableIDs.isEmpty { parts.append("not sold in the \(storefront) storefront: \(unavailableIDs.joined(separator: ", "))") }
        return parts.isEmpty ? nil : "Left out products " + parts.joined(separator: "; ") + "."
    }
}
