/// Finds offer copy a paywall shows to every customer, eligible or not: a text with an offer variable
/// (`{{ product.offer_price }}`, `{{ sub_offer_duration }}`) or the word "trial" outside an eligibility condition.
///
/// As in RevenueCat's SDK, offer variables fall back to the regular values for a customer who cannot have the
/// offer, so such a text promises them something else ("1 YEAR FREE" for a yearly plan they pay for at once).
/// A v2 text is gated when it, or a component around it, is hidden (`visible: false`) unless an override with an
/// `intro_offer` or `promo_offer` condition shows it (or is hidden by one for customers who are not eligible),
/// or when only such an override gives it its text; a v1
/// template's `*_with_intro_offer` strings are shown only to eligible customers.
enum OfferCopyCheck {
    /// One place showing offer copy to everyone: its JSON path and the string's id or key.
    struct Finding: Hashable {
        var path: String
        var name: String
    }

    /// The texts of a component paywall that show offer copy to everyone.
    static func findings(in paywall: ComponentsPaywall, path: String) -> [Finding] {
        let roots: [(PaywallComponent, String)] = [(.stack(paywall.base.stack), ".stack")]
            + (paywall.base.header.map { [(.stack($0), ".header")] } ?? [])
            + (paywall.base.stickyFooter.map { [(.stickyFooter($0), ".sticky_footer")] } ?? [])
        var found: [Finding] = []
        for (component, suffix) in roots {
            collect(component, path: path + ".components_config.base" + suffix, isGated: false, paywall: paywall, into: &found)
        }
        return found
    }

    /// The strings of a template paywall shown to every customer that hold offer copy.
    static func findings(in paywall: TemplatePaywall, path: String) -> [Finding] {
        var found: [Finding] = []
        let tables = paywall.localizedStrings.sorted { $0.key < $1.key }.map { ("localized_strings.\($0.key)", $0.value) }
            + paywall.localizedStringsByTier.sorted { $0.key < $1.key }.flatMap { locale, tiers in
                tiers.sorted { $0.key < $1.key }.map { ("localized_strings_by_tier.\(locale).\($0.key)", $0.value) }
            }
        for (place, strings) in tables {
            for (key, text) in strings.allStrings where !key.hasSuffix("with_intro_offer") && isOfferCopy(text) {
                found.append(Finding(path: "\(path).\(place).\(key)", name: key))
            }
        }
        return found
    }

    /// Whether a text promises an offer: an offer variable (v2 `product.offer_*` or `product.secondary_offer_*`,
    /// v1 `sub_offer_*`), or the word "trial".
    static func isOfferCopy(_ text: String) -> Bool {
        let names = VariableSyntax.placeholders(in: text).map { $0.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
        if names.contains(where: { $0.hasPrefix("product.offer_") || $0.hasPrefix("product.secondary_offer_") || $0.hasPrefix("sub_offer_") }) {
            return true
        }
        return VariableSyntax.replacing(in: text) { _ in " " }.lowercased().split(whereSeparator: { !$0.isLetter }).contains("trial")
    }

    private static func collect(_ component: PaywallComponent, path: String, isGated: Bool, paywall: ComponentsPaywall, into found: inout [Finding]) {
        let (isVisible, overrides) = visibilityAndOverrides(of: component)
        let gated = isGated || (isVisible ? overrides.contains { isIneligibility($0) && sets($0, visible: false) }
                                           : overrides.contains { isEligibility($0) && sets($0, visible: true) })
        if case .text(let text) = component {
            if !gated, showsOfferCopy(text.textLID, in: paywall) { found.append(Finding(path: path + ".text_lid", name: text.textLID)) }
            for (index, override) in overrides.enumerated() where !gated && !isEligibility(override) {
                guard let id = override.string("text_lid"), showsOfferCopy(id, in: paywall) else { continue }
                found.append(Finding(path: path + ".overrides[\(index)].properties.text_lid", name: id))
            }
        }
        for (child, suffix) in component.namedChildren {
            collect(child, path: path + suffix, isGated: gated, paywall: paywall, into: &found)
        }
    }

    /// Whether any locale's string for a localization id is offer copy.
    private static func showsOfferCopy(_ lid: String, in paywall: ComponentsPaywall) -> Bool {
        paywall.localizations.values.contains { $0[lid]?.text.map(isOfferCopy) ?? false }
    }

    /// Whether an override applies only to customers who may take an offer.
    private static func isEligibility(_ override: ComponentOverride) -> Bool {
        override.conditions.contains { condition in
            switch condition {
            case .introOffer, .promoOffer, .multipleIntroOffers: true
            case .introOfferCondition(let isEqual, let value), .promoOfferCondition(let isEqual, let value): isEqual == value
            default: false
            }
        }
    }

    /// Whether an override applies only to customers who may not take the introductory offer.
    private static func isIneligibility(_ override: ComponentOverride) -> Bool {
        override.conditions.contains { condition in
            if case .introOfferCondition(let isEqual, let value) = condition { return isEqual != value }
            return false
        }
    }

    /// Whether an override shows (or hides) its component.
    private static func sets(_ override: ComponentOverride, visible: Bool) -> Bool {
        override.properties.contains { $0.key == "visible" && $0.value.value == .bool(visible) }
    }

    private static func visibilityAndOverrides(of component: PaywallComponent) -> (Bool, [ComponentOverride]) {
        switch component {
        case .text(let text): (text.isVisible, text.overrides)
        case .stack(let stack): (stack.isVisible, stack.overrides)
        case .image(let image): (image.isVisible, image.overrides)
        case .icon(let icon): (icon.isVisible, icon.overrides)
        case .carousel(let carousel): (carousel.isVisible, carousel.overrides)
        case .tabs(let tabs): (tabs.isVisible, tabs.overrides)
        case .timeline(let timeline): (timeline.isVisible, timeline.overrides)
        default: (true, [])
        }
    }
}
