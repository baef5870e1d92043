import PaywallModel

/// Builds the terminal layout of a v1 template paywall (templates 1, 2, 3, 4, 5 and 7).
///
/// Every template shows its title and subtitle, then its own middle part, and a footer with the call to action
/// (its intro-offer wording when the selected package's intro offer is available) and the restore, terms and
/// privacy links:
/// - 1: a header image, the selected package's offer details;
/// - 2: the packages as a list of framed choices;
/// - 3: the features with their icons, the selected package's offer details;
/// - 4: the packages side by side as cards;
/// - 5: a header image, the features, the packages as a list;
/// - 7: a row of tiers, the tier's features and packages.
struct TemplateViewBuilder {
    let paywall: TemplatePaywall
    let presentation: PaywallPresentation
    let look: PaywallLook
    let selection: TemplateSelection
    let isTight: Bool

    /// The part that scrolls.
    func body() -> any Renderable {
        var parts: [any Renderable] = []
        let template = paywall.templateName
        if ["1", "5"].contains(template), !isTight, paywall.config.images?.header != nil {
            parts.append(Placeholder("image", style: style(selection.colors.text2, attributes: .dim)))
        }
        parts.append(titleBlock())
        switch template {
        case "1":
            parts.append(offerDetails())
        case "2":
            parts.append(packageList())
        case "3":
            parts.append(featureList())
            parts.append(offerDetails())
        case "4":
            parts.append(packageCards())
            parts.append(offerDetails())
        case "5":
            parts.append(featureList())
            parts.append(packageList())
        default:
            parts.append(tierRow())
            parts.append(featureList())
            parts.append(packageList())
        }
        return Stack(.vertical, spacing: isTight ? 0 : 1, width: .fill, padding: CellInsets(left: 2, right: 2), children: parts)
    }

    /// The part pinned to the bottom: the call to action and the links.
    func footer() -> any Renderable {
        Stack(.vertical, width: .fill, padding: CellInsets(left: 2, right: 2), children: [callToAction(), links()])
    }

    // MARK: Parts

    private var strings: TemplateStrings? { selection.strings }

    private func text(_ raw: String?, package: String?) -> String {
        MarkdownText.plain(presentation.resolveVariables(raw ?? "", package)).text
    }

    private func style(_ color: PaywallColor?, attributes: TextAttributes = []) -> Style {
        Style(foreground: paint(color) ?? .terminalDefault, attributes: attributes)
    }

    private func paint(_ color: PaywallColor?) -> Color? {
        guard !look.isMonochrome, let color, color.alpha > 0 else { return nil }
        return .rgb(color.red, color.green, color.blue)
    }

    private var background: Color? { paint(selection.colors.background) }

    private func titleBlock() -> any Renderable {
        var lines: [any Renderable] = [TextBlock(text(strings?.title, package: selection.selectedPackageID),
                                                 style: style(selection.colors.text1, attributes: .bold), alignment: .center, fillsWidth: true)]
        if let subtitle = strings?.subtitle, !subtitle.trimmingWhitespace().isEmpty {
            lines.append(TextBlock(text(subtitle, package: selection.selectedPackageID), style: style(selection.colors.text2),
                                   alignment: .center, fillsWidth: true))
        }
        return Stack(.vertical, width: .fill, children: lines)
    }

    private func featureList() -> any Renderable {
        let rows: [any Renderable] = (strings?.features ?? []).map { feature in
            let icon = IconGlyphs.glyph(for: feature.iconID ?? "check", ascii: look.glyphs == .ascii)
            var texts: [any Renderable] = [TextBlock(text(feature.title, package: selection.selectedPackageID),
                                                     style: style(selection.colors.text1, attributes: .bold))]
            if let content = feature.content, !content.isEmpty {
                texts.append(TextBlock(text(content, package: selection.selectedPackageID), style: style(selection.colors.text2)))
            }
            return Stack(.horizontal, spacing: 1, width: .fill, verticalAlignment: .top, children: [
                TextBlock(icon, style: style(selection.colors.accent1 ?? selection.colors.text1)),
                Stack(.vertical, width: .fill, horizontalAlignment: .leading, children: texts),
            ])
        }
        return Stack(.vertical, width: .fill, horizontalAlignment: .leading, children: rows)
    }

