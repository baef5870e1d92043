import Foundation

/// One customer's position under the rules: what they own, which entitlements that makes active, their
/// tier, what each feature allows, what the store shows them, and what conflicts.
///
/// Made by `StorefrontRules.access(owning:catalog:at:)` from the products the customer owns now (active
/// subscriptions, non-consumables, unexpired non-renewing subscriptions; consumables are never owned).
public struct CustomerAccess: Sendable {
    /// The rules.
    public let rules: StorefrontRules
    /// The catalog the rules apply to.
    public let catalog: Catalog
    /// The products owned, in catalog order (ids not in the catalog last, as given).
    public let ownedProductIDs: [String]
    /// The moment `until` rules are judged at.
    public let now: Date
    /// The app version the customer first got the app at (the app transaction's), when known.
    public let originalAppVersion: String?
    /// The ids of the products the store shows this customer, in catalog order (see `CustomerAccess+Visibility`).
    public let visibleProductIDs: [String]
    private let owned: Set<String>
    private let visible: Set<String>
    /// The keys of the entitlements each product grants, in the rules' order.
    let entitlementKeysByProduct: [String: [String]]

    /// Creates a customer's position.
    public init(rules: StorefrontRules, catalog: Catalog, ownedProductIDs: some Sequence<String>, now: Date,
                originalAppVersion: String? = nil) {
        self.rules = rules
        self.catalog = catalog
        var owned = Set(ownedProductIDs)
        var inCatalog: [String] = []
        for product in catalog.products where owned.contains(product.id) {
            if product.kind == .consumable { owned.remove(product.id) } else { inCatalog.append(product.id) }
        }
        self.ownedProductIDs = inCatalog + owned.subtracting(inCatalog).sorted()
        self.now = now
        self.originalAppVersion = originalAppVersion
        self.owned = owned
        self.visibleProductIDs = Self.visibleProductIDs(rules: rules, catalog: catalog, owned: owned)
        self.visible = Set(visibleProductIDs)
        var keys: [String: [String]] = [:]
        keys.reserveCapacity(rules.entitlements.count)
        for definition in rules.entitlements {
            for productID in definition.productIDs { keys[productID, default: []].append(definition.key) }
        }
        self.entitlementKeysByProduct = keys
    }

    /// Whether the customer owns a product.
    public func owns(_ productID: String) -> Bool {
        owned.contains(productID)
    }

    /// Whether the store shows a product to this customer.
    public func isVisible(_ productID: String) -> Bool {
        visible.contains(productID)
    }

    // MARK: Entitlements

    /// The active entitlements, in the rules' order, each with the owned products that grant it (and the
    /// original app version, when that grants it).
    public var activeEntitlements: [ActiveEntitlement] {
        rules.entitlements.compactMap { definition in
            let sources = ownedProductIDs.filter(definition.productIDs.contains)
            let version = definition.isGranted(toOriginalAppVersion: originalAppVersion) ? originalAppVersion : nil
            guard !sources.isEmpty || version != nil else { return nil }
            return ActiveEntitlement(key: definition.key, sourceProductIDs: sources, originalAppVersion: version)
        }
    }

    /// Whether the entitlement with this key is active.
    public func isEntitled(_ key: String) -> Bool {
        activeEntitlements.contains { $0.key == key }
    }

    // MARK: Tiers and features

    /// The tiers of the owned products, most premium (lowest level) first; file order within a level.
    public var activeTiers: [Tier] {
        let tiers = rules.tiers.filter { tier in tier.productIDs.contains(where: owns) }
        return tiers.enumerated().sorted { ($0.element.level, $0.offset) < ($1.element.level, $1.offset) }.map(\.element)
    }

    /// The most premium tier owned, else the rules' default tier, else `nil`.
    public var effectiveTier: Tier? {
        activeTiers.first ?? rules.defaultTierID.flatMap { rules.tier($0) }
    }

    /// The effective tier's rule for a feature; `.unavailable` with no tier or for an unknown feature.
    public func rule(for feature: String) -> CapabilityRule {
        guard let tier = effectiveTier, let capability = rules.capability(feature) else { return .unavailable }
        return capability.rule(forTier: tier.id)
    }

    /// Whether the customer can use a feature now.
    public func hasAccess(to feature: String) -> Bool {
        rule(for: feature).isAccessible(at: now)
    }

    /// The feature's cap now: the limit, 0 when the feature cannot be used, `nil` when there is no cap.
    public func limit(for feature: String) -> Int? {
        rule(for: feature).limit(at: now)
    }

    /// When access to a feature ends under an `until` rule; `nil` otherwise.
    public func expiry(for feature: String) -> Date? {
        if case .until(let end) = rule(for: feature) { return end }
        return nil
    }
}

extension StorefrontRules {
    /// A customer's position given the products they own now (and the app version they first got the app at).
    public func access(owning productIDs: some Sequence<String>, catalog: Catalog, at now: Date,
                       originalAppVersion: String? = nil) -> CustomerAccess {
        CustomerAccess(rules: self, catalog: catalog, ownedProductIDs: productIDs, now: now, originalAppVersion: originalAppVersion)
    }
}
