/// The subtypes (`subtype`) that go with a notification type, with Apple's names.
public enum ServerNotificationSubtype: String, Sendable, Hashable, CaseIterable, Codable {
    case initialBuy = "INITIAL_BUY"
    case resubscribe = "RESUBSCRIBE"
    case upgrade = "UPGRADE"
    case downgrade = "DOWNGRADE"
    case autoRenewEnabled = "AUTO_RENEW_ENABLED"
    case autoRenewDisabled = "AUTO_RENEW_DISABLED"
    case gracePeriod = "GRACE_PERIOD"
    case billingRecovery = "BILLING_RECOVERY"
    case voluntary = "VOLUNTARY"
    case billingRetry = "BILLING_RETRY"
    /// EXPIRED: the product (or the one it was to renew into) was not for sale when the subscription would have renewed.
    case productNotForSale = "PRODUCT_NOT_FOR_SALE"
}
