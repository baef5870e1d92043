import Foundation

/// A purchase a restore moved to the restoring customer.
public struct RestoredPurchase: Sendable, Hashable {
    /// The product.
    public var productID: String
    /// The transaction.
    public var transactionID: UInt64
    /// The customer it belonged to before.
    public var fromCustomer: String
}
