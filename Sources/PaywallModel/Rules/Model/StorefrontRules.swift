import Foundation

/// What owning one product does to what is shown and unlocked: entitlements, tiers, feature capabilities,
/// store visibility, conflicts and consumable balances, read from a rules file (`NAME.rules.json`).
///
/// Without a rules file, `StorefrontRules.defaults(for:)` applies: everything is visible, each product is
/// its own entitlement, and nothing conflicts. Ask a customer's position with `access(owning:catalog:at:)`.
public struct StorefrontRules: Sendable, Hashable {
    /// Entitlements by key, in file order.
    public var entitlements: [EntitlementDefinition]
    /// Tiers in file order; lower `level` is more premium.
    public var tiers: [Tier]
    /// The tier of a customer who owns nothing in any tier (a "free" tier), when the file names one.
    public var defaultTierID: String?
    /// What each tier may do with each feature, features in file order.
    public var capabilities: [FeatureCapability]
    /// What the store shows given what is owned.
    public var visibility: VisibilityRules
    /// Tiers and products that should never be owned together.
    public var conflicts: ConflictRules
    /// Consumable balances (coins, credits) and what each consumable adds to them.
    public var balances: [BalanceDefinition]
    /// How long a purchase of each non-renewing subscription lasts, by product id (StoreKit gives it no end: the
    /// app keeps the term). One the rules give no term never ends.
    public var nonRenewingTerms: [String: SubscriptionPeriod]
    /// Where the rules came from: a file path, or a description of the defaults.
    public var source: String
    /// Whether these are the defaults used without a rules file.
    public var isDefault: Bool
    /// What reading and checking the file found (errors and warnings, with their places): every one, or the
    /// first ones when it was read keeping only those.
    public var issues: [DocumentIssue]
    /// The issues found after those kept in `issues`, counted without their text.
    public var omittedIssues = IssueTally()

    /// Creates rules.
    public init(entitlements: [EntitlementDefinition] = [], tiers: [Tier] = [], defaultTierID: String? = nil,
                capabilities: [FeatureCapability] = [], visibility: VisibilityRules = VisibilityRules(),
                conflicts: ConflictRules = ConflictRules(), balances: [BalanceDefinition] = [],
                nonRenewingTerms: [String: SubscriptionPeriod] = [:],
                source: String = "", isDefault: Bool = false, issues: [DocumentIssue] = []) {
        self.entitlements = entitlements
        self.tiers = tiers
        self.defaultTierID = defaultTierID
        self.capabilities = capabilities
        self.visibility = visibility
        self.conflicts = conflicts
        self.balances = balances
        self.nonRenewingTerms = nonRenewingTerms
        self.source = source
        self.isDefault = isDefault
        self.issues = issues
    }

    /// The entitlement with this key.
    public func entitlement(_ key: String) -> EntitlementDefinition? {
        entitlements.first { $0.key == key }
    }

    /// The keys of the entitlements a product grants, in file order.
    public func entitlementKeys(grantedBy productID: String) -> [String] {
        entitlements.filter { $0.productIDs.contains(productID) }.map(\.key)
    }

    /// The tier with this id.
    public func tier(_ id: String) -> Tier? {
        tiers.first { $0.id == id }
    }

    /// The tier a product belongs to.
    public func tier(containing productID: String) -> Tier? {
        tiers.first { $0.productIDs.contains(productID) }
    }

    /// The capabilities of one feature.
    public func capability(_ feature: String) -> FeatureCapability? {
        capabilities.first { $0.feature == feature }
    }

    /// The balance a consumable adds to, with the amount one unit adds.
    public func balanceGrant(for productID: String) -> (balance: BalanceDefinition, amount: Int)? {
        for balance in balances {
            if let grant = balance.grants.first(where: { $0.productID == productID }) { return (balance, grant.amount) }
        }
        return nil
    }

    /// When a purchase of a non-renewing subscription made at `date` ends: its term later, counted in UTC's
    /// calendar; `nil` for a product the rules give no term (it never ends).
    public func termEnd(of productID: String, purchasedAt date: Date) -> Date? {
        nonRenewingTerms[productID].map { $0.advance(date, calendar: .gregorianUTC) }
    }

    /// Whether a purchase made at `date` still gives what it gives at `now` as far as a term goes: a non-renewing
    /// subscription until its term ends (for ever without one); any other kind always (a subscription's own
    /// expiration is the store's).
    public func termRuns(of productID: String, kind: ProductKind, purchasedAt date: Date, at now: Date) -> Bool {
        guard kind == .nonRenewingSubscription, let end = termEnd(of: productID, purchasedAt: date) else { return true }
        return end > now
    }

    /// The check of the file as a report: every error and warning found while reading it.
    public var report: ValidationReport {
        ValidationReport(source: source, issues: issues, omitted: omittedIssues)
    }
}
