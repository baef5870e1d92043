import Foundation

/// The `product.` variables of one package.
struct ProductValues {
    let package: PackagePricing
    let words: UnitWords
    let textLocaleIdentifier: String
    let context: TextContext
    let zeroDecimalCountries: [String]

    func format(_ price: Price) -> String { context.format(price, zeroDecimalCountries: zeroDecimalCountries) }
    var period: SubscriptionPeriod? { package.product.subscription?.period }

    func value(of name: String) -> String {
        if name.hasPrefix("offer_") { return offerValue(String(name.dropFirst("offer_".count))) }
        let price = format(package.price)
        switch name {
        case "currency_code": return package.price.currency.code
        case "currency_symbol": return PriceFormatter(localeIdentifier: context.localeIdentifier).symbol(of: package.price.currency)
        case "price": return price
        case "store_product_name": return package.product.displayName(for: context.localeIdentifier, catalogLocale: context.catalogLocale)
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
            formatter.locale = Locale(identifier: textLocaleIdentifier)
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateStyle = .long
            formatter.timeStyle = .none
            return formatter.string(from: offer.duration.advance(context.now, calendar: .gregorianUTC))
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
