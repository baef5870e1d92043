import Foundation

/// The text variables of v2 component paywalls: `{{ product.price_per_period_abbreviated }}`, optionally
/// piped through `lowercase`, `uppercase` or `capitalize`, `{{ custom.NAME }}` and the countdown's `count_*`.
///
/// An unknown name goes through `ui_config`'s `variable_compatibility_map`; failing that it renders as ""
/// with a warning, and the paywall is still shown. As in RevenueCat, unit words and offer end dates are in the
/// language of the paywall's texts (the locale its strings were picked for), not the customer's: unit words come
/// from `ui_config.localizations` (exact locale, then language, then the paywall's default locale), falling back
/// to kiosk's built-in words for that language. Prices stay in the customer's locale.
public struct ComponentVariables: Sendable {
    /// Every `product.` and `count_` variable name.
    public static let names: Set<String> = {
        var names: Set<String> = [
            "currency_code", "currency_symbol", "periodly", "price", "price_per_period", "price_per_period_abbreviated",
            "period", "period_abbreviated", "period_with_unit", "offer_price", "offer_period", "offer_period_abbreviated",
            "offer_period_with_unit", "offer_end_date", "secondary_offer_price", "secondary_offer_period",
            "secondary_offer_period_abbreviated", "relative_discount", "store_product_name",
        ]
        for unit in ["day", "week", "month", "year"] {
            names.formUnion(["price_per_\(unit)", "period_in_\(unit)s", "offer_price_per_\(unit)", "offer_period_in_\(unit)s"])
        }
        var result = Set(names.map { "product." + $0 })
        for unit in ["days", "hours", "minutes", "seconds"] {
            result.formUnion(["count_\(unit)_with_zero", "count_\(unit)_without_zero"])
        }
        return result
    }()

    /// The pipe functions known.
    public static let functions: Set<String> = ["lowercase", "uppercase", "capitalize"]

    /// App-wide settings (compatibility maps, custom variables).
    public var uiConfig: UIConfig
    /// The words for the customer's locale.
    public var words: UnitWords
    /// The `ui_config.localizations` locale the words come from; `nil` when it has none for the texts'
    /// locale, and kiosk's built-in words are used where RevenueCat's SDK shows nothing.
    public var wordsLocale: String?
    /// The locale of the paywall's texts: unit words, offer end dates and the pipe functions follow it.
    public var textLocale: Locale

    /// Prepares variables for texts in `locale` (the locale the paywall's strings were picked for);
    /// `defaultLocale` is the paywall's.
    public init(uiConfig: UIConfig, defaultLocale: String, locale: Locale) {
        self.uiConfig = uiConfig
        textLocale = locale
        let available = uiConfig.localizations.keys.sorted()
        let chosen = LocaleFallback.bestMatch(for: locale.identifier, among: available, defaultLocale: defaultLocale, allowsAnyFallback: false)
        wordsLocale = chosen
        words = UnitWords.builtIn(for: locale).overridden(by: chosen.flatMap { uiConfig.localizations[$0] } ?? [:])
    }

    /// The variable a name stands for after the compatibility map, or `nil` when it is unknown.
    public func knownName(_ name: String) -> String? {
        if Self.names.contains(name) || name.hasPrefix("custom.") { return name }
        if let mapped = uiConfig.variableCompatibilityMap[name], Self.names.contains(mapped) || mapped.hasPrefix("custom.") { return mapped }
        return nil
    }

    /// Problems with the placeholders of `text`: unknown variables and functions, and undeclared custom variables.
    public func problems(in text: String) -> [String] {
        var problems: [String] = []
        for placeholder in VariableSyntax.placeholders(in: text) {
            let parts = placeholder.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let name = parts.first, let known = knownName(name) else {
                problems.append("unknown variable \"\(parts.first ?? placeholder)\"")
                continue
            }
            if known.hasPrefix("custom."), uiConfig.customVariables[String(known.dropFirst(7))] == nil {
                problems.append("custom variable \"\(known)\" is not declared in ui_config.custom_variables")
            }
            for function in parts.dropFirst() where knownFunction(function) == nil {
                problems.append("unknown function \"\(function)\"")
            }
        }
        return problems
    }

    private func knownFunction(_ name: String) -> String? {
        if Self.functions.contains(name) { return name }
        if let mapped = uiConfig.functionCompatibilityMap[name], Self.functions.contains(mapped) { return mapped }
        return nil
    }

    /// `text` with its variables replaced for `package` (the selected one), and the warnings.
    public func render(_ text: String, package: PackagePricing?, context: TextContext,
                       zeroDecimalCountries: [String] = []) -> (text: String, warnings: [String]) {
        var warnings: [String] = []
        let rendered = VariableSyntax.replacing(in: text) { placeholder in
            let parts = placeholder.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let name = parts.first, let known = knownName(name) else {
                warnings.append("unknown variable \"\(parts.first ?? placeholder)\": rendered as \"\"")
                return ""
            }
            var value = self.value(of: known, package: package, context: context, zeroDecimalCountries: zeroDecimalCountries, warnings: &warnings)
            for function in parts.dropFirst() {
                switch knownFunction(function) {
                case "lowercase": value = value.lowercased(with: textLocale)
                case "uppercase": value = value.uppercased(with: textLocale)
                case "capitalize": value = value.capitalized(with: textLocale)
                default: warnings.append("unknown function \"\(function)\": ignored")
                }
            }
            return value
        }
        return (rendered, warnings)
    }

