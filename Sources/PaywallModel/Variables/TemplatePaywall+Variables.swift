extension TemplatePaywall {
    /// Every use of a name that is not a v1 variable, with where it is (`localized_strings.en_US.offer_name`).
    public var unknownVariableUses: [(place: String, name: String)] {
        var uses: [(String, String)] = []
        for locale in localizedStrings.keys.sorted() {
            for (key, text) in localizedStrings[locale]!.allStrings {
                uses += TemplateVariables.unknownVariables(in: text).map { ("localized_strings.\(locale).\(key)", $0) }
            }
        }
        for locale in localizedStringsByTier.keys.sorted() {
            for (tier, strings) in localizedStringsByTier[locale]!.sorted(by: { $0.key < $1.key }) {
                for (key, text) in strings.allStrings {
                    uses += TemplateVariables.unknownVariables(in: text).map { ("localized_strings_by_tier.\(locale).\(tier).\(key)", $0) }
                }
            }
        }
        return uses
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
        case .components: return nil
        }
    }
}
