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
            let canvas = ComponentsPaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(),
                                                          width: size.width, height: size.height)
            expectSnapshot(canvas.buffer, named: "\(id)-\(size.width)x\(size.height)", includingStyles: size.width == 80)
        }
    }

    @Test(arguments: PaywallFixtures.templatePaywallFiles)
    func v1FixtureAtEverySize(name: String) throws {
        let paywall = try PaywallFixtures.templatePaywall(name)
        let presentation = PaywallFixtures.presentation(for: PaywallFixtures.offering(for: paywall))
        for size in PaywallFixtures.sizes {
            let canvas = TemplatePaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(),
                                                        width: size.width, height: size.height)
            expectSnapshot(canvas.buffer, named: "\(name)-\(size.width)x\(size.height)", includingStyles: size.width == 80)
        }
    }

    @Test(arguments: ["1", "2", "3", "4", "5", "7"])
    func everyV1TemplateHasItsOwnLayout(template: String) throws {
        let paywall = try PaywallFixtures.sampleTemplatePaywall(template: template)
        let presentation = PaywallFixtures.presentation(for: PaywallFixtures.offering(for: paywall))
        for size in PaywallFixtures.sizes {
            let canvas = TemplatePaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(theme: PaywallFixtures.lightTheme),
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
}
