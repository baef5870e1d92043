import Foundation

/// The text variables of v1 template paywalls (`{{ price_per_period }}`).
///
/// Names are exact; a paywall using a name not in `names` is invalid, and the default paywall is shown
/// instead. Words (units, "Monthly", "free", "% off") come from kiosk's built-in tables for the customer's
/// language.
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

    /// `text` with every variable replaced for `package`; an unknown one is left as written.
    public static func render(_ text: String, package: PackagePricing, context: TextContext, zeroDecimalCountries: [String] = []) -> String {
        let renderer = Renderer(package: package, context: context, words: UnitWords.builtIn(for: context.locale),
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
            case "product_name": return package.product.displayName(for: context.locale.identifier, catalogLocale: context.catalogLocale)
            case "price_per_period": return period.map { "\(price)/\(words.abbreviated($0))" } ?? price
            case "price_per_period_full": return period.map { "\(price)/\(words.full($0))" } ?? price
            case "total_price_and_per_month", "total_price_and_per_month_full":
                let isFull = name.hasSuffix("_full")
                guard let period, let periodic = package.periodicPrice, period > .month else {
                    return value(of: isFull ? "price_per_period_full" : "price_per_period")
                }
                let month = SubscriptionPeriod.month
                let perMonth = format(periodic.per(.month))
                return isFull ? "\(price)/\(words.full(period)) (\(perMonth)/\(words.full(month)))"
                    : "\(price)/\(words.abbreviated(period)) (\(perMonth)/\(words.abbreviated(month)))"
            case "sub_period": return subPeriod
            case "sub_period_length": return period.map(words.full) ?? ""
            case "sub_period_abbreviated": return period.map(words.abbreviated) ?? ""
            case "sub_price_per_week": return package.periodicPrice.map { format($0.per(.week)) } ?? price
            case "sub_price_per_month": return package.periodicPrice.map { format($0.per(.month)) } ?? price
            case "sub_duration": return period.map(words.withUnit) ?? ""
            case "sub_duration_in_months":
                guard let period else { return "" }
                guard period.unit >= .month else { return words.withUnit(period) }
                let months = NSDecimalNumber(decimal: period.count(in: .month)).intValue
                return words.counted(months == 1 ? "num_month_one" : "num_month_other", months)
            case "sub_offer_duration": return package.offer.map { words.withUnit($0.duration) } ?? ""
            case "sub_offer_price":
                guard let offer = package.offer else { return "" }
                return offer.paymentMode == .freeTrial ? words.word("free_price") : format(package.offerPrice ?? Price(offer.price, package.price.currency))
            case "sub_offer_duration_2", "sub_offer_price_2": return ""
            case "sub_relative_discount":
                guard let discount = package.relativeDiscount, discount.wholePercent > 0 else { return "" }
                return words.counted("v1_discount", discount.wholePercent)
            default: return nil
            }
        }

        var subPeriod: String {
            guard let period else { return package.product.kind == .nonConsumable ? words.word("v1_lifetime") : "" }
            guard period.value == 1 else { return words.counted("v1_num_\(period.unit.rawValue)", period.value) }
            switch period.unit {
            case .day: return words.word("v1_daily")
            case .week: return words.word("v1_weekly")
            case .month: return words.word("v1_monthly")
            case .year: return words.word("v1_yearly")
            }
        }
    }
}
