import Foundation

/// The test settings of a catalog (`settings`): storefront, locale, time rate and simulated failures.
public struct CatalogSettings: Sendable, Hashable {
    /// The storefront (`_storefront`, ISO alpha-3), when the file names a known one.
    public var storefront: Storefront?
    /// The default locale (`_locale`, such as `en_US`).
    public var locale: String?
    /// How fast subscription time passes (`_timeRate`).
    public var timeRate: TimeRate
    /// The rate kept for older systems (`_compatibilityTimeRate`, a number or `{"3": n}`).
    public var compatibilityTimeRate: TimeRate?
    /// Whether purchases need a parent's approval (`_askToBuyEnabled`).
    public var isAskToBuyEnabled: Bool
    /// Whether purchases hit billing problems (`_billingIssuesEnabled`).
    public var isBillingIssuesEnabled: Bool
    /// Whether renewals hit billing problems (`_renewalBillingIssuesEnabled`).
    public var isRenewalBillingIssuesEnabled: Bool
    /// Whether a billing grace period applies to failed renewals (`_billingGracePeriodEnabled`).
    public var isBillingGracePeriodEnabled: Bool
    /// Whether system dialogs are skipped (`_disableDialogs`).
    public var areDialogsDisabled: Bool
    /// Whether every transaction fails (`_failTransactionsEnabled`).
    public var isFailTransactionsEnabled: Bool
    /// The single simulated error of format versions 1 and 2 (`_storeKitError`, 0 for none).
    public var legacyStoreKitError: Int?
    /// Simulated errors per StoreKit API (`_storeKitErrors`), in file order.
    public var storeKitErrors: [StoreKitErrorSetting]
    /// The app's App Store id (`_applicationInternalID`).
    public var applicationInternalID: String?
    /// The developer team (`_developerTeamID`).
    public var developerTeamID: String?
    /// When the catalog was last synchronized with App Store Connect (`_lastSynchronizedDate`).
    public var lastSynchronizedDate: Date?

    /// Creates settings; every value defaults to what a file without settings means.
    public init(
        storefront: Storefront? = nil,
        locale: String? = nil,
        timeRate: TimeRate = .realTime,
        compatibilityTimeRate: TimeRate? = nil,
        isAskToBuyEnabled: Bool = false,
        isBillingIssuesEnabled: Bool = false,
        isRenewalBillingIssuesEnabled: Bool = false,
        isBillingGracePeriodEnabled: Bool = false,
        areDialogsDisabled: Bool = false,
        isFailTransactionsEnabled: Bool = false,
        legacyStoreKitError: Int? = nil,
        storeKitErrors: [StoreKitErrorSetting] = [],
        applicationInternalID: String? = nil,
        developerTeamID: String? = nil,
        lastSynchronizedDate: Date? = nil
    ) {
        self.storefront = storefront
        self.locale = locale
        self.timeRate = timeRate
        self.compatibilityTimeRate = compatibilityTimeRate
        self.isAskToBuyEnabled = isAskToBuyEnabled
        self.isBillingIssuesEnabled = isBillingIssuesEnabled
        self.isRenewalBillingIssuesEnabled = isRenewalBillingIssuesEnabled
        self.isBillingGracePeriodEnabled = isBillingGracePeriodEnabled
        self.areDialogsDisabled = areDialogsDisabled
        self.isFailTransactionsEnabled = isFailTransactionsEnabled
        self.legacyStoreKitError = legacyStoreKitError
        self.storeKitErrors = storeKitErrors
        self.applicationInternalID = applicationInternalID
        self.developerTeamID = developerTeamID
        self.lastSynchronizedDate = lastSynchronizedDate
    }

    /// The simulated-error setting for an API, when the file has one.
    public func storeKitError(for api: StoreKitErrorSetting.API) -> StoreKitErrorSetting? {
        storeKitErrors.first { $0.api == api }
    }

    /// The settings of enabled simulated errors.
    public var enabledStoreKitErrors: [StoreKitErrorSetting] {
        storeKitErrors.filter(\.isEnabled)
    }
}
