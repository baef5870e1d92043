import Foundation
import PaywallLayout
import PaywallModel
import DevSupport

/// Lays out and draws one frame of the largest v2 template (the one with the longest definition) at 200x60.
enum PaywallLayoutBenchmark {
    static var benchmark: Benchmark {
        Benchmark(
            name: "paywall-layout",
            summary: "lay out and draw one frame of the largest v2 template at 200x60 (target: under 2 ms)",
            run: run
        )
    }

    static func run() throws {
        guard let url = Fixtures.url("revenuecat/v2-templates.json") else {
            print("   skipped: \(Fixtures.skipMessage)")
            return
        }
        let document = try OfferingsDocument.load(contentsOf: url)
        let (offering, paywall) = try largest(in: document)
        print("   template: \(offering.identifier)")
        let presentation = PaywallPresentation(offering: offering, uiConfig: document.uiConfig, now: Date())
        let look = PaywallLook()
        var drawn = 0
        _ = measure("one frame at 200x60", runs: 200) {
            let canvas = ComponentsPaywallRenderer.render(paywall, presentation: presentation, look: look, width: 200, height: 60)
            drawn += canvas.buffer.width
        }
        precondition(drawn > 0)
    }

    /// The offering whose v2 paywall has the most components.
    private static func largest(in document: OfferingsDocument) throws -> (Offering, ComponentsPaywall) {
        let candidates = document.offerings.compactMap { offering -> (Offering, ComponentsPaywall)? in
            guard case .components(let paywall)? = offering.paywall else { return nil }
            return (offering, paywall)
        }
        guard let largest = candidates.max(by: { $0.1.allComponents.count < $1.1.allComponents.count }) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return largest
    }
}
