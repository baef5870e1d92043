import Foundation
import Testing
import TestSupport
import PaywallModel
@testable import PaywallLayout

/// At the common 80x24, no template may lose a package, a price or its purchase button; at 40, 80 and 120 columns
/// every text and price is whole.
@Suite("Paywalls keep every package, text, price and the call to action", .needsFixtures)
struct PaywallCompletenessTests {
    @Test(arguments: PaywallFixtures.templateIDs)
    func everyPackageTextAndTheCallToActionShowAt80x24(id: String) throws {
        let (paywall, presentation) = try PaywallFixtures.v2Template(id)
        let canvas = ComponentsPaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(), width: 80, height: 24)
        let selected = ComponentsPaywallRenderer.selectedPackage(of: paywall, presentation: presentation)
        var packages: [PackageComponent] = []
        var purchaseButtons: [PurchaseButtonComponent] = []
        for component in paywall.allComponents {
            if case .package(let package) = component { packages.append(package) }
            if case .purchaseButton(let button) = component { purchaseButtons.append(button) }
        }
        #expect(!packages.isEmpty && !purchaseButtons.isEmpty)
        for package in packages {
            let state = OverrideState(sizeClass: .medium, isSelected: package.packageID == selected,
                                      isEligibleForIntroOffer: presentation.introOfferEligiblePackages.contains(package.packageID),
                                      selectedPackageID: selected)
            expectTexts(of: package.stack, in: canvas, state: state, paywall: paywall, presentation: presentation, package: package.packageID, label: "\(id) \(package.packageID)")
        }
        for button in purchaseButtons {
            let state = OverrideState(sizeClass: .medium, isEligibleForIntroOffer: selected.map(presentation.introOfferEligiblePackages.contains) ?? false,
                                      selectedPackageID: selected)
            expectTexts(of: button.stack, in: canvas, state: state, paywall: paywall, presentation: presentation, package: selected, label: "\(id) purchase button")
            #expect(isVisible(canvas.anchors[PaywallAnchor.purchaseButton], in: canvas), "\(id): purchase button off screen")
        }
    }

    @Test(arguments: PaywallFixtures.templatePaywallFiles + ["1", "2", "3", "4", "5", "7"])
    func everyV1PackageWithItsPriceAndTheCallToActionShowAt80x24(name: String) throws {
        let paywall = try name.count == 1 ? PaywallFixtures.sampleTemplatePaywall(template: name) : PaywallFixtures.templatePaywall(name)
        let presentation = PaywallFixtures.presentation(for: PaywallFixtures.offering(for: paywall))
        let canvas = TemplatePaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(), width: 80, height: 24)
        let shown = TemplatePaywallRenderer.shownPackages(of: paywall, presentation: presentation)
        #expect(!shown.isEmpty)
        let isCompact = paywall.templateName == "1" || paywall.templateName == "3" // they show the selected package only.
        for package in isCompact ? [try TemplatePaywallRenderer.selectedPackage(of: paywall, presentation: presentation).orThrow()] : shown {
            let rect = canvas.anchors[PaywallAnchor.package(package)]
            #expect(isVisible(rect, in: canvas), "\(name): package \(package) is not on screen")
            #expect(rect.map { region($0, of: canvas.buffer).contains("$") } == true, "\(name): package \(package) shows no price")
        }
        #expect(isVisible(canvas.anchors[PaywallAnchor.purchaseButton], in: canvas), "\(name): no call to action")
    }

    @Test(arguments: PaywallFixtures.templateIDs)
    func everyTextAndPriceIsWholeAt40_80And120Columns(id: String) throws {
        let (paywall, presentation) = try PaywallFixtures.v2Template(id)
        let prices = try catalogPrices()
        let shownPackages = ComponentsPaywallRenderer.shownPackages(of: paywall, presentation: presentation)
        for width in [40, 80, 120] {
            // Tall enough that nothing scrolls and nothing is left out for room.
            let canvas = ComponentsPaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(), width: width, height: 150)
            let drawn = canvas.buffer.text
            let label = "\(id) at \(width) columns"
            #expect(!drawn.contains("{{") && !drawn.contains("}}"), "\(label) shows a raw variable:\n\(drawn)")
            for marker in ["**", "__", "~~", "`"] {
                #expect(!drawn.contains(marker), "\(label) shows the Markdown marker \(marker):\n\(drawn)")
            }
            for word in words(drawn) where word.first == "*" || word.last == "*" || word.first == "_" || word.last == "_" {
                Issue.record("\(label) shows a Markdown marker in \"\(word)\"")
            }
            for match in drawn.matches(of: /\$\d[\d,]*(\.\d+)?/) {
                #expect(prices.known.contains(String(match.output.0)), "\(label) shows \(match.output.0), no price of the catalog:\n\(drawn)")
            }
            for package in shownPackages {
                let product = try #require(presentation.offering.package(package)?.productID)
                let price = try #require(prices.byProduct[product], "\(product) is not in the catalog")
                #expect(drawn.contains(price), "\(label) does not show \(package)'s price \(price):\n\(drawn)")
            }
            let texts = shownTexts(of: paywall, presentation: presentation, width: width)
            #expect(texts.count >= 5, "\(label) shows only \(texts.count) texts")
            for text in texts {
                let rect = canvas.anchors[PaywallAnchor.text(text.id)]
                #expect(isVisible(rect, in: canvas), "\(label): text \(text.id) (\(text.words.joined(separator: " "))) is not drawn")
                guard let rect else { continue }
                #expect(words(region(rect, of: canvas.buffer)) == text.words, "\(label): text \(text.id) is not whole:\n\(drawn)")
            }
        }
    }

    @Test(arguments: PaywallFixtures.templateIDs)
    func iconsStandBesideTheFirstLineOfTheirTextAt40_80And120Columns(id: String) throws {
        let (paywall, presentation) = try PaywallFixtures.v2Template(id)
        for width in [40, 80, 120] {
            let canvas = ComponentsPaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(), width: width, height: 150)
            for (glyph, textID) in iconRows(of: paywall) {
                guard let rect = canvas.anchors[PaywallAnchor.text(textID)], rect.x > 0 else { continue }
                let before = (0..<rect.x).map { canvas.buffer[$0, rect.y].grapheme }.joined()
                #expect(before.contains(glyph), "\(id) at \(width) columns: \(glyph) is not on the first line of text \(textID):\n\(canvas.buffer.text)")
            }
        }
    }

    @Test(arguments: PaywallFixtures.templateIDs)
    func aPaywallOfOnePackageShowsNoSelectionMarker(id: String) throws {
        let (paywall, presentation) = try PaywallFixtures.v2Template(id)
        guard ComponentsPaywallRenderer.shownPackages(of: paywall, presentation: presentation).count == 1 else { return }
        for width in [40, 80, 120] {
            let drawn = ComponentsPaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(), width: width, height: 150).buffer.text
            #expect(!drawn.contains(Glyphs.unicode.selectedMarker), "\(id) at \(width) columns marks its only package:\n\(drawn)")
        }
    }

    /// The catalog's prices as the en_US storefront shows them, read from the file itself: every product's and
    /// introductory offer's display price, and for monthly and yearly plans the price per month, rounded down
    /// to the cent as RevenueCat rounds it.
    private func catalogPrices() throws -> (known: Set<String>, byProduct: [String: String]) {
        let url = try #require(Fixtures.url("revenuecat/template-products.storekit"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let groups = (json["subscriptionGroups"] as? [[String: Any]] ?? []).flatMap { $0["subscriptions"] as? [[String: Any]] ?? [] }
        var known: Set<String> = [], byProduct: [String: String] = [:]
        for product in (json["products"] as? [[String: Any]] ?? []) + groups {
            guard let id = product["productID"] as? String, let price = product["displayPrice"] as? String else { continue }
            byProduct[id] = "$" + price
            known.insert("$" + price)
            if let offer = product["introductoryOffer"] as? [String: Any], let offerPrice = offer["displayPrice"] as? String {
                known.insert("$" + offerPrice)
            }
            let months: Decimal? = ["P1M": 1, "P1Y": 12][product["recurringSubscriptionPeriod"] as? String ?? ""]
            if let months, let total = Decimal(string: price) {
                var perMonth = total / months, rounded = Decimal()
                NSDecimalRound(&rounded, &perMonth, 2, .down)
                known.insert("$" + String(format: "%.2f", NSDecimalNumber(decimal: rounded).doubleValue))
            }
        }
        return (known, byProduct)
    }

    /// The texts a paywall shows outside sheets (with the overrides of their package, its selection and offer),
    /// each with the words it reads.
    private func shownTexts(of paywall: ComponentsPaywall, presentation: PaywallPresentation, width: Int) -> [(id: String, words: [String])] {
        let selected = ComponentsPaywallRenderer.selectedPackage(of: paywall, presentation: presentation)
        var found: [(id: String, words: [String])] = []
        func walk(_ component: PaywallComponent, package: String?, isSelected: Bool) {
            let state = OverrideState(sizeClass: SizeClass(columns: width), isSelected: isSelected,
                                      isEligibleForIntroOffer: (package ?? selected).map(presentation.introOfferEligiblePackages.contains) ?? false,
                                      selectedPackageID: selected)
            switch component {
            case .text(let raw):
                let text = raw.resolved(in: state)
                guard text.isVisible, let id = text.id else { return }
                let raw = paywall.text(text.textLID, locale: presentation.locale ?? paywall.defaultLocale)
                let shown = words(MarkdownText.plain(presentation.resolveVariables(raw, package ?? selected)).text)
                if !shown.isEmpty { found.append((id, shown)) }
            case .stack(let raw):
                let stack = raw.resolved(in: state)
                guard stack.isVisible else { return }
                PaywallComponent.stack(stack).children.forEach { walk($0, package: package, isSelected: isSelected) }
            case .package(let item):
                guard presentation.offering.package(item.packageID) != nil else { return }
                walk(.stack(item.stack), package: item.packageID, isSelected: item.packageID == selected)
            case .button(let button):
                walk(.stack(button.stack), package: package, isSelected: isSelected)
            default:
                component.children.forEach { walk($0, package: package, isSelected: isSelected) }
            }
        }
        [paywall.base.header, paywall.base.stack, paywall.base.stickyFooter?.stack].compactMap { $0 }.forEach {
            walk(.stack($0), package: nil, isSelected: false)
        }
        return found
    }

    /// The rows that start with an icon outside packages (feature lists): the icon's glyph and the id of the
    /// first text after it.
    private func iconRows(of paywall: ComponentsPaywall) -> [(glyph: String, textID: String)] {
        var rows: [(glyph: String, textID: String)] = []
        func firstTextID(_ component: PaywallComponent) -> String? {
            if case .text(let text) = component { return text.id }
            return component.children.lazy.compactMap(firstTextID).first
        }
        func walk(_ component: PaywallComponent) {
            if case .package = component { return }
            if case .stack(let stack) = component, case .horizontal = stack.dimension, stack.components.count > 1,
               case .icon(let icon) = stack.components[0], icon.isVisible,
               let text = stack.components.dropFirst().lazy.compactMap(firstTextID).first {
                rows.append((IconGlyphs.glyph(for: icon.iconName, ascii: false), text))
            }
            component.children.forEach(walk)
        }
        [paywall.base.header, paywall.base.stack, paywall.base.stickyFooter?.stack].compactMap { $0 }.forEach { walk(.stack($0)) }
        return rows
    }

    /// The words of a text (split at white space).
    private func words(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Expects every visible text inside a stack to be drawn whole, where its anchor says, inside the frame.
    private func expectTexts(of stack: StackComponent, in canvas: Canvas, state: OverrideState, paywall: ComponentsPaywall,
                             presentation: PaywallPresentation, package: String?, label: String) {
        var texts: [TextComponent] = []
        PaywallComponent.stack(stack.resolved(in: state)).forEachComponent(path: "$") { component, _ in
            if case .text(let text) = component { texts.append(text.resolved(in: state)) }
        }
        for text in texts where text.isVisible {
            let raw = paywall.text(text.textLID, locale: presentation.locale ?? paywall.defaultLocale)
            let expected = MarkdownText.plain(presentation.resolveVariables(raw, package)).text
            guard !expected.trimmingWhitespace().isEmpty, let id = text.id else { continue }
            let rect = canvas.anchors[PaywallAnchor.text(id)]
            #expect(isVisible(rect, in: canvas), "\(label): text \(id) (\(expected)) is not on screen")
            guard let rect else { continue }
            #expect(collapsed(region(rect, of: canvas.buffer)) == collapsed(expected), "\(label): text \(id) lost characters")
        }
    }

    private func isVisible(_ rect: Rect?, in canvas: Canvas) -> Bool {
        guard let rect, !rect.isEmpty else { return false }
        return rect.y >= 0 && rect.maxY <= canvas.buffer.height && rect.x >= 0 && rect.maxX <= canvas.buffer.width
    }

    private func region(_ rect: Rect, of buffer: Buffer) -> String {
        (rect.y..<rect.maxY).map { y in (rect.x..<rect.maxX).map { buffer[$0, y].grapheme }.joined() }.joined(separator: " ")
    }

    private func collapsed(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace })
    }
}
