import Foundation

/// A simulated StoreKit error for one API (an element of `_storeKitErrors`).
public struct StoreKitErrorSetting: Sendable, Hashable {
    /// The API whose calls fail, by the name Xcode writes.
    public var api: API
    /// Whether calls to the API fail.
    public var isEnabled: Bool
    /// The chosen error (`current`): its type (`generic`, ...) and index in Xcode's list; `nil` for the default.
    public var current: Choice?

    /// Creates a setting.
    public init(api: API, isEnabled: Bool, current: Choice? = nil) {
        self.api = api
        self.isEnabled = isEnabled
        self.current = current
    }

    /// A chosen error: `{"type": "generic", "index": n}`.
    public struct Choice: Sendable, Hashable {
        /// The error family (`generic`, `purchase`, `verification`, ...).
        public var type: String
        /// The error's index in Xcode's list for that family.
        public var index: Int

        /// Creates a choice.
        public init(type: String, index: Int) {
            self.type = type
            self.index = index
        }
    }

    /// The StoreKit APIs whose errors can be simulated, in Xcode's fixed order.
    public enum API: Sendable, Hashable, CustomStringConvertible {
        case loadProducts, purchase, verification, appStoreSync, subscriptionStatus, appTransaction
        case manageSubscriptionsSheet, refundRequestSheet, offerCodeRedeemSheet
        /// A name this version of kiosk does not know; kept as written.
        case other(String)

        /// The known APIs in Xcode's order.
        public static let known: [API] = [
            .loadProducts, .purchase, .verification, .appStoreSync, .subscriptionStatus, .appTransaction,
            .manageSubscriptionsSheet, .refundRequestSheet, .offerCodeRedeemSheet,
        ]

        /// The API named as Xcode writes it (`Load Products`).
        public init(name: String) {
            self = API.known.first { $0.name == name } ?? .other(name)
        }

        /// The name Xcode writes.
        public var name: String {
            switch self {
            case .loadProducts: "Load Products"
            case .purchase: "Purchase"
            case .verification: "Verification"
            case .appStoreSync: "App Store Sync"
            case .subscriptionStatus: "Subscription Status"
            case .appTransaction: "App Transaction"
            case .manageSubscriptionsSheet: "Manage Subscriptions Sheet"
            case .refundRequestSheet: "Refund Request Sheet"
            case .offerCodeRedeemSheet: "Offer Code Redeem Sheet"
            case .other(let name): name
            }
        }

        public var description: String { name }
    }
}
