import Foundation
import Testing
import TestSupport
import PaywallModel
@testable import PaywallLayout

@Suite("Paywall snapshots")
struct PaywallSnapshotTests {
    @Test(arguments: PaywallFixtures.templateIDs)
    func v2TemplateAtEverySize(id: String) throws {
        guard let (paywall, presentation) = try PaywallFixtures.v2Template(id) else { print(Fixtures.skipMessage); return }
        for size in PaywallFixtures.sizes {
            let canvas = ComponentsPaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(),
                                                          width: size.width, height: size.height)
            expectSnapshot(canvas.buffer, named: "\(id)-\(size.width)x\(size.height)", includingStyles: size.width == 80)
        }
    }

    @Test(arguments: PaywallFixtures.templatePaywallFiles)
    func v1FixtureAtEverySize(name: String) throws {
        guard let paywall = try PaywallFixtures.templatePaywall(name) else { print(Fixtures.skipMessage); return }
        let presentation = PaywallFixtures.presentation(for: PaywallFixtures.offering(for: paywall))
        for size in PaywallFixtures.sizes {
            let canvas = TemplatePaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(),
                                                        width: size.width, height: size.height)
            expectSnapshot(canvas.buffer, named: "\(name)-\(size.width)x\(size.height)", includingStyles: size.width == 80)
        }
    }

    @Test(arguments: ["1", "2", "3", "4", "5", "7"])
    func everyV1TemplateHasItsOwnLayout(template: String) throws {
        guard PaywallFixtures.catalog != nil else { print(Fixtures.skipMessage); return } // the prices come from the fixtures.
        let paywall = try PaywallFixtures.sampleTemplatePaywall(template: template)
        let presentation = PaywallFixtures.presentation(for: PaywallFixtures.offering(for: paywall))
        for size in PaywallFixtures.sizes {
            let canvas = TemplatePaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(theme: PaywallFixtures.lightTheme),
                                                        width: size.width, height: size.height)
            expectSnapshot(canvas.buffer, named: "sample-template\(template)-\(size.width)x\(size.height)", includingStyles: size.width == 80)
        }
    }

    @Test func offeringsFixtureTemplatePaywall() throws {
        guard let url = Fixtures.url("revenuecat/Offerings.json") else { print(Fixtures.skipMessage); return }
        let document = try OfferingsDocument.load(contentsOf: url)
        let offering = try #require(document.offering("paywall"))
        guard case .template(let paywall)? = offering.paywall else { Issue.record("no template paywall"); return }
        let canvas = TemplatePaywallRenderer.render(paywall, presentation: PaywallFixtures.presentation(for: offering),
                                                    look: PaywallLook(), width: 80, height: 24)
        expectSnapshot(canvas.buffer, named: "Offerings-paywall-80x24")
    }
}
