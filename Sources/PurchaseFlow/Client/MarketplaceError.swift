import PaywallModel

/// A failure of a Marketplace call: a code an app can switch on and one clear sentence for people.
public struct MarketplaceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure it is; the names follow StoreKit's errors.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// The product does not exist in the catalog or cannot be sold.
        case productUnavailable
        /// The customer may not make purchases (or this purchase).
        case purchaseNotAllowed
        /// The product is not sold in the current storefront.
        case notAvailableInStorefront
        /// The customer is not eligible for the offer.
        case ineligibleForOffer
        /// The offer does not exist for this product.
        case invalidOffer
        /// The quantity is not allowed for this product.
        case invalidQuantity
        /// The store could not be reached.
        case networkError
        /// The system failed.
        case systemError
        /// The customer is not entitled to what was asked for.
        case notEntitled
        /// A transaction's signature could not be verified.
        case unverifiedTransaction
        /// No transaction or request has the identifier given.
        case noSuchTransaction
        /// The transaction is not waiting for what was asked (approval, resolution).
        case nothingPending
        /// The subscription has ended (expired, refunded, replaced by a plan change), so the action no longer
        /// applies; the customer buys again.
        case subscriptionEnded
        /// The customer cancelled (only ever simulated; a real cancellation is the `.cancelled` result).
        case userCancelled
        /// An unknown failure.
        case unknown
    }

    /// The kind of failure.
    public let code: Code
    /// One sentence saying what went wrong.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }

    /// The error a simulated failure (`_storeKitErrors`, `kiosk sandbox set error`) raises for an API.
    public static func simulated(_ code: Code, in api: StoreKitErrorSetting.API) -> MarketplaceError {
        MarketplaceError(code, "\(api.name) failed with the simulated error \(code.rawValue), as the sandbox settings ask.")
    }
}
