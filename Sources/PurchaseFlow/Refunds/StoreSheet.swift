import PaywallModel

/// The store's own sheets an app opens: each can be made to fail by its simulated error (`_storeKitErrors`).
public enum StoreSheet: Sendable, Hashable, CaseIterable {
    /// Manage subscriptions (cancel, change plan).
    case manageSubscriptions
    /// Request a refund.
    case refundRequest
    /// Redeem an offer code.
    case offerCodeRedeem

    /// The StoreKit API whose simulated error the sheet honours.
    public var api: StoreKitErrorSetting.API {
        switch self {
        case .manageSubscriptions: .manageSubscriptionsSheet
        case .refundRequest: .refundRequestSheet
        case .offerCodeRedeem: .offerCodeRedeemSheet
        }
    }
}

extension SandboxMarketplace {
    /// Opens one of the store's sheets: throws its simulated error (the screen shows the message and goes
    /// back), or returns when the sheet may be shown.
    public func openSheet(_ sheet: StoreSheet) throws {
        if let error = try store.settings().simulatedError(for: sheet.api) { throw error }
    }

    /// Asks for a refund of a transaction through the refund request sheet.
    public func requestRefund(for transaction: PurchaseTransaction, reason: RefundReason) throws -> RefundRequest {
        try store.requestRefund(of: Int64(transaction.id), reason: reason)
    }
}