    private func value(of name: String, package: PackagePricing?, context: TextContext, zeroDecimalCountries: [String],
                       warnings: inout [String]) -> String {
        if name.hasPrefix("custom.") {
            let key = String(name.dropFirst(7))
            if let value = context.customVariables[key] { return value }
            if let declared = uiConfig.customVariables[key] { return Self.text(of: declared.defaultValue) }
            warnings.append("custom variable \"\(key)\" has no value: rendered as \"\"")
            return ""
        }
        if name.hasPrefix("count_") { return countdown(name, context: context) }
        guard let package else {
            warnings.append("\"\(name)\" needs a package: rendered as \"\"")
            return ""
        }
        return ProductValues(package: package, words: words, textLocale: textLocale, context: context, zeroDecimalCountries: zeroDecimalCountries)
            .value(of: String(name.dropFirst("product.".count)))
    }

    /// A JSON default value as text.
    static func text(of value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .number(let literal): literal
        case .bool(let flag): flag ? "true" : "false"
        default: ""
        }
    }

    private func countdown(_ name: String, context: TextContext) -> String {
        let remaining = max(0, Int((context.countdownEnd ?? context.now).timeIntervalSince(context.now)))
        let parts = name.split(separator: "_")
        let number: Int
        switch parts.count > 1 ? parts[1] : "" {
        case "days": number = remaining / 86_400
        case "hours": number = remaining % 86_400 / 3_600
        case "minutes": number = remaining % 3_600 / 60
        default: number = remaining % 60
        }
        return name.hasSuffix("_with_zero") && number < 10 ? "0\(number)" : String(number)
    }
}

/// The `product.` variables of one package.
private struct ProductValues {
    let package: PackagePricing
    let words: UnitWords
    let textLocale: Locale
    let context: TextContext
    let zeroDecimalCountries: [String]

    func format(_ price: Price) -> String { context.format(price, zeroDecimalCountries: zeroDecimalCountries) }
    var period: SubscriptionPeriod? { package.product.subscription?.period }

    func value(of name: String) -> String {
        if name.hasPrefix("offer_") { return offerValue(String(name.dropFirst("offer_".count))) }
        let price = format(package.price)
        switch name {
        case "currency_code": return package.price.currency.code
        case "currency_symbol": return PriceFormatter(locale: context.locale).symbol(of: package.price.currency)
        case "price": return price
        case "store_product_name": return package.product.displayName(for: context.locale.identifier, catalogLocale: context.catalogLocale)
        case "price_per_period": return period.map { "\(price)/\(words.full($0))" } ?? price
        case "price_per_period_abbreviated": return period.map { "\(price)/\(words.abbreviated($0))" } ?? price
        case "periodly": return period.map(words.periodly) ?? ""
        case "period": return period.map(words.full) ?? ""
        case "period_abbreviated": return period.map(words.abbreviated) ?? ""
        case "period_with_unit": return period.map(words.withUnit) ?? ""
        case "relative_discount": return package.relativeDiscount.map { words.counted("percent", $0.wholePercent) } ?? ""
        case "secondary_offer_price", "secondary_offer_period", "secondary_offer_period_abbreviated": return ""
        default:
            if let unit = Self.unit(after: "price_per_", in: name) {
                return package.periodicPrice.map { format($0.per(unit)) } ?? ""
            }
            if let unit = Self.unit(after: "period_in_", in: name) {
                return period.map { Self.roundedCount(of: $0, in: unit) } ?? ""
            }
            return ""
        }
    }

    /// Offer variables: the applied offer, or the plain value when there is none. As StoreKit gives offers to
    /// RevenueCat, an offer's period is what one payment covers (a pay-as-you-go offer's billing period), and
    /// `offer_period`/`offer_period_abbreviated` name only its unit; per-unit values are empty for units
    /// longer than that period.
    func offerValue(_ name: String) -> String {
        guard let offer = package.offer else { return name == "end_date" ? "" : value(of: name) }
        let isFree = offer.paymentMode == .freeTrial
        let offerPrice = package.offerPrice ?? Price(offer.price, package.price.currency)
        let period = offer.periodOfOnePayment
        switch name {
        case "price": return isFree ? words.word("free_price") : format(offerPrice)
        case "period": return words.name(of: period.unit)
        case "period_abbreviated": return words.abbreviation(of: period.unit)
        case "period_with_unit": return words.withUnit(period)
        case "end_date":
            // RevenueCat's long date style, in the texts' locale: "January 8, 2025", "8. Januar 2025".
            let formatter = DateFormatter()
            formatter.locale = textLocale
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateStyle = .long
            formatter.timeStyle = .none
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            return formatter.string(from: offer.duration.advance(context.now, calendar: calendar))
        default:
            if let unit = Self.unit(after: "price_per_", in: name) {
                guard unit <= period.unit else { return "" }
                if isFree { return words.word("free_price") }
                return format(PeriodicPrice(offerPrice, every: period).per(unit))
            }
            if let unit = Self.unit(after: "period_in_", in: name) {
                return unit <= period.unit ? Self.roundedCount(of: period, in: unit) : ""
            }
            return ""
        }
    }

    /// The unit named after `prefix` (`price_per_month` → `.month`; `period_in_weeks` → `.week`).
    static func unit(after prefix: String, in name: String) -> SubscriptionPeriod.Unit? {
        guard name.hasPrefix(prefix) else { return nil }
        var rest = String(name.dropFirst(prefix.count))
        if rest.hasSuffix("s") { rest.removeLast() }
        return SubscriptionPeriod.Unit(rawValue: rest)
    }

    /// How many `unit`s a period lasts, rounded to the nearest (a week is 0 months).
    static func roundedCount(of period: SubscriptionPeriod, in unit: SubscriptionPeriod.Unit) -> String {
        String(NSDecimalNumber(decimal: period.count(in: unit).rounded(toDecimals: 0, .plain)).intValue)
    }
}
