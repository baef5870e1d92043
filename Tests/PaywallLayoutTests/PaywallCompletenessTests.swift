import Foundation
import Testing
import TestSupport
import PaywallModel
@testable import PaywallLayout

/// At the common 80x24, no template may lose a package, a price or its purchase button.
@Suite("Paywalls keep every package and the call to action", .needsFixtures)
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
