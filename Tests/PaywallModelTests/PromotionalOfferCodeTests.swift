import Foundation
import Testing
@testable import PaywallModel

/// A v2 package component names the promotional offer its package is sold with (`apple_promo_offer_product_code`,
/// the offer's id on the package's product); `kiosk validate` warns when the product has no such offer, and the
/// offer applies only for a customer who subscribes or subscribed to the product's group.
@Suite("Promotional offers named by package components")
struct PromotionalOfferCodeTests {
    /// A demo-catalog offering selling Plus Premium, Monthly whose one package component carries `code`.
    static func document(code: String) throws -> OfferingsDocument {
        let json = #"{"offerings": [{"identifier": "o", "packages": [{"identifier": "$rc_monthly", "platform_product_identifier": "demo.plus.premium.monthly"}], "#
            + #""paywall_components": {"default_locale": "en_US", "components_config": {"base": {"stack": {"type": "stack", "components": ["#
            + #"{"type": "package", "package_id": "$rc_monthly", "apple_promo_offer_product_code": ""# + code + #"", "#
            + #""stack": {"type": "stack", "components": []}}]}}}, "components_localizations": {"en_US": {}}}}]}"#
        return try OfferingsDocument.decode(Data(json.utf8), source: "test.json")
    }

    static func components(_ document: OfferingsDocument) throws -> ComponentsPaywall {
        guard case .components(let paywall)? = document.offerings.first?.paywall else { throw CocoaError(.coderValueNotFound) }
        return paywall
    }

    @Test func theCodeIsReadAndNamesTheOfferByProduct() throws {
        let document = try Self.document(code: "demo.plus.premium.monthly.comeback")
        let paywall = try Self.components(document)
        let package = paywall.allComponents.compactMap { if case .package(let package) = $0 { package } else { nil } }.first
        #expect(package?.applePromoOfferProductCode == "demo.plus.premium.monthly.comeback")
        let offering = try #require(document.offerings.first)
        #expect(ResolvedPaywall.components(paywall).promotionalOfferCodes(in: offering) == ["demo.plus.premium.monthly": "demo.plus.premium.monthly.comeback"])
        #expect(OfferingsValidator.validate(document, catalog: .demo).issues.isEmpty)
    }

    @Test func aCodeNamingNoPromotionalOfferOfTheProductIsWarnedAboutWithItsPath() throws {
        let report = OfferingsValidator.validate(try Self.document(code: "made.up"), catalog: .demo)
        let warning = try #require(report.warnings.first)
        #expect(report.warnings.count == 1)
        #expect(warning.path == "$.offerings[0].paywall_components.components_config.base.stack.components[0].apple_promo_offer_product_code")
        #expect(warning.message.contains("\"made.up\"") && warning.message.contains("demo.plus.premium.monthly.comeback"), "\(warning.message)")
    }

    @Test func theOfferAppliesOnlyInGroupsTheCustomerSubscribedTo() throws {
        let codes = ["demo.plus.premium.monthly": "demo.plus.premium.monthly.comeback", "demo.plus.basic.weekly": "made.up"]
        let monthly = try #require(Catalog.demo.product(withID: "demo.plus.premium.monthly"))
        let subscriber = OfferEligibility(introOfferUsedGroupIDs: ["KPLUS"], subscribedGroupIDs: ["KPLUS"], promotionalOfferCodes: codes, catalog: .demo)
        #expect(subscriber.promotionalOfferIDs == ["demo.plus.premium.monthly": "demo.plus.premium.monthly.comeback"])
        #expect(subscriber.offer(for: monthly)?.kind == .promotional)
        #expect(subscriber.ineligibleGroupIDs == ["KPLUS"])
        let newcomer = OfferEligibility(introOfferUsedGroupIDs: [], subscribedGroupIDs: [], promotionalOfferCodes: codes, catalog: .demo)
        #expect(newcomer.promotionalOfferIDs.isEmpty && newcomer.offer(for: monthly) == nil)
    }

    /// A subscriber who never had the group's introductory offer may take it (`isEligibleForIntroOffer`), and the
    /// promotional offer a package names still applies to its own product.
    @Test func aSubscriberWithoutTheIntroductoryOfferMayStillTakeIt() throws {
        let codes = ["demo.plus.premium.monthly": "demo.plus.premium.monthly.comeback"]
        let weekly = OfferEligibility(introOfferUsedGroupIDs: [], subscribedGroupIDs: ["KPLUS"], promotionalOfferCodes: codes, catalog: .demo)
        let yearly = try #require(Catalog.demo.product(withID: "demo.plus.premium.yearly"))
        let monthly = try #require(Catalog.demo.product(withID: "demo.plus.premium.monthly"))
        #expect(weekly.offer(for: yearly)?.kind == .introductory)
        #expect(weekly.offer(for: monthly)?.kind == .promotional)
    }

    @Test func theDemosComebackPackageNamesItsOffer() throws {
        let comeback = try #require(OfferingsDocument.demo.offering("comeback"))
        guard case .components(let paywall)? = comeback.paywall else { Issue.record("no v2 paywall"); return }
        #expect(ResolvedPaywall.components(paywall).promotionalOfferCodes(in: comeback) == ["demo.plus.premium.monthly": "demo.plus.premium.monthly.comeback"])
    }
}
