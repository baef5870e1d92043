import Foundation

/// The words prices and periods are written with in one language: unit names, their abbreviations and
/// counted forms, "monthly"-style adjectives, "free" and the percent format.
///
/// Keys follow RevenueCat's `ui_config.localizations` (`month`, `month_short`, `num_month_one`,
/// `num_month_other`, `num_months_short`, `monthly`, `free_price`, `percent`), so a v2 paywall's unit words
/// come from its document, falling back to the built-in tables (English, German, Japanese, French, Spanish).
/// The `v1_` keys are the words v1 templates use: RevenueCat's package names and discount format as its SDK
/// ships them per language, and unit names and abbreviations where Apple's duration words (which v1 uses:
/// the full word, and for abbreviations the first of full, brief and abbreviated that is two letters long,
/// else three, else the abbreviated one; German always full, Japanese always brief) differ from the v2 words.
public struct UnitWords: Sendable, Hashable {
    /// The words by key.
    public var words: [String: String]

    /// Creates a table from its words.
    public init(words: [String: String]) {
        self.words = words
    }

    /// The word for `key`, else the English one.
    public func word(_ key: String) -> String {
        words[key] ?? Self.english[key] ?? ""
    }

    /// `%d`-style format of `key` filled with `count` (`%d months` → `3 months`; `%%` is `%`).
    public func counted(_ key: String, _ count: Int) -> String {
        VariableSyntax.replacingOccurrences(of: "%%", with: "%", in: VariableSyntax.replacingOccurrences(of: "%d", with: String(count), in: word(key)))
    }

    /// A unit's name (`month`).
    public func name(of unit: SubscriptionPeriod.Unit) -> String { word(unit.rawValue) }

    /// A unit's abbreviation (`mo`).
    public func abbreviation(of unit: SubscriptionPeriod.Unit) -> String { word(unit.rawValue + "_short") }

    /// A period with its count: `1 month`, `3 months`, with RevenueCat's plural keys: `num_month_zero`,
    /// `_one`, `_two`, `_few` (3 and 4), `_many` (5 to 10) and `_other`. A table without the key (kiosk's
    /// built-in words have only `_one` and `_other`) uses `_one` for 1 and `_other` for the rest.
    public func withUnit(_ period: SubscriptionPeriod) -> String {
        let key = "num_\(period.unit.rawValue)_\(Self.pluralCategory(of: period.value))"
        if words[key] != nil { return counted(key, period.value) }
        return counted("num_\(period.unit.rawValue)_\(period.value == 1 ? "one" : "other")", period.value)
    }

    /// RevenueCat's plural category for a count: zero, one, two, few (3-4), many (5-10), other.
    static func pluralCategory(of count: Int) -> String {
        switch count {
        case 0: "zero"
        case 1: "one"
        case 2: "two"
        case 3...4: "few"
        case 5...10: "many"
        default: "other"
        }
    }

    /// A period abbreviated: `mo` for one, `3mo` for several.
    public func abbreviated(_ period: SubscriptionPeriod) -> String {
        period.value == 1 ? abbreviation(of: period.unit) : counted("num_\(period.unit.rawValue)s_short", period.value)
    }

    /// A period in full for "per" texts: `month` for one, `3 months` for several.
    public func full(_ period: SubscriptionPeriod) -> String {
        period.value == 1 ? name(of: period.unit) : withUnit(period)
    }

    /// How often a period renews: `monthly`, `yearly`, or `3 months` for several units.
    public func periodly(_ period: SubscriptionPeriod) -> String {
        guard period.value == 1 else { return withUnit(period) }
        switch period.unit {
        case .day: return word("daily")
        case .week: return word("weekly")
        case .month: return word("monthly")
        case .year: return word("yearly")
        }
    }

    /// The built-in words for the language of the locale an identifier names, English when the language has none.
    public static func builtIn(forLocaleIdentifier identifier: String) -> UnitWords {
        let language = LocaleFallback.normalized(identifier).split(separator: "_").first.map(String.init) ?? "en"
        return UnitWords(words: builtInTables[language] ?? english)
    }

    /// This table with `other`'s words taking precedence.
    public func overridden(by other: [String: String]) -> UnitWords {
        UnitWords(words: words.merging(other) { _, new in new })
    }

    static let english: [String: String] = [
        "day": "day", "week": "week", "month": "month", "year": "year",
        "day_short": "day", "week_short": "wk", "month_short": "mo", "year_short": "yr",
        "num_day_one": "%d day", "num_day_other": "%d days", "num_week_one": "%d week", "num_week_other": "%d weeks",
        "num_month_one": "%d month", "num_month_other": "%d months", "num_year_one": "%d year", "num_year_other": "%d years",
        "num_days_short": "%dd", "num_weeks_short": "%dwk", "num_months_short": "%dmo", "num_years_short": "%dyr",
        "daily": "daily", "weekly": "weekly", "monthly": "monthly", "yearly": "yearly", "annual": "annual",
        "free_price": "free", "percent": "%d%%",
        "v1_weekly": "Weekly", "v1_monthly": "Monthly", "v1_two_month": "2 Month", "v1_three_month": "3 Month",
        "v1_six_month": "6 Month", "v1_annual": "Annual", "v1_lifetime": "Lifetime", "v1_discount": "%d%% off",
    ]

