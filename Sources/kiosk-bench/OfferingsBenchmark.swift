import Foundation
import DevSupport
import PaywallModel

/// Decodes, validates and resolves the 12 real v2 templates of v2-templates.json (about 700 KB) against
/// template-products.storekit (target: under 50 ms in release for the three together).
enum OfferingsBenchmark {
    static var benchmark: Benchmark {
        Benchmark(
            name: "offerings",
            summary: "decode + validate + resolve every placement of v2-templates.json (target < 50 ms)",
            run: run
        )
    }

    static func run() throws {
        guard let fixtures = Fixtures.directory else {
            print("   skipped: \(Fixtures.skipMessage)")
            return
        }
        let offeringsURL = fixtures.appendingPathComponent("revenuecat/v2-templates.json")
        let data = try Data(contentsOf: offeringsURL)
        let catalog = try Catalog.load(from: fixtures.appendingPathComponent("revenuecat/template-products.storekit"))
        print("   document: \(data.count / 1024) KiB")
        let document = try OfferingsDocument.decode(data, source: "v2-templates.json")
        let placements = document.placements?.placementNames ?? []
        let context = CustomerContext(storefrontCountry: "US", preferredLanguages: ["en-US"], installID: "bench")
        _ = try measure("parse the JSON alone") { _ = try JSONDocument(data: data) }
        _ = try measure("decode") { _ = try OfferingsDocument.decode(data, source: "v2-templates.json") }
        _ = measure("validate") { _ = OfferingsValidator.validate(document, catalog: catalog) }
        _ = measure("resolve \(placements.count) placements") {
            let resolver = PlacementResolver(document: document, catalog: catalog)
            for placement in placements { _ = resolver.resolve(placement, context: context) }
        }
        var report: ValidationReport?
        let total = try measure("decode + validate + resolve") {
            let decoded = try OfferingsDocument.decode(data, source: "v2-templates.json")
            report = OfferingsValidator.validate(decoded, catalog: catalog)
            let resolver = PlacementResolver(document: decoded, catalog: catalog)
            for placement in placements { _ = resolver.resolve(placement, context: context) }
        }
        print("   \(document.offerings.count) offerings, \(report?.errors.count ?? 0) errors, \(report?.warnings.count ?? 0) warnings; " +
              (total < 50 ? "target met" : "TARGET MISSED (50 ms)"))
    }
}
