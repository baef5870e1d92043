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
            try? apply(SettingOverride(key: key, value: value))
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

/// One run-time override of a sandbox setting, as `kiosk sandbox set` writes it and the ledger keeps it.
///
/// Keys: `ask-to-buy` and `interrupted` (on/off), `storefront` (ISO alpha-3 or alpha-2), `locale`
/// (`de_DE`), `time-rate` (a `_timeRate` number such as 13, or `real`), `renewal-billing-issues` and
/// `billing-grace-period` (on/off), `original-app-version` (an app version, or `off`), `refund-review` (`immediate`, `decline`, or a delay such as
/// `48h`), `environment` (`Xcode` or `Sandbox`), `notifications-url` (an http or https URL, or `off`), `error.API` (an error
/// code such as `networkError`, or `off`; API is `purchase`,
/// `load-products`, `verification`, `app-store-sync`, ...).
public struct SettingOverride: Sendable, Hashable {
    /// What a key sets.
    enum Target: Hashable {
        case askToBuy, interruptedPurchases, storefront, locale, timeRate, renewalBillingIssues, billingGracePeriod, originalAppVersion, refundReview
        case environment, notificationsURL
        case error(StoreKitErrorSetting.API)
    }

    /// The key as stored.
    public let key: String
    /// The value as stored (normalized).
    public let value: String
    let target: Target

    /// Parses and checks a key and value; throws a `SettingError` naming what is wrong.
    public init(key: String, value: String) throws {
        switch key {
        case "ask-to-buy": target = .askToBuy
        case "interrupted": target = .interruptedPurchases
        case "storefront": target = .storefront
        case "locale": target = .locale
        case "time-rate": target = .timeRate
        case "renewal-billing-issues": target = .renewalBillingIssues
        case "billing-grace-period": target = .billingGracePeriod
        case "original-app-version": target = .originalAppVersion
        case "refund-review": target = .refundReview
        case "environment": target = .environment
        case "notifications-url": target = .notificationsURL
        default:
            guard key.hasPrefix("error."), let api = SimulatedErrors.api(named: String(key.dropFirst(6))) else {
                throw SettingError("Unknown setting '\(key)'. Expected ask-to-buy, interrupted, storefront, locale, time-rate, renewal-billing-issues, billing-grace-period, original-app-version, refund-review, environment, notifications-url or error.API.")
            }
            target = .error(api)
        }
        self.key = key
        switch target {
        case .askToBuy, .interruptedPurchases, .renewalBillingIssues, .billingGracePeriod: self.value = try Self.bool(value) ? "on" : "off"
        case .storefront: self.value = try Self.storefront(value).alpha3
        case .locale:
            guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
                throw SettingError("'\(value)' is not a locale identifier such as en_US.")
            }
            self.value = value
        case .timeRate: self.value = String(try Self.timeRate(value).rawValue)
        case .originalAppVersion:
            guard value.lowercased() == "off" || value.first?.isNumber == true else {
                throw SettingError("'\(value)' is not an app version such as 1.0 or 2.3.1 (or off).")
            }
            self.value = value.lowercased() == "off" ? "off" : value
        case .refundReview:
            guard let policy = RefundReviewPolicy(value) else {
                throw SettingError("'\(value)' is not a refund review: expected immediate, decline or a delay such as 48h or P2D.")
            }
            self.value = policy.description
        case .environment:
            guard let environment = [StoreEnvironment.xcode, .sandbox].first(where: { $0.rawValue.lowercased() == value.lowercased() }) else {
                throw SettingError("'\(value)' is not a signing environment; expected Xcode or Sandbox.")
            }
            self.value = environment.rawValue
        case .notificationsURL:
            self.value = try Self.notificationsURL(value)
        case .error:
            self.value = try Self.errorCode(value)?.rawValue ?? "off"
        }
    }

    static func timeRate(_ value: String) throws -> TimeRate {
        if ["real", "real-time", "realtime"].contains(value.lowercased()) { return .realTime }
        guard let number = Int(value), TimeRate(rawValue: number).isKnown else {
            throw SettingError("'\(value)' is not a StoreKit time rate; expected real, 1-6, 10-13, 15 or 1000-1005.")
        }
        return TimeRate(rawValue: number)
    }

    /// An http or https URL with a host, or `off`.
    static func notificationsURL(_ value: String) throws -> String {
        if value.lowercased() == "off" { return "off" }
        guard let url = URL(string: value), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false else {
            throw SettingError("'\(value)' is not a notifications URL; expected an http or https URL such as http://127.0.0.1:9000/notifications, or off.")
        }
        return value
    }

    static func bool(_ value: String) throws -> Bool {
        switch value.lowercased() {
        case "on", "true", "yes", "1": return true
        case "off", "false", "no", "0": return false
        default: throw SettingError("'\(value)' is not on or off.")
        }
    }

    static func storefront(_ value: String) throws -> Storefront {
        guard let storefront = Storefront(code: value) else {
            throw SettingError("'\(value)' is not an App Store storefront code such as USA or DEU.")
        }
        return storefront
    }

    static func errorCode(_ value: String) throws -> MarketplaceError.Code? {
        if value.lowercased() == "off" { return nil }
        guard let code = MarketplaceError.Code(rawValue: value) else {
            let names = MarketplaceError.Code.allCases.map(\.rawValue).joined(separator: ", ")
            throw SettingError("'\(value)' is not an error code; expected off or one of \(names).")
        }
        return code
    }
}

/// A setting or value the sandbox does not know.
public struct SettingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One sentence saying what is wrong.
    public let message: String

    init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