    static let builtInTables: [String: [String: String]] = [
        "en": english,
        "de": [
            "day": "Tag", "week": "Woche", "month": "Monat", "year": "Jahr",
            "day_short": "Tag", "week_short": "Wo.", "month_short": "Mon.", "year_short": "J.",
            "num_day_one": "%d Tag", "num_day_other": "%d Tage", "num_week_one": "%d Woche", "num_week_other": "%d Wochen",
            "num_month_one": "%d Monat", "num_month_other": "%d Monate", "num_year_one": "%d Jahr", "num_year_other": "%d Jahre",
            "num_days_short": "%d T.", "num_weeks_short": "%d Wo.", "num_months_short": "%d Mon.", "num_years_short": "%d J.",
            "daily": "täglich", "weekly": "wöchentlich", "monthly": "monatlich", "yearly": "jährlich", "annual": "jährlich",
            "free_price": "kostenlos", "percent": "%d %%",
            "v1_weekly": "Wöchentlich", "v1_monthly": "Monatlich", "v1_two_month": "2 Monate", "v1_three_month": "3 Monate",
            "v1_six_month": "6 Monate", "v1_annual": "Jährlich", "v1_lifetime": "Lebenslang", "v1_discount": "%d %% Rabatt",
            "v1_day_short": "Tag", "v1_week_short": "Woche", "v1_month_short": "Monat", "v1_year_short": "Jahr",
            "v1_num_days_short": "%dTage", "v1_num_weeks_short": "%dWochen", "v1_num_months_short": "%dMonate",
            "v1_num_years_short": "%dJahre",
        ],
        "ja": [
            "day": "日", "week": "週", "month": "月", "year": "年",
            "day_short": "日", "week_short": "週", "month_short": "月", "year_short": "年",
            "num_day_one": "%d日", "num_day_other": "%d日", "num_week_one": "%d週間", "num_week_other": "%d週間",
            "num_month_one": "%dか月", "num_month_other": "%dか月", "num_year_one": "%d年", "num_year_other": "%d年",
            "num_days_short": "%d日", "num_weeks_short": "%d週", "num_months_short": "%dか月", "num_years_short": "%d年",
            "daily": "毎日", "weekly": "毎週", "monthly": "毎月", "yearly": "毎年", "annual": "年間",
            "free_price": "無料", "percent": "%d%%",
            "v1_weekly": "1週間", "v1_monthly": "月額", "v1_two_month": "2ヶ月", "v1_three_month": "3ヶ月",
            "v1_six_month": "6ヶ月", "v1_annual": "年額", "v1_lifetime": "買い切り", "v1_discount": "%d%%オフ",
            "v1_week": "週間", "v1_month": "か月", "v1_week_short": "週間", "v1_month_short": "か月",
            "v1_num_weeks_short": "%d週間",
        ],
        "fr": [
            "day": "jour", "week": "semaine", "month": "mois", "year": "an",
            "day_short": "j", "week_short": "sem.", "month_short": "mois", "year_short": "an",
            "num_day_one": "%d jour", "num_day_other": "%d jours", "num_week_one": "%d semaine", "num_week_other": "%d semaines",
            "num_month_one": "%d mois", "num_month_other": "%d mois", "num_year_one": "%d an", "num_year_other": "%d ans",
            "num_days_short": "%d j", "num_weeks_short": "%d sem.", "num_months_short": "%d mois", "num_years_short": "%d ans",
            "daily": "quotidien", "weekly": "hebdomadaire", "monthly": "mensuel", "yearly": "annuel", "annual": "annuel",
            "free_price": "gratuit", "percent": "%d %%",
            "v1_weekly": "Hebdomadaire", "v1_monthly": "Mensuel", "v1_two_month": "2 mois", "v1_three_month": "3 mois",
            "v1_six_month": "6 mois", "v1_annual": "Annuel", "v1_lifetime": "Durée de vie", "v1_discount": "%d%% de réduction",
            "v1_month_short": "m.", "v1_num_days_short": "%dj", "v1_num_weeks_short": "%dsem.", "v1_num_months_short": "%dm.",
            "v1_num_years_short": "%da",
        ],
        "es": [
            "day": "día", "week": "semana", "month": "mes", "year": "año",
            "day_short": "día", "week_short": "sem.", "month_short": "mes", "year_short": "año",
            "num_day_one": "%d día", "num_day_other": "%d días", "num_week_one": "%d semana", "num_week_other": "%d semanas",
            "num_month_one": "%d mes", "num_month_other": "%d meses", "num_year_one": "%d año", "num_year_other": "%d años",
            "num_days_short": "%d d", "num_weeks_short": "%d sem.", "num_months_short": "%d m", "num_years_short": "%d a",
            "daily": "diario", "weekly": "semanal", "monthly": "mensual", "yearly": "anual", "annual": "anual",
            "free_price": "gratis", "percent": "%d %%",
            "v1_weekly": "Semanalmente", "v1_monthly": "Mensual", "v1_two_month": "2 meses", "v1_three_month": "3 meses",
            "v1_six_month": "6 meses", "v1_annual": "Anual", "v1_lifetime": "Toda la vida", "v1_discount": "%d%% de descuento",
            "v1_week_short": "sem", "v1_month_short": "m.", "v1_year_short": "año", "v1_num_weeks_short": "%dsem",
            "v1_num_months_short": "%dm", "v1_num_years_short": "%da",
        ],
    ]
}
