import Foundation

/// What paywall texts are rendered for: the customer's locale, the storefront, the app, the time.
public struct TextContext: Sendable {
    /// The customer's locale identifier (`en_US`: digits, separators, words).
    public var localeIdentifier: String
    /// The customer's locale, made when asked (making one reaches ICU).
    public var locale: Locale { Locale(identifier: localeIdentifier) }
    /// The storefront prices are charged in (for `zero_decimal_place_countries`).
    public var storefront: Storefront
    /// The app's name, for `{{ app_name }}`.
    public var appName: String
    /// The catalog's own locale, for product names.
    public var catalogLocale: String?
    /// Now, for offer end dates and countdowns.
    public var now: Date
    /// When a countdown ends, for the `count_*` variables.
    public var countdownEnd: Date?
    /// Custom variables set by the app (`{{ custom.NAME }}`), overriding `ui_config` defaults.
    public var customVariables: [String: String]

    /// Creates a context for a customer's locale.
    public init(locale: Locale, storefront: Storefront = .unitedStates, appName: String = "Kiosk", catalogLocale: String? = nil,
                now: Date, countdownEnd: Date? = nil, customVariables: [String: String] = [:]) {
        self.init(localeIdentifier: locale.identifier, storefront: storefront, appName: appName, catalogLocale: catalogLocale, now: now,
                  countdownEnd: countdownEnd, customVariables: customVariables)
    }

    /// Creates a context for the customer's locale an identifier names.
    public init(localeIdentifier: String, storefront: Storefront = .unitedStates, appName: String = "Kiosk", catalogLocale: String? = nil,
                now: Date, countdownEnd: Date? = nil, customVariables: [String: String] = [:]) {
        self.localeIdentifier = localeIdentifier
        self.storefront = storefront
        self.appName = appName
        self.catalogLocale = catalogLocale
        self.now = now
        self.countdownEnd = countdownEnd
        self.customVariables = customVariables
    }

    /// Formats a price; in a zero-decimal-place country (alpha-3 in `zeroDecimalCountries`) a whole price drops its decimals.
    func format(_ price: Price, zeroDecimalCountries: [String]) -> String {
        let formatter = PriceFormatter(localeIdentifier: localeIdentifier)
        return zeroDecimalCountries.contains(storefront.alpha3) ? formatter.stringDroppingZeroDecimals(from: price) : formatter.string(from: price)
    }
}
