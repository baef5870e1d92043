import Foundation
import Testing
@testable import PaywallModel

@Suite("Customer access under the demo rules")
struct CustomerAccessTests {
    private let rules = StorefrontRules.demo
    private let catalog = Catalog.demo
    private let newYear2027 = ISO8601DateFormatter().date(from: "2027-01-01T00:00:00Z")!
    private let spring2027 = ISO8601DateFormatter().date(from: "2027-03-01T00:00:00Z")!
    private let subscriptionTiers = ["demo.plus.premium.yearly", "demo.plus.premium.monthly", "demo.plus.standard.yearly",
                                     "demo.plus.standard.monthly", "demo.plus.basic.weekly"]

    private func access(_ owned: String..., at now: Date? = nil) -> CustomerAccess {
        rules.access(owning: owned, catalog: catalog, at: now ?? newYear2027)
    }

    @Test func someoneWhoOwnsNothingSeesTheDefaultStoreAndIsFree() {
        let customer = access()
        #expect(customer.visibleProductIDs == catalog.products.map(\.id).filter { $0 != "demo.family.lifetime" })
        #expect(customer.activeEntitlements.isEmpty)
        #expect(customer.activeTiers.isEmpty)
        #expect(customer.effectiveTier?.id == "free")
        #expect(customer.conflicts.isEmpty)
        #expect(customer.limit(for: "offline_issues") == 1)
        #expect(!customer.hasAccess(to: "export"))
    }

