import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: every customer of the storefront saw the same variant of an experiment (the install id it
/// bucketed was one constant), so a team could never see the other variant of the demo's paywall_test.
@Suite("Experiments bucket each customer by their name")
struct ExperimentVariantByCustomerTests {
    /// The variant of the demo's paywall_test experiment that an install id buckets into; nil for the holdout.
    static func variant(for installID: String) -> String? {
        let context = CustomerContext(storefrontCountry: "USA", preferredLanguages: ["en_US"], installID: installID)
        guard case .paywall(_, _, .experiment(_, let variant, _)) = PlacementResolver(document: .demo, catalog: .demo)
            .resolve("paywall_test", context: context).outcome else { return nil }
        return variant
    }

    /// A customer name for each variant of the experiment, the default customer's variant first.
    static func customerPerVariant() -> [(variant: String, name: String)] {
        var found: [(variant: String, name: String)] = []
        for name in [Customer.defaultName] + (1...40).map({ "customer\($0)" }) {
            guard let variant = variant(for: name), !found.contains(where: { $0.variant == variant }) else { continue }
            found.append((variant, name))
        }
        return found
    }

    @Test func eachCustomerSeesTheVariantTheirNameBucketsInto() async throws {
        let customers = Self.customerPerVariant()
        #expect(customers.count == 2, "names covering both variants: \(customers)")
        for (variant, name) in customers {
            var session = try StorePilot(customer: name)
            await session.tick()
            await session.pilot.choose("paywall_test")
            #expect(session.pilot.frame.lines[1].contains("variant \(variant)"), "\(name): \(session.pilot.frame.lines[1])")
        }
    }

    @Test func switchingCustomerShowsTheNewCustomersVariant() async throws {
        let customers = Self.customerPerVariant()
        let other = try #require(customers.first { $0.name != Customer.defaultName && $0.variant != Self.variant(for: Customer.defaultName) })
        var session = try StorePilot()
        await session.tick()
        await session.pilot.choose("Settings")
        await session.pilot.choose("New customer…")
        session.pilot.type(other.name)
        session.pilot.press(.enter)
        await session.pilot.settle()
        session.pilot.goHome()
        await session.pilot.choose("paywall_test")
        #expect(session.pilot.frame.lines[1].contains("variant \(other.variant)"), "\(session.pilot.frame.lines[1])")
    }
}