    /// Whether a package's intro offer is shown (the customer may take it).
    private func showsIntroOffer(_ package: String?) -> Bool {
        package.map(presentation.introOfferEligiblePackages.contains) ?? false
    }

    /// A package's offer details (the intro-offer wording when its intro offer is available); the price when the
    /// paywall has no details, so a price is never lost.
    private func details(of package: String) -> String {
        let override = strings?.offerOverrides[package]
        let raw = showsIntroOffer(package)
            ? override?.offerDetailsWithIntroOffer ?? strings?.offerDetailsWithIntroOffer ?? override?.offerDetails ?? strings?.offerDetails
            : override?.offerDetails ?? strings?.offerDetails
        let filled = text(raw, package: package)
        return filled.trimmingWhitespace().isEmpty ? text(Self.defaultDetails, package: package) : filled
    }

    /// A package's name: its offer name, else its product's name.
    private func name(of package: String) -> String {
        let named = text(strings?.offerOverrides[package]?.offerName ?? strings?.offerName, package: package)
        return named.trimmingWhitespace().isEmpty ? text(Self.defaultName, package: package) : named
    }

    /// The details shown when a paywall has none.
    static let defaultDetails = "{{ total_price_and_per_month }}"
    /// The name shown when a paywall has no offer name.
    static let defaultName = "{{ product_name }}"

    private func offerDetails() -> any Renderable {
        guard let package = selection.selectedPackageID else { return Spacer() }
        let line = [name(of: package), details(of: package)].filter { !$0.trimmingWhitespace().isEmpty }.joined(separator: ": ")
        return Anchor(PaywallAnchor.package(package), TextBlock(line, style: style(selection.colors.text2), alignment: .center, fillsWidth: true))
    }

    /// The packages one below the other, each framed, the selected one with a marker and a heavy frame.
    private func packageList() -> any Renderable {
        let rows: [any Renderable] = selection.packages.map { package in
            packageChoice(package, width: .fill)
        }
        return Stack(.vertical, width: .fill, children: rows)
    }

    /// The packages side by side as cards, or one below the other when a card would have to cut a word or a
    /// price (each card needs its widest word, its frame and padding).
    private func packageCards() -> any Renderable {
        let cards: [any Renderable] = selection.packages.map { package in packageChoice(package, width: .fill) }
        let widest = selection.packages.flatMap { [heading(of: $0), details(of: $0)] }.map(TextWrapping.widestWord).max() ?? 0
        let needed = cards.count * (widest + 4) + max(cards.count - 1, 0)
        return WidthSwitch(minimumWidth: needed, wide: Stack(.horizontal, spacing: 1, width: .fill, verticalAlignment: .top, children: cards),
                           narrow: Stack(.vertical, width: .fill, children: cards))
    }

    /// A package's badge where RevenueCat's templates draw one (4, 5 and 7): its offer override's badge, else,
    /// when it has no override, its discount against the most expensive package per month ("37% off").
    private func badge(of package: String) -> String? {
        guard ["4", "5", "7"].contains(paywall.templateName) else { return nil }
        let override = strings?.offerOverrides[package]
        guard let raw = override == nil ? "{{ sub_relative_discount }}" : override?.offerBadge else { return nil }
        let badge = text(raw, package: package)
        return badge.isEmpty ? nil : badge
    }

    /// A package's heading: its selection marker, name, badge, and whether the customer has it (or a change starts it).
    private func heading(of package: String) -> String {
        let marker = package == selection.selectedPackageID ? look.glyphs.selectedMarker : look.glyphs.unselectedMarker
        var heading = "\(marker) \(name(of: package))"
        if let badge = badge(of: package) { heading += "  [\(badge)]" }
        if let mark = PaywallWords.planMark(of: package, in: presentation, locale: selection.locale) { heading += " (\(mark))" }
        return heading
    }

