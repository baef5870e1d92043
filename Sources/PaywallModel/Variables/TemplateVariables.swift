import Foundation

/// The text variables of v1 template paywalls (`{{ price_per_period }}`).
///
/// Names are exact; a paywall using a name not in `names` is invalid, and the default paywall is shown
/// instead. Values follow RevenueCat's v1 variables (docs/formats.md lists them); words (units, "Monthly",
/// "% off") come from kiosk's built-in tables for the language of the template's strings.
public enum TemplateVariables {
    /// Every v1 variable name.
    public static let names: Set<String> = [
        "app_name", "price", "price_per_period", "price_per_period_full", "total_price_and_per_month",
        "total_price_and_per_month_full", "product_name", "sub_period", "sub_period_length", "sub_period_abbreviated",
        "sub_price_per_week", "sub_price_per_month", "sub_duration", "sub_duration_in_months", "sub_offer_duration",
        "sub_offer_duration_2", "sub_offer_price", "sub_offer_price_2", "sub_relative_discount",
    ]

    /// The names used in `text` that are not v1 variables, in order.
    public static func unknownVariables(in text: String) -> [String] {
        VariableSyntax.placeholders(in: text).filter { !names.contains($0) }
    }

    /// Names kiosk renders (as "") that RevenueCat's iOS SDK does not know: there they make the paywall
    /// invalid and its default paywall shows.
    static let kioskOnlyNames: Set<String> = ["sub_offer_duration_2", "sub_offer_price_2"]

    /// Where kiosk reads `text` differently from RevenueCat's SDK: names only kiosk knows, and placeholders
    /// not written `{{ name }}` with one space inside each brace (which RevenueCat leaves as written).
    public static func differencesFromRevenueCat(in text: String) -> [String] {
        var notes: [String] = []
        for raw in VariableSyntax.placeholders(in: text, trimmed: false) {
            let name = raw.trimmingCharacters(in: .whitespaces)
            if kioskOnlyNames.contains(name) {
                notes.append("\"\(name)\" is not a variable for RevenueCat's iOS SDK, which shows its default paywall; kiosk renders it as \"\"")
            } else if raw != " \(name) " {
                notes.append("\"{{\(raw)}}\" is not spaced as \"{{ \(name) }}\": RevenueCat shows it as written; kiosk replaces it")
            }
        }
        return notes
    }

    /// `text` with every variable replaced for `package`; an unknown one is left as written. Words are in the
    /// language of `textLocale`, the locale the template's strings were picked for (RevenueCat displays a valid v1
    /// paywall in its localization's locale), else the customer's; prices stay in the customer's locale.
    public static func render(_ text: String, package: PackagePricing, context: TextContext, textLocale: Locale? = nil,
                              zeroDecimalCountries: [String] = []) -> String {
        let renderer = Renderer(package: package, context: context, words: UnitWords.builtIn(forLocaleIdentifier: textLocale?.identifier ?? context.localeIdentifier),
                                zeroDecimalCountries: zeroDecimalCountries)
        return VariableSyntax.replacing(in: text) { name in renderer.value(of: name) ?? "{{ \(name) }}" }
    }

    /// Renders one package's variables.
    private struct Renderer {
        let package: PackagePricing
        let context: TextContext
        let words: UnitWords
        let zeroDecimalCountries: [String]

        func format(_ price: Price) -> String { context.format(price, zeroDecimalCountries: zeroDecimalCountries) }

        var period: SubscriptionPeriod? { package.product.subscription?.period }

