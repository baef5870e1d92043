import Foundation
import PaywallModel

/// What `kiosk rules check` reports: the check of the rules file, the rules themselves, and, when asked,
/// one customer's position under them. Encoded as the `--json` output and written as text by `RulesSummaryText`.
struct RulesSummary: Encodable {
    var check: ValidationOutput
    var catalog: String
    var isDefault: Bool
    var entitlements: [Entitlement]
    var tiers: [TierEntry]
    var defaultTier: String?
    var features: [Feature]
    var store: Store
    var conflicts: Conflicts
    var balances: [Balance]
    /// Each non-renewing subscription's term, as ISO 8601 (`P90D`), by product id.
    var nonRenewingTerms: [String: String]
    var customer: Customer?

    struct Entitlement: Encodable { var key: String; var name: String; var products: [String]; var originalAppVersionBelow: String? }
    struct TierEntry: Encodable { var id: String; var name: String; var level: Int; var products: [String] }
    struct Feature: Encodable { var feature: String; var rules: [TierRule] }
    struct TierRule: Encodable { var tier: String; var rule: String }
    struct Store: Encodable {
        var defaultVisible: [String]
        var hiddenByDefault: [String]
        var hideMap: [String: [String]]
        var showMap: [String: [String]]
        var groupHideMap: [String: [String]]
    }
    struct Conflicts: Encodable { var tiers: [String: [String]]; var products: [String: [String]] }
    struct Balance: Encodable { var key: String; var name: String; var amounts: [String: Int] }

    /// One customer's position: what they own, and what that makes active, visible and conflicting.
    struct Customer: Encodable {
        var owned: [String]
        var at: String
        var entitlements: [ActiveEntitlementEntry]
        var activeTiers: [String]
        var effectiveTier: String?
        var features: [FeatureAccess]
        var visibleProducts: [String]
        /// Products not owned whose purchase would add nothing.
        var alreadyEntitled: [AlreadyEntitledEntry]
        var conflicts: [ConflictEntry]
    }
    struct ActiveEntitlementEntry: Encodable { var key: String; var sources: [String] }
    struct FeatureAccess: Encodable { var feature: String; var rule: String; var hasAccess: Bool; var limit: Int?; var expires: String? }
    struct AlreadyEntitledEntry: Encodable { var product: String; var entitlement: String; var source: String }
    struct ConflictEntry: Encodable { var kind: String; var between: [String]; var products: [String]; var message: String }

    init(rules: StorefrontRules, catalog: Catalog, catalogName: String, customer access: CustomerAccess?) {
        check = ValidationOutput(rules.report)
        self.catalog = catalogName
        isDefault = rules.isDefault
        entitlements = rules.entitlements.map {
            Entitlement(key: $0.key, name: $0.name, products: $0.productIDs, originalAppVersionBelow: $0.originalAppVersionBelow)
        }
        tiers = rules.tiers.map { TierEntry(id: $0.id, name: $0.name, level: $0.level, products: $0.productIDs) }
        defaultTier = rules.defaultTierID
        features = rules.capabilities.map { capability in
            Feature(feature: capability.feature, rules: rules.tiers.map { TierRule(tier: $0.id, rule: capability.rule(forTier: $0.id).description) })
        }
        let shown = rules.access(owning: [], catalog: catalog, at: Date()).visibleProductIDs
        let visibility = rules.visibility
        store = Store(defaultVisible: shown, hiddenByDefault: catalog.products.map(\.id).filter { !shown.contains($0) },
                      hideMap: Self.dictionary(visibility.hideMap), showMap: Self.dictionary(visibility.showMap),
                      groupHideMap: Self.dictionary(visibility.groupHideMap))
        conflicts = Conflicts(tiers: Self.dictionary(rules.conflicts.tiers), products: Self.dictionary(rules.conflicts.products))
        balances = rules.balances.map { balance in
            Balance(key: balance.key, name: balance.name,
                    amounts: Dictionary(balance.grants.map { ($0.productID, $0.amount) }, uniquingKeysWith: { first, _ in first }))
        }
        nonRenewingTerms = rules.nonRenewingTerms.mapValues(\.iso8601)
        customer = access.map { Self.customer($0, catalog: catalog) }
    }

    private static func customer(_ access: CustomerAccess, catalog: Catalog) -> Customer {
        Customer(
            owned: access.ownedProductIDs,
            at: timestamp(access.now),
            entitlements: access.activeEntitlements.map { ActiveEntitlementEntry(key: $0.key, sources: $0.sources) },
            activeTiers: access.activeTiers.map(\.id),
            effectiveTier: access.effectiveTier?.id,
            features: access.rules.capabilities.map { capability in
                let feature = capability.feature
                return FeatureAccess(feature: feature, rule: access.rule(for: feature).description, hasAccess: access.hasAccess(to: feature),
                                     limit: access.limit(for: feature), expires: access.expiry(for: feature).map(timestamp))
            },
            visibleProducts: access.visibleProductIDs,
            alreadyEntitled: catalog.products.filter { !access.owns($0.id) }.compactMap { access.alreadyEntitled(buying: $0.id) }.map {
                AlreadyEntitledEntry(product: $0.productID, entitlement: $0.entitlement, source: $0.source)
            },
            conflicts: access.conflicts.map {
                ConflictEntry(kind: $0.kind.rawValue, between: $0.between, products: $0.productIDs, message: $0.description)
            })
    }

    private static func dictionary(_ mappings: [RuleMapping]) -> [String: [String]] {
        Dictionary(mappings.map { ($0.key, $0.targets) }, uniquingKeysWith: { first, _ in first })
    }

    /// A moment as ISO 8601 in UTC.
    static func timestamp(_ date: Date) -> String {
        InternetDate.string(from: date)
    }
}