    private func packageChoice(_ package: String, width: Sizing) -> any Renderable {
        let isSelected = package == selection.selectedPackageID
        let heading = heading(of: package)
        let accent = isSelected ? selection.colors.accent1 ?? selection.colors.text1 : selection.colors.text2
        var attributes: TextAttributes = isSelected ? .bold : []
        if isSelected && look.isMonochrome { attributes.insert(.reverse) }
        var lines: [any Renderable] = [TextBlock(heading, style: style(selection.colors.text1, attributes: attributes), fillsWidth: true)]
        let detail = details(of: package)
        if !detail.trimmingWhitespace().isEmpty {
            lines.append(TextBlock(detail, style: style(selection.colors.text2), fillsWidth: true))
        }
        let border = isTight ? nil : BoxBorder(isSelected ? .heavy : .rounded, style: style(accent))
        return Anchor(PaywallAnchor.package(package), Stack(.vertical, width: width, horizontalAlignment: .leading,
                                                            padding: CellInsets(left: 1, right: 1), border: border, children: lines))
    }

    /// The tiers of template 7 in a row, the one shown marked and bold.
    private func tierRow() -> any Renderable {
        let tabs: [any Renderable] = paywall.config.tiers.map { tier in
            let isCurrent = tier.id == selection.tier?.id
            let label = selection.locale.flatMap { paywall.localizedStringsByTier[$0]?[tier.id]?.tierName } ?? tier.id
            let marker = isCurrent ? look.glyphs.selectedMarker : look.glyphs.unselectedMarker
            var attributes: TextAttributes = isCurrent ? [.bold, .underline] : []
            if isCurrent && look.isMonochrome { attributes.insert(.reverse) }
            return Anchor(PaywallAnchor.tab(tier.id), TextBlock("\(marker) \(label)", style: style(selection.colors.text1, attributes: attributes)))
        }
        return Stack(.horizontal, spacing: 3, width: .fill, horizontalAlignment: .center, distribution: .center, children: tabs)
    }

    private func callToAction() -> any Renderable {
        let package = selection.selectedPackageID
        if let package, presentation.currentPlanPackages.contains(package) {
            let word = PaywallWords.currentPlanButton(for: package, in: presentation)
            let words = TextBlock(PaywallWords.text(word, locale: selection.locale), style: style(selection.colors.text1, attributes: .bold),
                                  alignment: .center, fillsWidth: true)
            return word == .keepCurrentPlan ? Anchor(PaywallAnchor.purchaseButton, words) : words
        }
        let wording = showsIntroOffer(package) ? strings?.callToActionWithIntroOffer ?? strings?.callToAction : strings?.callToAction
        var buttonStyle = Style(foreground: paint(selection.colors.callToActionForeground) ?? .terminalDefault,
                                background: paint(selection.colors.callToActionBackground) ?? .terminalDefault, attributes: .bold)
        if look.isMonochrome || buttonStyle.background == .terminalDefault { buttonStyle.attributes.insert(.reverse) }
        let label = TextBlock(text(wording, package: package), style: buttonStyle, alignment: .center, fillsWidth: true)
        let button = Stack(.vertical, width: .fill, padding: CellInsets(left: 1, right: 1),
                           background: buttonStyle.background == .terminalDefault ? Style(attributes: .reverse) : Style(background: buttonStyle.background),
                           children: [label])
        return Anchor(PaywallAnchor.purchaseButton, button)
    }

    /// The footer's links on one line, or one under another when the line would not fit (no word is cut).
    private func links() -> any Renderable {
        var links: [(anchor: String, word: String)] = []
        if paywall.config.displaysRestorePurchases { links.append((PaywallAnchor.restore, word(.restorePurchases))) }
        if paywall.config.termsURL != nil { links.append((PaywallAnchor.terms, word(.terms))) }
        if paywall.config.privacyURL != nil { links.append((PaywallAnchor.privacy, word(.privacy))) }
        let linkStyle = style(selection.colors.text2, attributes: .underline)
        let items: [any Renderable] = links.map { Anchor($0.anchor, TextBlock($0.word, style: linkStyle)) }
        let needed = links.map { DisplayWidth.of($0.word) }.reduce(0, +) + 3 * max(links.count - 1, 0)
        return WidthSwitch(minimumWidth: needed, wide: Stack(.horizontal, spacing: 3, width: .fill, distribution: .center, children: items),
                           narrow: Stack(.vertical, width: .fill, horizontalAlignment: .center, children: items))
    }

    /// One of kiosk's own paywall words, in the paywall's locale.
    private func word(_ word: PaywallWords.Word) -> String {
        PaywallWords.text(word, locale: selection.locale)
    }

    /// The paywall's background fill, when it has a color.
    var backgroundStyle: Style? { background.map { Style(background: $0) } }
}
