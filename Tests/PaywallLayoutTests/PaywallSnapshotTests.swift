import Foundation
import Testing
import TestSupport
import PaywallModel
@testable import PaywallLayout

@Suite("Paywall snapshots", .needsFixtures)
struct PaywallSnapshotTests {
    @Test(arguments: PaywallFixtures.templateIDs)
    func v2TemplateAtEverySize(id: String) throws {
        let (paywall, presentation) = try PaywallFixtures.v2Template(id)
        for size in PaywallFixtures.sizes {
            let canvas = PaywallRenderer.render(.components(paywall), presentation: presentation, look: PaywallLook(),
                                                width: size.width, height: size.height)
            expectSnapshot(canvas.buffer, named: "\(id)-\(size.width)x\(size.height)", includingStyles: size.width == 80)
        }
    }

    @Test(arguments: PaywallFixtures.templatePaywallFiles)
    func v1FixtureAtEverySize(name: String) throws {
        let paywall = try PaywallFixtures.templatePaywall(name)
        let presentation = PaywallFixtures.presentation(for: PaywallFixtures.offering(for: paywall))
        for size in PaywallFixtures.sizes {
            let canvas = PaywallRenderer.render(.template(paywall), presentation: presentation, look: PaywallLook(),
                                                width: size.width, height: size.height)
            expectSnapshot(canvas.buffer, named: "\(name)-\(size.width)x\(size.height)", includingStyles: size.width == 80)
        }
    }

    @Test(arguments: ["1", "2", "3", "4", "5", "7"])
    func everyV1TemplateHasItsOwnLayout(template: String) throws {
        let paywall = try PaywallFixtures.sampleTemplatePaywall(template: template)
        let presentation = PaywallFixtures.presentation(for: PaywallFixtures.offering(for: paywall))
        for size in PaywallFixtures.sizes {
            let canvas = PaywallRenderer.render(.template(paywall), presentation: presentation, look: PaywallLook(theme: PaywallFixtures.lightTheme),
                                                width: size.width, height: size.height)
            expectSnapshot(canvas.buffer, named: "sample-template\(template)-\(size.width)x\(size.height)", includingStyles: size.width == 80)
        }
    }

    @Test func offeringsFixtureTemplatePaywall() throws {
        let url = try #require(Fixtures.url("revenuecat/Offerings.json"))
        let document = try OfferingsDocument.load(contentsOf: url)
        let offering = try #require(document.offering("paywall"))
        guard case .template(let paywall)? = offering.paywall else { Issue.record("no template paywall"); return }
        let canvas = TemplatePaywallRenderer.render(paywall, presentation: PaywallFixtures.presentation(for: offering),
                                                    look: PaywallLook(), width: 80, height: 24)
        expectSnapshot(canvas.buffer, named: "Offerings-paywall-80x24")
    }

    /// The words a drawn paywall shows (letters, digits, prices), frames, markers and image placeholders aside.
    private func words(_ text: String) -> Set<String> {
        Set(text.split { $0.isWhitespace || "│┃╭╮╰╯┏┓┗┛─━┌┐└┘".contains($0) }.map(String.init)
            .filter { $0.contains { $0.isLetter || $0.isNumber } && $0 != "image" && $0.wholeMatch(of: /\d+:\d+/) == nil })
    }

    @Test(arguments: PaywallFixtures.templateIDs)
    func v2TemplateShowsEveryWordAndPriceWholeAt40_80And120Columns(id: String) throws {
        let (paywall, presentation) = try PaywallFixtures.v2Template(id)
        // Tall enough that nothing scrolls: every width shows the same words, none cut, no price split.
        let drawn = [40, 80, 120].map { width in
            PaywallRenderer.render(.components(paywall), presentation: presentation, look: PaywallLook(), width: width, height: 90).buffer.text
        }
        let reference = words(drawn[2])
        let price = /\(?\$\d+\.\d\d(\/(mo|yr|wk|month|year|week))?\)?[.,!]?/
        for (width, text) in zip([40, 80, 120], drawn) {
            let shown = words(text)
            #expect(shown == reference, "\(id) at \(width) columns:\n\(text)")
            for word in shown where word.contains("$") {
                #expect(word.wholeMatch(of: price) != nil, "\(id) at \(width) columns cuts a price: \(word)")
            }
        }
    }
}
