import Foundation

/// The words prices and periods are written with in one language: unit names, their abbreviations and
/// counted forms, "monthly"-style adjectives, "free" and the percent format.
///
/// Keys follow RevenueCat's `ui_config.localizations` (`month`, `month_short`, `num_month_one`,
/// `num_month_other`, `num_months_short`, `monthly`, `free_price`, `percent`), so a v2 paywall's unit words
/// come from its document, falling back to the built-in tables (English, German, Japanese, French, Spanish).
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
        word(key).replacingOccurrences(of: "%d", with: String(count)).replacingOccurrences(of: "%%", with: "%")
    }

    /// A unit's name (`month`).
    public func name(of unit: SubscriptionPeriod.Unit) -> String { word(unit.rawValue) }

    /// A unit's abbreviation (`mo`).
    public func abbreviation(of unit: SubscriptionPeriod.Unit) -> String { word(unit.rawValue + "_short") }

    /// A period with its count: `1 month`, `3 months`.
    public func withUnit(_ period: SubscriptionPeriod) -> String {
        counted("num_\(period.unit.rawValue)_\(period.value == 1 ? "one" : "other")", period.value)
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

    /// The built-in words for a locale's language, English when the language has none.
    public static func builtIn(for locale: Locale) -> UnitWords {
        let language = LocaleFallback.normalized(locale.identifier).split(separator: "_").first.map(String.init) ?? "en"
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
        "v1_daily": "Daily", "v1_weekly": "Weekly", "v1_monthly": "Monthly", "v1_yearly": "Annual",
        "v1_num_day": "%d Day", "v1_num_week": "%d Week", "v1_num_month": "%d Month", "v1_num_year": "%d Year",
        "v1_lifetime": "Lifetime", "v1_discount": "%d%% off",
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
            "v1_daily": "Täglich", "v1_weekly": "Wöchentlich", "v1_monthly": "Monatlich", "v1_yearly": "Jährlich",
            "v1_num_day": "%d Tage", "v1_num_week": "%d Wochen", "v1_num_month": "%d Monate", "v1_num_year": "%d Jahre",
            "v1_lifetime": "Lebenslang", "v1_discount": "%d %% Rabatt",
        ],
        "ja": [
            "day": "日", "week": "週", "month": "月", "year": "年",
            "day_short": "日", "week_short": "週", "month_short": "月", "year_short": "年",
            "num_day_one": "%d日", "num_day_other": "%d日", "num_week_one": "%d週間", "num_week_other": "%d週間",
            "num_month_one": "%dか月", "num_month_other": "%dか月", "num_year_one": "%d年", "num_year_other": "%d年",
            "num_days_short": "%d日", "num_weeks_short": "%d週", "num_months_short": "%dか月", "num_years_short": "%d年",
            "daily": "毎日", "weekly": "毎週", "monthly": "毎月", "yearly": "毎年", "annual": "年間",
            "free_price": "無料", "percent": "%d%%",
            "v1_daily": "毎日", "v1_weekly": "毎週", "v1_monthly": "毎月", "v1_yearly": "年間",
            "v1_num_day": "%d日", "v1_num_week": "%d週間", "v1_num_month": "%dか月", "v1_num_year": "%d年",
            "v1_lifetime": "買い切り", "v1_discount": "%d%%オフ",
        ],
        "fr": [
            "day": "jour", "week": "semaine", "month": "mois", "year": "an",
            "day_short": "j", "week_short": "sem.", "month_short": "mois", "year_short": "an",
            "num_day_one": "%d jour", "num_day_other": "%d jours", "num_week_one": "%d semaine", "num_week_other": "%d semaines",
            "num_month_one": "%d mois", "num_month_other": "%d mois", "num_year_one": "%d an", "num_year_other": "%d ans",
            "num_days_short": "%d j", "num_weeks_short": "%d sem.", "num_months_short": "%d mois", "num_years_short": "%d ans",
            "daily": "quotidien", "weekly": "hebdomadaire", "monthly": "mensuel", "yearly": "annuel", "annual": "annuel",
            "free_price": "gratuit", "percent": "%d %%",
            "v1_daily": "Quotidien", "v1_weekly": "Hebdomadaire", "v1_monthly": "Mensuel", "v1_yearly": "Annuel",
            "v1_num_day": "%d jours", "v1_num_week": "%d semaines", "v1_num_month": "%d mois", "v1_num_year": "%d ans",
            "v1_lifetime": "À vie", "v1_discount": "-%d %%",
        ],
        "es": [
            "day": "día", "week": "semana", "month": "mes", "year": "año",
            "day_short": "día", "week_short": "sem.", "month_short": "mes", "year_short": "año",
            "num_day_one": "%d día", "num_day_other": "%d días", "num_week_one": "%d semana", "num_week_other": "%d semanas",
            "num_month_one": "%d mes", "num_month_other": "%d meses", "num_year_one": "%d año", "num_year_other": "%d años",
            "num_days_short": "%d d", "num_weeks_short": "%d sem.", "num_months_short": "%d m", "num_years_short": "%d a",
            "daily": "diario", "weekly": "semanal", "monthly": "mensual", "yearly": "anual", "annual": "anual",
            "free_price": "gratis", "percent": "%d %%",
            "v1_daily": "Diario", "v1_weekly": "Semanal", "v1_monthly": "Mensual", "v1_yearly": "Anual",
            "v1_num_day": "%d días", "v1_num_week": "%d semanas", "v1_num_month": "%d meses", "v1_num_year": "%d años",
            "v1_lifetime": "De por vida", "v1_discount": "%d %% de descuento",
        ],
    ]
}
