import Foundation
import PaywallModel

/// The sandbox store's settings in force: the catalog's settings with the run-time overrides kept in the ledger.
public struct SandboxSettings: Sendable, Hashable {
    /// Whether purchases wait for a parent's approval (Ask to Buy).
    public var isAskToBuyEnabled: Bool
    /// Whether purchases are interrupted and wait for the customer to resolve an issue.
    public var isInterruptedPurchasesEnabled: Bool
    /// The storefront purchases are made in.
    public var storefront: Storefront
    /// The locale product names and prices are shown in (`en_US`).
    public var locale: String
    /// The simulated error of each failing API.
    public var simulatedErrors: [StoreKitErrorSetting.API: MarketplaceError.Code]
    /// How fast subscription periods pass (`_timeRate`).
    public var timeRate: TimeRate
    /// Whether every renewal fails to bill and enters billing retry (`_renewalBillingIssuesEnabled`).
    public var isRenewalBillingIssuesEnabled: Bool
    /// Whether a failed renewal keeps access for a grace period (`_billingGracePeriodEnabled`).
    public var isBillingGracePeriodEnabled: Bool
    /// The original app version every app transaction reports, instead of the version of each customer's first launch.
    public var originalAppVersion: String?
    /// How refund requests are reviewed.
    public var refundReview: RefundReviewPolicy = .standard
    /// How signed data is signed and which environment it names: StoreKit Testing's (Xcode, one self-signed
    /// certificate) or an App Store style chain under kiosk's own root (Sandbox).
    public var environment: StoreEnvironment = .xcode
    /// Where App Store Server Notifications are posted (`notifications-url`); nil posts none (they are still recorded).
    public var notificationsURL: URL?

    /// The catalog's settings, before any override.
    public init(catalog: CatalogSettings) {
        isAskToBuyEnabled = catalog.isAskToBuyEnabled
        isInterruptedPurchasesEnabled = false
        storefront = catalog.storefront ?? .unitedStates
        locale = catalog.locale ?? "en_US"
        simulatedErrors = SimulatedErrors.codes(in: catalog)
        timeRate = catalog.timeRate
        isRenewalBillingIssuesEnabled = catalog.isRenewalBillingIssuesEnabled
        isBillingGracePeriodEnabled = catalog.isBillingGracePeriodEnabled
    }

    /// The catalog's settings with the ledger's overrides applied; unreadable overrides are ignored.
    public init(catalog: CatalogSettings, overrides: [String: String]) {
        self.init(catalog: catalog)
        for (key, value) in overrides.sorted(by: { $0.key < $1.key }) {
            try? apply(SettingOverride(stored: key, value: value))
        }
    }

    /// Applies one override.
    mutating func apply(_ override: SettingOverride) throws {
        switch override.target {
        case .askToBuy: isAskToBuyEnabled = try SettingOverride.bool(override.value)
        case .interruptedPurchases: isInterruptedPurchasesEnabled = try SettingOverride.bool(override.value)
        case .storefront: storefront = try SettingOverride.storefront(override.value)
        case .locale: locale = override.value
        case .timeRate: timeRate = try SettingOverride.timeRate(override.value)
        case .renewalBillingIssues: isRenewalBillingIssuesEnabled = try SettingOverride.bool(override.value)
        case .billingGracePeriod: isBillingGracePeriodEnabled = try SettingOverride.bool(override.value)
        case .originalAppVersion: originalAppVersion = override.value == "off" ? nil : override.value
        case .refundReview: refundReview = RefundReviewPolicy(override.value) ?? .standard
        case .environment: environment = StoreEnvironment(rawValue: override.value) ?? .xcode
        case .notificationsURL: notificationsURL = override.value == "off" ? nil : URL(string: override.value)
        case .error(let api):
            simulatedErrors[api] = try SettingOverride.errorCode(override.value)
        }
    }

    /// The simulated error for an API, if it is set to fail.
    public func simulatedError(for api: StoreKitErrorSetting.API) -> MarketplaceError? {
        simulatedErrors[api].map { MarketplaceError.simulated($0, in: api) }
    }
}
