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
    /// The identifier of the locale of the paywall's texts: unit words, offer end dates and the pipe functions
    /// follow it.
    public var textLocaleIdentifier: String

    /// Prepares variables for texts in `locale` (the locale the paywall's strings were picked for);
    /// `defaultLocale` is the paywall's.
    public init(uiConfig: UIConfig, defaultLocale: String, locale: Locale) {
        self.init(uiConfig: uiConfig, defaultLocale: defaultLocale, localeIdentifier: locale.identifier)
    }

    /// Prepares variables for texts in the locale `localeIdentifier` names, without making Foundation's `Locale`.
    public init(uiConfig: UIConfig, defaultLocale: String, localeIdentifier: String) {
        self.uiConfig = uiConfig
        textLocaleIdentifier = localeIdentifier
        let available = uiConfig.localizations.keys.sorted()
        let chosen = LocaleFallback.bestMatch(for: localeIdentifier, among: available, defaultLocale: defaultLocale, allowsAnyFallback: false)
        wordsLocale = chosen
        words = UnitWords.builtIn(forLocaleIdentifier: localeIdentifier).overridden(by: chosen.flatMap { uiConfig.localizations[$0] } ?? [:])
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
            let parts = placeholder.split(separator: "|").map { VariableSyntax.trimmingSpaces($0) }
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

    /// Whether a variable's value depends on the time (`TextContext.now`): the countdown's `count_*` and an
    /// offer's end date. A text naming no such variable is filled alike at any time.
    public static func readsClock(_ name: String) -> Bool {
        name.hasPrefix("count_") || name == "product.offer_end_date"
    }

    /// `text` with its variables replaced for `package` (the selected one), the warnings, and whether a variable
    /// it names reads the clock (`readsClock(_:)`).
    public func render(_ text: String, package: PackagePricing?, context: TextContext,
                       zeroDecimalCountries: [String] = []) -> (text: String, warnings: [String], readsClock: Bool) {
        var warnings: [String] = []
        var readsClock = false
        let rendered = VariableSyntax.replacing(in: text) { placeholder in
            let parts = placeholder.split(separator: "|").map { VariableSyntax.trimmingSpaces($0) }
            guard let name = parts.first, let known = knownName(name) else {
                warnings.append("unknown variable \"\(parts.first ?? placeholder)\": rendered as \"\"")
                return ""
            }
            if Self.readsClock(known) { readsClock = true }
            var value = self.value(of: known, package: package, context: context, zeroDecimalCountries: zeroDecimalCountries, warnings: &warnings)
            for function in parts.dropFirst() {
                switch knownFunction(function) {
                case "lowercase": value = LocaleCase.lowercased(value, localeIdentifier: textLocaleIdentifier)
                case "uppercase": value = LocaleCase.uppercased(value, localeIdentifier: textLocaleIdentifier)
                case "capitalize": value = LocaleCase.capitalized(value, localeIdentifier: textLocaleIdentifier)
                default: warnings.append("unknown function \"\(function)\": ignored")
                }
            }
            return value
        }
        return (rendered, warnings, readsClock)
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
        return ProductValues(package: package, words: words, textLocaleIdentifier: textLocaleIdentifier, context: context, zeroDecimalCountries: zeroDecimalCountries)
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
