import Foundation
import PaywallModel

/// A customer's position under storefront rules on a generated 10,000-product catalog: the store's visible
/// products, tier, features, conflicts and already-entitled answers (no target; the store screen redraws
/// with it, so it should stay well under a frame).
enum RulesBenchmark {
    static var benchmark: Benchmark {
        Benchmark(
            name: "rules-access",
            summary: "storefront rules on a 10,000-product catalog: visible store, tier, features, conflicts, already entitled",
            run: run
        )
    }

    static func run() throws {
        let catalog = try Catalog(decoding: Data(GeneratedCatalog.text(productCount: 10_000).utf8), file: "Generated.storekit")
        let owned = catalog.products.filter { $0.kind != .consumable }.enumerated().filter { $0.offset % 200 == 0 }.map(\.element.id)
        let rules = tieredRules(for: catalog)
        let ids = catalog.products.map(\.id)
        for (name, ruleSet) in [("defaults (one entitlement per product)", StorefrontRules.defaults(for: catalog)), ("10 tiers with maps", rules)] {
            _ = measure("\(name): access owning \(owned.count) products, then the whole store") {
                let access = ruleSet.access(owning: owned, catalog: catalog, at: Date())
                _ = ids.filter(access.isVisible).count
                _ = access.effectiveTier
                _ = access.conflicts
                _ = access.hasAccess(to: "export")
            }
            let access = ruleSet.access(owning: owned, catalog: catalog, at: Date())
            _ = measure("\(name): already entitled for 100 products", runs: 3) {
                for product in catalog.products.prefix(100) { _ = access.alreadyEntitled(buying: product.id) }
            }
        }
    }

    /// Ten tiers over the catalog's non-consumables, one entitlement per tier, hide maps from each owned
    /// product to the next product, and conflicts between neighbouring tiers.
    private static func tieredRules(for catalog: Catalog) -> StorefrontRules {
        let sellable = catalog.products.filter { $0.kind != .consumable }.map(\.id)
        let size = (sellable.count + 9) / 10
        let tiers = (0..<10).map { index in
            Tier(id: "tier\(index)", level: index, productIDs: Array(sellable[(index * size)..<min(sellable.count, (index + 1) * size)]))
        }
        return StorefrontRules(
            entitlements: tiers.map { EntitlementDefinition(key: $0.id, productIDs: $0.productIDs) },
            tiers: tiers,
            capabilities: [FeatureCapability(feature: "export", rules: tiers.map { .init(tierID: $0.id, rule: .limit($0.level)) })],
            visibility: VisibilityRules(hideMap: zip(sellable, sellable.dropFirst()).map { RuleMapping(key: $0, targets: [$1]) },
                                        groupHideMap: [RuleMapping(key: sellable[0], targets: ["tier9"])]),
            conflicts: ConflictRules(tiers: zip(tiers, tiers.dropFirst()).map { RuleMapping(key: $0.id, targets: [$1.id]) }))
    }
}
