import Foundation
import Testing
@testable import PaywallModel

@Suite("Product names as customers see them")
struct EmptyDisplayNameTests {
    /// A product whose English name is empty and whose German one is set; its reference name is the developer's.
    static let product = Product(id: "pro.monthly", kind: .autoRenewableSubscription, referenceName: "Internal: Pro monthly", price: 4.99,
                                 localizations: [LocalizedText(locale: "en_US", displayName: "", description: ""),
                                                 LocalizedText(locale: "de_DE", displayName: "Pro monatlich", description: "")],
                                 subscription: SubscriptionDetails(groupID: "pro", groupLevel: 1, period: .month))

    @Test func anEmptyDisplayNameIsShownEmptyNeverAsTheReferenceName() {
        #expect(Self.product.displayName(for: "en_US", catalogLocale: "en_US") == "")
        #expect(Self.product.displayName(for: "de_DE", catalogLocale: "en_US") == "Pro monatlich")
        let unlocalized = Product(id: "coins", kind: .consumable, referenceName: "Coins (internal)", price: 0.99)
        #expect(unlocalized.displayName(for: "en_US", catalogLocale: nil) == "")
        // Kiosk's own tools name it by id.
        #expect(Self.product.label(for: "en_US", catalogLocale: "en_US") == "pro.monthly")
        #expect(Self.product.label(for: "de_DE", catalogLocale: "en_US") == "Pro monatlich")
    }

    @Test func paywallVariablesShowTheEmptyName() {
        let catalog = Catalog(products: [Self.product])
        let priced = PackagePricing.forPackages([OfferingPackage(identifier: "$rc_monthly", productID: "pro.monthly")], catalog: catalog,
                                                eligibility: OfferEligibility()) { Price($0.price, .usd) }
        let context = TextContext(locale: Locale(identifier: "en_US"), catalogLocale: "en_US", now: Date())
        #expect(TemplateVariables.render("[{{ product_name }}]", package: priced[0], context: context) == "[]")
        let v2 = ComponentVariables(uiConfig: UIConfig(), defaultLocale: "en_US", locale: context.locale)
        #expect(v2.render("[{{ product.store_product_name }}]", package: priced[0], context: context).text == "[]")
    }
}
