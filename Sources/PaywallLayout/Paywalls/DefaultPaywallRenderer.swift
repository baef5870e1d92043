import PaywallModel

/// Draws kiosk's own paywall, used where nothing usable is published: the app's name when known, then the packages as a list of choices with
/// their product's name (its id when StoreKit's name is empty) and price (through the `product.*` variables), under it the offer the customer
/// would get (`OfferTerms`: `3 months free, then $4.99/month`, as RevenueCat's default paywall says an introductory offer), a purchase button and
/// restore, in the theme's colors; a package the customer already has is marked as their current plan, without a purchase button.
/// Its words are in the kiosk language that serves the customer's locale (`PaywallWords`), English for others.
public enum DefaultPaywallRenderer {
    /// The text of each package's line, before variables are filled in.
    static let packageTitle = "{{ product.store_product_name }}"
    /// The price line of each package, before variables are filled in.
    static let packagePrice = "{{ product.price_per_period }}"

    /// Draws the default paywall into a `width` × `height` canvas.
    public static func render(_ paywall: DefaultPaywall, presentation: PaywallPresentation, look: PaywallLook,
                              width: Int, height: Int) -> Canvas {
        let theme = look.theme
        let words = { (word: PaywallWords.Word) in PaywallWords.text(word, locale: presentation.locale) }
        let selected = selectedPackage(of: paywall, presentation: presentation)
        let choices: [any Renderable] = paywall.packages.map { package in
            let isSelected = package.identifier == selected
            let marker = isSelected ? look.glyphs.selectedMarker : look.glyphs.unselectedMarker
            let mark = PaywallWords.planMark(of: package.identifier, in: presentation, locale: presentation.locale)
            // A product StoreKit names "" (no displayName) is named by its id, as kiosk's other screens name it.
            let name = presentation.resolveVariables(packageTitle, package.identifier)
            let title = (name.allSatisfy(\.isWhitespace) ? package.productID : name) + (mark.map { " (\($0))" } ?? "")
            let price = presentation.resolveVariables(packagePrice, package.identifier)
            var nameLines: [any Renderable] = [TextBlock(title, style: isSelected ? theme.style(.selection) : theme.style(.text), fillsWidth: true)]
            // An offer the package's price would hide (a free trial, an introductory price) is said under its name.
            if let terms = presentation.offerTerms[package.identifier] {
                nameLines.append(TextBlock(PaywallWords.offer(terms, then: price, locale: presentation.locale),
                                      style: isSelected ? theme.style(.selection) : theme.style(.muted), fillsWidth: true))
            }
            return Anchor(PaywallAnchor.package(package.identifier), Stack(.horizontal, spacing: 1, width: .fill, padding: CellInsets(left: 1, right: 1),
                                                                           background: isSelected ? theme.style(.selection) : nil, children: [
                TextBlock(marker, style: isSelected ? theme.style(.selection) : theme.style(.muted)),
                Stack(.vertical, width: .fill, children: nameLines),
                TextBlock(price, style: isSelected ? theme.style(.selection) : theme.style(.accent)),
            ]))
        }
        let appName: [any Renderable] = paywall.appName.map { [TextBlock($0, style: theme.style(.text).adding(.bold), alignment: .center, fillsWidth: true)] } ?? []
        let body = Stack(.vertical, spacing: 1, width: .fill, padding: CellInsets(top: 1, left: 2, bottom: 0, right: 2), children: appName + [
            TextBlock(words(.choosePlan), style: theme.style(.accent), alignment: .center, fillsWidth: true),
            choices.isEmpty ? TextBlock(words(.nothingToBuy), style: theme.style(.muted), alignment: .center, fillsWidth: true)
                : Stack(.vertical, width: .fill, children: choices),
        ])
        let buttonStyle = look.isMonochrome ? Style(attributes: [.reverse, .bold])
            : Contrast.readable(Style(foreground: theme.color(.surface), background: theme.color(.accent), attributes: .bold))
        let ownsSelected = selected.map(presentation.currentPlanPackages.contains) ?? false
        let ownedButton = selected.map { PaywallWords.currentPlanButton(for: $0, in: presentation) } ?? .currentPlan
        let ownedWords = TextBlock(words(ownedButton), style: theme.style(.accent).adding(.bold), alignment: .center, fillsWidth: true)
        let button: any Renderable = ownsSelected
            ? (ownedButton == .keepCurrentPlan ? Anchor(PaywallAnchor.purchaseButton, ownedWords) as any Renderable : ownedWords)
            : Anchor(PaywallAnchor.purchaseButton, Stack(.vertical, width: .fill, background: buttonStyle, children: [
                TextBlock(words(.continueButton), style: buttonStyle, alignment: .center, fillsWidth: true),
            ]))
        let footer = Stack(.vertical, width: .fill, padding: CellInsets(left: 2, right: 2), children: [
            button, Anchor(PaywallAnchor.restore, TextBlock(words(.restorePurchases), style: theme.style(.muted).adding(.underline),
                                                            alignment: .center, fillsWidth: true)),
        ])
        let frame = PaywallFrame(body: body, footer: footer, background: nil, scrollOffset: presentation.scrollOffset,
                                 focus: PaywallFrame.focus(of: presentation, selectedPackage: selected))
        var canvas = frame.canvas(width: width, height: height, look: look)
        frame.render(in: canvas.buffer.area, on: &canvas)
        return canvas
    }

    /// The package selected: the one picked when listed, else the default one.
    public static func selectedPackage(of paywall: DefaultPaywall, presentation: PaywallPresentation) -> String? {
        if let picked = presentation.selectedPackageID, paywall.packages.contains(where: { $0.identifier == picked }) { return picked }
        return paywall.defaultPackageID ?? paywall.packages.first?.identifier
    }
}
