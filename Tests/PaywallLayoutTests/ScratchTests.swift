import Foundation
import Testing
import TestSupport
import PaywallModel
@testable import PaywallLayout

@Suite("Scratch")
struct ScratchTests {
    @Test func printTemplates() throws {
        guard let url = Fixtures.url("revenuecat/v2-templates.json") else { return }
        let document = try OfferingsDocument.load(contentsOf: url)
        let size = ProcessInfo.processInfo.environment["SCRATCH_SIZE"].map { $0.split(separator: "x").compactMap { Int($0) } } ?? [80, 24]
        for offering in document.offerings {
            guard case .components(let paywall)? = offering.paywall else { print("no paywall", offering.identifier); continue }
            let presentation = PaywallPresentation(offering: offering, uiConfig: document.uiConfig)
            let canvas = ComponentsPaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(), width: size[0], height: size[1])
            print("=== \(offering.identifier)")
            print(canvas.buffer.lines.joined(separator: "|\n") + "|")
        }
    }
}
