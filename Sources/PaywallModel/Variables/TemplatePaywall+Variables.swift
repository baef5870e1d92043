extension TemplatePaywall {
    /// Every text of the paywall with where it is (`localized_strings.en_US.offer_name`).
    var placedTexts: [(place: String, text: String)] {
        var texts: [(String, String)] = []
        for locale in localizedStrings.keys.sorted() {
            texts += localizedStrings[locale]!.allStrings.map { ("localized_strings.\(locale).\($0.0)", $0.1) }
        }
        for locale in localizedStringsByTier.keys.sorted() {
            for (tier, strings) in localizedStringsByTier[locale]!.sorted(by: { $0.key < $1.key }) {
                texts += strings.allStrings.map { ("localized_strings_by_tier.\(locale).\(tier).\($0.0)", $0.1) }
            }
        }
        return texts
    }

    /// Every use of a name that is not a v1 variable, with where it is (`localized_strings.en_US.offer_name`).
    public var unknownVariableUses: [(place: String, name: String)] {
        placedTexts.flatMap { place, text in TemplateVariables.unknownVariables(in: text).map { (place, $0) } }
    }

    /// Where kiosk deliberately reads a text differently from RevenueCat's SDK, with where it is.
    public var revenueCatDifferences: [(place: String, note: String)] {
        placedTexts.flatMap { place, text in TemplateVariables.differencesFromRevenueCat(in: text).map { (place, $0) } }
    }
}

extension PublishedPaywall {
    /// Why this paywall cannot be drawn as published, or `nil` when it can: it did not read, or a v1
    /// paywall uses an unknown variable (as RevenueCat's SDK does, the default paywall is shown instead).
    public var drawingProblem: String? {
        switch self {
        case .invalid(let reason): return reason
        case .template(let template):
            guard let first = template.unknownVariableUses.first else { return nil }
            return "unknown variable \"\(first.name)\" in \(first.place)"
        case .components(let paywall):
            // RevenueCat shows its fallback paywall when the default locale has no strings.
            return paywall.localizations[paywall.defaultLocale] == nil ? "there are no strings for its default locale \"\(paywall.defaultLocale)\"" : nil
        }
    }
}