        func value(of name: String) -> String? {
            let price = format(package.price)
            switch name {
            case "app_name": return context.appName
            case "price": return price
            case "product_name": return package.product.displayName(for: context.localeIdentifier, catalogLocale: context.catalogLocale)
            case "price_per_period": return period.map { "\(price)/\(abbreviated($0))" } ?? price
            case "price_per_period_full": return period.map { "\(price)/\(full($0))" } ?? price
            case "total_price_and_per_month", "total_price_and_per_month_full":
                // Only monthly plans and products without a period get the short form (a weekly plan shows both).
                let isFull = name.hasSuffix("_full")
                let perPeriod = value(of: isFull ? "price_per_period_full" : "price_per_period") ?? price
                guard let periodic = package.periodicPrice, periodic.period != .month else { return perPeriod }
                let month = isFull ? full(.month) : abbreviated(.month)
                return "\(perPeriod) (\(format(periodic.per(.month)))/\(month))"
            case "sub_period": return periodName
            case "sub_period_length": return period.map(full) ?? ""
            case "sub_period_abbreviated": return period.map(abbreviated) ?? ""
            case "sub_price_per_week": return package.periodicPrice.map { format($0.per(.week)) } ?? price
            case "sub_price_per_month": return package.periodicPrice.map { format($0.per(.month)) } ?? price
            case "sub_duration": return period.map(words.withUnit) ?? periodName
            case "sub_duration_in_months":
                guard let period else { return periodName }
                guard period.unit == .year else { return words.withUnit(period) }
                return words.counted("num_month_other", period.value * 12)
            case "sub_offer_duration": return package.offer.map { words.withUnit($0.periodOfOnePayment) } ?? ""
            case "sub_offer_price":
                // StoreKit's price of the offer: a free trial's is a zero price ("$0.00"), not a word.
                guard let offer = package.offer else { return "" }
                return format(package.offerPrice ?? Price(offer.paymentMode == .freeTrial ? 0 : offer.price, package.price.currency))
            case "sub_offer_duration_2", "sub_offer_price_2": return ""
            case "sub_relative_discount":
                return package.relativeDiscount.map { words.counted("v1_discount", $0.wholePercent) } ?? ""
            default: return nil
            }
        }

        /// The v1 word for `key`, else the v2 word for `fallback`.
        func v1Word(_ key: String, else fallback: String) -> String {
            words.words[key] ?? words.word(fallback)
        }

        /// A unit for "per" texts: `month`, or `3months` for several (v1 writes counted units without spaces).
        func full(_ period: SubscriptionPeriod) -> String {
            period.value == 1 ? v1Word("v1_\(period.unit.rawValue)", else: period.unit.rawValue)
                : words.withUnit(period).replacingOccurrences(of: " ", with: "")
        }

        /// A unit abbreviated: `mo`, `3mo`.
        func abbreviated(_ period: SubscriptionPeriod) -> String {
            let unit = period.unit.rawValue
            if period.value == 1 { return v1Word("v1_\(unit)_short", else: "\(unit)_short") }
            let format = v1Word("v1_num_\(unit)s_short", else: "num_\(unit)s_short")
            return format.replacingOccurrences(of: "%d", with: String(period.value)).replacingOccurrences(of: " ", with: "")
        }

        /// `sub_period`: the name of the package type its product's period matches (weekly, monthly, 2, 3 or
        /// 6 months, annual), else of the package's own type (`$rc_lifetime` is Lifetime), else its identifier.
        var periodName: String {
            guard let key = Self.packageTypeKey(for: period) ?? Self.packageTypeKey(forIdentifier: package.packageID) else {
                return package.packageID
            }
            return words.word(key)
        }

        static func packageTypeKey(for period: SubscriptionPeriod?) -> String? {
            switch (period?.value, period?.unit) {
            case (1, .week): "v1_weekly"
            case (1, .month): "v1_monthly"
            case (2, .month): "v1_two_month"
            case (3, .month): "v1_three_month"
            case (6, .month): "v1_six_month"
            case (1, .year): "v1_annual"
            default: nil
            }
        }

        static func packageTypeKey(forIdentifier identifier: String) -> String? {
            switch identifier {
            case "$rc_weekly": "v1_weekly"
            case "$rc_monthly": "v1_monthly"
            case "$rc_two_month": "v1_two_month"
            case "$rc_three_month": "v1_three_month"
            case "$rc_six_month": "v1_six_month"
            case "$rc_annual": "v1_annual"
            case "$rc_lifetime": "v1_lifetime"
            default: nil
            }
        }
    }
}
