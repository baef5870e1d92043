import Foundation
import Testing
@testable import PaywallModel

@Suite("Paywall packages under the storefront rules")
struct PaywallOfferTests {
    private let offering = Offering(identifier: "plus", packages: [
        OfferingPackage(identifier: "$rc_annual", productID: "demo.plus.premium.yearly"),
        OfferingPackage(identifier: "$rc_monthly", productID: "demo.plus.premium.monthly"),
        OfferingPackage(identifier: "$rc_weekly", productID: "demo.plus.basic.weekly"),
    ])

    private func access(_ owned: String...) -> CustomerAccess {
        StorefrontRules.demo.access(owning: owned, catalog: .demo, at: Date())
    }

    @Test func aHiddenPackageIsNotOffered() {
        #expect(access().visiblePackages(of: offering).map(\.identifier) == ["$rc_annual", "$rc_monthly", "$rc_weekly"])
        #expect(access("demo.plus.premium.yearly").paywallOffer(for: offering)
                == .packages([OfferingPackage(identifier: "$rc_annual", productID: "demo.plus.premium.yearly"),
                              OfferingPackage(identifier: "$rc_weekly", productID: "demo.plus.basic.weekly")]))
    }

    @Test func whenEveryPackageIsHiddenThePaywallSaysWhatTheCustomerHas() {
        #expect(access("demo.family.lifetime").paywallOffer(for: offering)
                == .alreadyOwned(message: "You already have Kiosk Plus, Ad-free browsing, Priority support and Family sharing of everything (from Family Lifetime)."))
        #expect(access("demo.family.lifetime").ownedSummary(locale: "de_DE").hasSuffix("(from Familie lebenslang)."))
        let unknown = Offering(identifier: "x", packages: [OfferingPackage(identifier: "p", productID: "not.in.catalog")])
        #expect(access().paywallOffer(for: unknown) == .alreadyOwned(message: "Nothing here is offered to you right now."))
    }
}
