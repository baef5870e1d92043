import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import KioskApp

/// The shared fixtures' documents as the interactive program shows them.
enum FixturePaywallStates {
    /// `v2-templates.json`, or `nil` without the fixtures.
    static let templates: OfferingsDocument? = Fixtures.url("revenuecat/v2-templates.json").flatMap { try? OfferingsDocument.load(contentsOf: $0) }

    /// A state at 120x40 showing a placement of a fixture document, priced from the template products, with no
    /// store read (tests that call it need the fixtures).
    static func state(document file: String, placement: String) throws -> AppState {
        let document = try OfferingsDocument.load(contentsOf: try #require(Fixtures.url("revenuecat/\(file)")))
        let catalog = try Catalog.load(from: try #require(Fixtures.url("revenuecat/template-products.storekit")))
        let source = PaywallSource(document: document, catalog: catalog,
                                   context: CustomerContext(customAttributes: [:], storefrontCountry: "USA", preferredLanguages: ["en_US"], installID: "test"),
                                   locale: "en_US")
        var state = AppState(size: TerminalSize(width: 120, height: 40), now: Date(timeIntervalSince1970: 1_800_000_000), theme: .builtInDefault,
                             paywalls: source)
        state.push(.paywall(placement: placement))
        return state
    }
}
