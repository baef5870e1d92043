import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import KioskCLI

/// `kiosk render` draws an experiment's placement as the customer `--customer` names would see it in the storefront
/// (the default customer without it), so each variant can be previewed.
@Suite("kiosk render --customer")
struct RenderExperimentCustomerTests {
    private func render(_ words: [String]) -> (status: Int32, output: String) {
        let (status, console) = runKiosk(["render", "--width", "70", "--height", "24"] + words)
        return (status, console.output)
    }

    /// The offering the demo's paywall_test shows an install id, by the resolver; nil for the holdout.
    private func offering(for installID: String) -> String? {
        PlacementResolver(document: .demo, catalog: .demo)
            .resolve("paywall_test", context: CustomerContext(storefrontCountry: "USA", installID: installID)).offering?.identifier
    }

    @Test func theExperimentsPlacementShowsTheNamedCustomersVariant() throws {
        let names = ["default"] + (1...200).map { "customer\($0)" }
        let byOffering = Dictionary(names.compactMap { name in offering(for: name).map { ($0, name) } }, uniquingKeysWith: { first, _ in first })
        #expect(byOffering.count == 2, "names covering both variants: \(byOffering)")
        for (offering, name) in byOffering {
            let placement = render(["--placement", "paywall_test", "--customer", name])
            #expect(placement.status == ExitStatus.ok)
            #expect(placement.output == render(["--offering", offering]).output, "\(name) sees \(offering)")
        }
        #expect(render(["--placement", "paywall_test"]).output == render(["--placement", "paywall_test", "--customer", "default"]).output,
                "without --customer, the default customer")
        let holdout = try #require(names.first { offering(for: $0) == nil })
        #expect(render(["--placement", "paywall_test", "--customer", holdout]).output
            .hasPrefix("Nothing is shown at placement \"paywall_test\": holdout"))
    }
}
