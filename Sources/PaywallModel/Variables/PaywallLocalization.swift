/// Picking a paywall's strings for a customer's locale: the best match by `LocaleFallback`'s chain (exact,
/// language-script-region, language-script, language...), then the paywall's default locale. A string missing
/// in every candidate is "".
extension ComponentsPaywall {
    /// The localizations to look a string up in, best first.
    public func localizationLocales(for locale: String) -> [String] {
        let available = localizations.keys.sorted()
        let candidates = [LocaleFallback.bestMatch(for: locale, among: available, allowsAnyFallback: false),
                          LocaleFallback.bestMatch(for: defaultLocale, among: available, allowsAnyFallback: false)]
        var seen: Set<String> = []
        return candidates.compactMap { $0 }.filter { seen.insert($0).inserted }
    }

    /// The text of `lid` for `locale`, or "" when no candidate locale has it.
    public func text(_ lid: String, locale: String) -> String {
        for candidate in localizationLocales(for: locale) {
            if let text = localizations[candidate]?[lid]?.text { return text }
        }
        return ""
    }
}

extension TemplatePaywall {
    /// The locale whose strings serve `locale`: exact, language, then the default locale (else the first).
    public func stringsLocale(for locale: String) -> String? {
        LocaleFallback.bestMatch(for: locale, among: locales, defaultLocale: defaultLocale)
    }

    /// The strings for `locale` (and, for template 7, a tier).
    public func strings(for locale: String, tier: String? = nil) -> TemplateStrings? {
        guard let chosen = stringsLocale(for: locale) else { return nil }
        if let tier { return localizedStringsByTier[chosen]?[tier] }
        return localizedStrings[chosen]
    }
}