    @Test func owningTheFamilyLifetimeHidesTheSubscriptionTiers() {
        let customer = access("demo.family.lifetime")
        for id in subscriptionTiers + ["demo.lifetime", "demo.pass.season"] {
            #expect(!customer.isVisible(id), "\(id)")
        }
        #expect(customer.visibleProducts(inTier: "premium").isEmpty)
        #expect(customer.visibleProductIDs == ["demo.coins.100", "demo.coins.600", "demo.family.lifetime",
                                               "demo.news.allaccess.monthly", "demo.news.allaccess.quarterly", "demo.news.digital.monthly"])
        #expect(customer.effectiveTier?.id == "family")
    }

    @Test func owningTheAnnualPlanHidesTheMonthlyOne() {
        let customer = access("demo.plus.premium.yearly")
        #expect(!customer.isVisible("demo.plus.premium.monthly"))
        #expect(customer.isVisible("demo.plus.premium.yearly"))
        #expect(customer.visibleProducts(inTier: "premium").map(\.id) == ["demo.plus.premium.yearly"])
        #expect(customer.visibleProducts(inTier: "plus").map(\.id) == ["demo.lifetime", "demo.pass.season", "demo.plus.standard.yearly", "demo.plus.standard.monthly"])
        #expect(!access("demo.news.allaccess.quarterly").isVisible("demo.news.allaccess.monthly"))
        // The monthly plan does not hide the annual one.
        #expect(access("demo.plus.premium.monthly").isVisible("demo.plus.premium.yearly"))
    }

    @Test func aBasicSubscriberIsOfferedTheFamilyLifetimeUpgrade() {
        #expect(!access().isVisible("demo.family.lifetime"))
        #expect(!access("demo.plus.standard.monthly").isVisible("demo.family.lifetime"))
        let basic = access("demo.plus.basic.weekly")
        #expect(basic.isVisible("demo.family.lifetime"))
        #expect(basic.alreadyEntitled(buying: "demo.family.lifetime") == nil)
    }

    @Test func hidingWinsOverShowing() {
        // The family lifetime's own tier rule hides basic; basic's show rule still reveals the family lifetime.
        let both = access("demo.plus.basic.weekly", "demo.family.lifetime")
        #expect(!both.isVisible("demo.plus.basic.weekly"))
        #expect(both.isVisible("demo.family.lifetime"))
        let custom = StorefrontRules(visibility: VisibilityRules(hideMap: [RuleMapping(key: "demo.lifetime", targets: ["demo.pass.season"])],
                                                                showMap: [RuleMapping(key: "demo.lifetime", targets: ["demo.pass.season"])]))
        #expect(!custom.access(owning: ["demo.lifetime"], catalog: catalog, at: Date()).isVisible("demo.pass.season"))
    }

    @Test func featuresUnlockByTier() {
        #expect(access("demo.plus.basic.weekly").effectiveTier?.id == "basic")
        #expect(!access("demo.plus.basic.weekly").hasAccess(to: "export"))
        #expect(access("demo.plus.basic.weekly").limit(for: "export") == 0)
        #expect(access("demo.plus.standard.monthly").hasAccess(to: "export"))
        #expect(access("demo.plus.standard.monthly").limit(for: "export") == 10)
        #expect(access("demo.plus.premium.monthly").limit(for: "export") == nil)
        #expect(access("demo.plus.premium.monthly").hasAccess(to: "export"))
        #expect(access("demo.family.lifetime").limit(for: "offline_issues") == 100)
        #expect(access("demo.plus.premium.yearly").hasAccess(to: "priority_support"))
        #expect(!access("demo.lifetime").hasAccess(to: "priority_support"))
        #expect(access("demo.lifetime").hasAccess(to: "ad_free"))
        #expect(!access().hasAccess(to: "ad_free"))
        #expect(!access("demo.family.lifetime").hasAccess(to: "no such feature"))
    }

    @Test func anUntilRuleEndsAtItsDate() {
        let basic = access("demo.plus.basic.weekly")
        #expect(basic.hasAccess(to: "holiday_themes"))
        #expect(basic.limit(for: "holiday_themes") == nil)
        #expect(basic.expiry(for: "holiday_themes") == ISO8601DateFormatter().date(from: "2027-01-07T00:00:00Z"))
        let later = access("demo.plus.basic.weekly", at: spring2027)
        #expect(!later.hasAccess(to: "holiday_themes"))
        #expect(later.limit(for: "holiday_themes") == 0)
        #expect(access("demo.plus.premium.yearly", at: spring2027).hasAccess(to: "holiday_themes"))
        #expect(access("demo.plus.premium.yearly").expiry(for: "holiday_themes") == nil)
    }

    @Test func theMostPremiumTierOwnedDecides() {
        let customer = access("demo.plus.basic.weekly", "demo.lifetime", "demo.news.digital.monthly")
        #expect(customer.activeTiers.map(\.id) == ["plus", "basic"])
        #expect(customer.effectiveTier?.id == "plus")
        #expect(customer.limit(for: "offline_issues") == 20)
    }

    @Test func activeEntitlementsNameTheirSources() {
        let customer = access("demo.lifetime", "demo.news.allaccess.monthly", "demo.coins.100")
        #expect(customer.activeEntitlements == [
            ActiveEntitlement(key: "plus", sourceProductIDs: ["demo.lifetime"]),
            ActiveEntitlement(key: "ad_free", sourceProductIDs: ["demo.lifetime"]),
            ActiveEntitlement(key: "news", sourceProductIDs: ["demo.news.allaccess.monthly"]),
            ActiveEntitlement(key: "news_archive", sourceProductIDs: ["demo.news.allaccess.monthly"]),
        ])
        #expect(customer.isEntitled("plus"))
        #expect(!customer.isEntitled("family"))
        // Consumables are never owned.
        #expect(customer.ownedProductIDs == ["demo.lifetime", "demo.news.allaccess.monthly"])
    }

    @Test func buyingWhatAnotherProductAlreadyGivesIsAlreadyEntitled() {
        #expect(access("demo.lifetime").alreadyEntitled(buying: "demo.plus.standard.monthly")
                == AlreadyEntitled(productID: "demo.plus.standard.monthly", entitlement: "plus", sourceProductID: "demo.lifetime"))
        #expect(access("demo.family.lifetime").alreadyEntitled(buying: "demo.lifetime")?.sourceProductID == "demo.family.lifetime")
        #expect(access("demo.plus.premium.yearly").alreadyEntitled(buying: "demo.pass.season")?.entitlement == "plus")
        #expect(access("demo.lifetime").alreadyEntitled(buying: "demo.plus.standard.monthly")?.description
                == "\"plus\" is already active from demo.lifetime; buying demo.plus.standard.monthly would add nothing")
    }

    @Test func upgradesPlanChangesConsumablesAndRebuysAreNotAlreadyEntitled() {
        // An upgrade adds an entitlement the customer lacks.
        #expect(access("demo.lifetime").alreadyEntitled(buying: "demo.family.lifetime") == nil)
        #expect(access("demo.plus.basic.weekly").alreadyEntitled(buying: "demo.lifetime") == nil)
        // Within one subscription group it is a plan change.
        #expect(access("demo.plus.premium.yearly").alreadyEntitled(buying: "demo.plus.standard.monthly") == nil)
        #expect(access("demo.news.allaccess.monthly").alreadyEntitled(buying: "demo.news.digital.monthly") == nil)
        // A consumable grants no entitlement; the product itself is the store's concern.
        #expect(access("demo.family.lifetime").alreadyEntitled(buying: "demo.coins.100") == nil)
        #expect(access("demo.lifetime").alreadyEntitled(buying: "demo.lifetime") == nil)
    }

    /// Found by QA: a Plus Premium subscriber could not buy the Lifetime Unlock ("would add nothing"), though the store
    /// listed it with a Buy button and a subscription ends where a lifetime purchase does not (the reference: being
    /// on a subscription should reveal a lifetime upgrade). A product that never ends is sold to a customer who has
    /// its entitlements only from something that ends; one that ends adds nothing to what never does.
    @Test func somethingThatNeverEndsIsSoldToACustomerWhoseEntitlementsEnd() {
        #expect(access("demo.plus.premium.monthly").alreadyEntitled(buying: "demo.lifetime") == nil)
        #expect(access("demo.pass.season").alreadyEntitled(buying: "demo.lifetime") == nil, "the season pass has a term")
        #expect(access("demo.family.lifetime").alreadyEntitled(buying: "demo.lifetime")?.sourceProductID == "demo.family.lifetime")
        #expect(access("demo.lifetime").alreadyEntitled(buying: "demo.plus.standard.monthly")?.sourceProductID == "demo.lifetime")
        // Without a term the season pass never ends either: it counts as the lifetime does.
        var noTerms = rules
        noTerms.nonRenewingTerms = [:]
        #expect(noTerms.access(owning: ["demo.pass.season"], catalog: catalog, at: Date()).alreadyEntitled(buying: "demo.lifetime") != nil)
    }

    @Test func earlyCustomersHaveTheMigrationEntitlementWithoutBuying() {
        let early = rules.access(owning: [], catalog: catalog, at: Date(), originalAppVersion: "1.9.3")
        #expect(early.activeEntitlements == [ActiveEntitlement(key: "plus", sourceProductIDs: [], originalAppVersion: "1.9.3"),
                                             ActiveEntitlement(key: "ad_free", sourceProductIDs: [], originalAppVersion: "1.9.3")])
        #expect(early.activeEntitlements.first?.sources == ["the app first bought at version 1.9.3"])
        let decision = early.alreadyEntitled(buying: "demo.plus.standard.monthly")
        #expect(decision == AlreadyEntitled(productID: "demo.plus.standard.monthly", entitlement: "plus", sourceProductID: nil, originalAppVersion: "1.9.3"))
        #expect(decision?.description == "\"plus\" is already active from the app first bought at version 1.9.3; buying demo.plus.standard.monthly would add nothing")
        // Buying what adds more is sold; later versions and unknown versions get nothing.
        #expect(early.alreadyEntitled(buying: "demo.lifetime") != nil)
        #expect(early.alreadyEntitled(buying: "demo.plus.premium.monthly") == nil)
        #expect(rules.access(owning: [], catalog: catalog, at: Date(), originalAppVersion: "2.0").activeEntitlements.isEmpty)
        #expect(rules.access(owning: [], catalog: catalog, at: Date(), originalAppVersion: "10.1").activeEntitlements.isEmpty)
        #expect(access().activeEntitlements.isEmpty)
    }

    @Test func conflictsInWhatIsOwned() {
        let customer = access("demo.plus.basic.weekly", "demo.family.lifetime")
        #expect(customer.conflicts == [OwnershipConflict(kind: .tiers, between: ["family", "basic"],
                                                         productIDs: ["demo.family.lifetime", "demo.plus.basic.weekly"])])
        #expect(customer.conflicts.first?.description
                == "tiers \"family\" and \"basic\" should not be owned together: owns demo.family.lifetime, demo.plus.basic.weekly")
        let products = access("demo.lifetime", "demo.pass.season")
        #expect(products.conflicts == [OwnershipConflict(kind: .products, between: ["demo.lifetime", "demo.pass.season"],
                                                         productIDs: ["demo.lifetime", "demo.pass.season"])])
        #expect(!access("demo.family.lifetime").hasConflicts)
        #expect(!access("demo.plus.premium.yearly", "demo.news.digital.monthly").hasConflicts)
    }

    @Test func aTierThatConflictsWithItselfNeedsTwoOfItsProducts() {
        let rules = StorefrontRules(tiers: [Tier(id: "plus", level: 1, productIDs: ["demo.lifetime", "demo.pass.season"])],
                                    conflicts: ConflictRules(tiers: [RuleMapping(key: "plus", targets: ["plus"])]))
        #expect(rules.access(owning: ["demo.lifetime"], catalog: catalog, at: Date()).conflicts.isEmpty)
        let both = rules.access(owning: ["demo.lifetime", "demo.pass.season"], catalog: catalog, at: Date()).conflicts
        #expect(both.map(\.description) == ["two products of tier \"plus\" should not be owned together: owns demo.lifetime, demo.pass.season"])
    }

    @Test func withoutARulesFileEverythingIsVisibleEachProductIsItsOwnEntitlementAndNothingConflicts() {
        let defaults = StorefrontRules.defaults(for: catalog)
        #expect(defaults.isDefault)
        let customer = defaults.access(owning: ["demo.family.lifetime", "demo.plus.basic.weekly", "demo.lifetime"], catalog: catalog, at: Date())
        #expect(customer.visibleProductIDs == catalog.products.map(\.id))
        #expect(customer.activeEntitlements.map(\.key) == ["demo.lifetime", "demo.family.lifetime", "demo.plus.basic.weekly"])
        #expect(customer.conflicts.isEmpty)
        #expect(customer.effectiveTier == nil)
        #expect(!customer.hasAccess(to: "export"))
        #expect(customer.alreadyEntitled(buying: "demo.pass.season") == nil)
        #expect(defaults.entitlements.count == catalog.products.count - 2)
        #expect(defaults.balanceGrant(for: "demo.coins.600")?.amount == 1)
    }
}
