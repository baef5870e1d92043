import Foundation
import PaywallModel

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

    /// Parses and checks a key and value, as typed; throws a `SettingError` naming what is wrong.
    public init(key: String, value: String) throws {
        try self.init(key: key, value: value, asTyped: true)
    }

    /// Parses a key and value the ledger keeps, as `init(key:value:)` did when they were set, but without asking ICU
    /// whether a locale's language and region are known (settings are read on every store read, and a locale an older
    /// kiosk kept stays in force).
    init(stored key: String, value: String) throws {
        try self.init(key: key, value: value, asTyped: false)
    }

    private init(key: String, value: String, asTyped: Bool) throws {
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
            self.value = try Self.localeIdentifier(value)
            if asTyped { try Self.requireKnownLocale(value) }
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

    /// A locale identifier as the setting takes it: letters, digits, `_` and `-`, then optionally ICU keywords as
    /// `kiosk render --locale` takes them (`@currency=EUR`, several separated by `;`).
    static func localeIdentifier(_ value: String) throws -> String {
        func isWord(_ text: Substring, allowing extra: Set<Character> = []) -> Bool {
            !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || extra.contains($0) }
        }
        let parts = value.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let keywordsAreWellFormed = parts.count == 1 || parts[1].split(separator: ";", omittingEmptySubsequences: false).allSatisfy { keyword in
            let pair = keyword.split(separator: "=", omittingEmptySubsequences: false)
            return pair.count == 2 && isWord(pair[0]) && isWord(pair[1], allowing: ["-"])
        }
        guard isWord(parts[0], allowing: ["_", "-"]), keywordsAreWellFormed else {
            throw SettingError("'\(value)' is not a locale identifier such as en_US.")
        }
        return value
    }

    /// Refuses a locale whose language, or region when it names one, Foundation does not know (`xx_YY`, `de_YY`), where a
    /// locale of it would fall back to another silently; ICU keywords (`@currency=EUR`) are left to the locale.
    public static func requireKnownLocale(_ identifier: String) throws {
        let locale = Locale(identifier: identifier)
        guard let language = locale.language.languageCode, knownLanguages.contains(language) else {
            let named = locale.language.languageCode?.identifier ?? identifier
            throw SettingError("'\(identifier)' names no known language ('\(named)'); expected a locale identifier such as en_US.")
        }
        if let region = locale.region, !knownRegions.contains(region) {
            throw SettingError("'\(identifier)' names no known region ('\(region.identifier)'); expected a locale identifier such as en_US.")
        }
    }

    /// The languages and regions Foundation knows, listed once.
    private static let knownLanguages = Set(Locale.LanguageCode.isoLanguageCodes)
    private static let knownRegions = Set(Locale.Region.isoRegions)

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
