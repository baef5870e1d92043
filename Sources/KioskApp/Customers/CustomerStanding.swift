import Foundation
import PaywallModel
import PurchaseFlow

/// One customer's standing under the storefront rules, as the screens show it: who they are (and who else
/// is on the ledger), their entitlements, tier, features, balances, what the store shows them, and conflicts.
public struct CustomerStanding: Hashable, Sendable {
    /// The customer's name.
    public var name: String
    /// Every customer on the ledger, in the order they were created.
    public var customers: [String]
    /// Where the rules came from (a file, the demo rules, or the defaults).
    public var rulesSource: String
    /// Every entitlement of the rules, active or not, in the rules' order.
    public var entitlements: [Entitlement]
    /// The most premium tier owned, else the rules' default tier.
    public var tier: Tier?
    /// What each feature of the rules allows this customer now.
    public var features: [Feature]
    /// What each consumable balance holds.
    public var balances: [Balance]
    /// The products the store shows this customer, in catalog order.
    public var visibleProductIDs: [String]
    /// What the customer owns that the rules say should not be owned together.
    public var conflicts: [OwnershipConflict]
    /// One sentence naming what the customer has, for a paywall with nothing left to offer.
    public var ownedSummary: String
    /// Products of this Apple ID that another customer owns, with that customer's name.
    public var ownedByOthers: [String: String]
    /// Subscription groups of this Apple ID whose subscription (giving access now) is another customer's, with that
    /// customer's name: no plan of them is for sale to this customer.
    public var groupsOwnedByOthers: [String: String]
    /// Why buying a product would add nothing, by product id, for the products that would.
    public var alreadyEntitled: [String: String]

    /// An entitlement's name and state.
    public struct Entitlement: Hashable, Sendable {
        /// The name to show.
        public var name: String
        /// Whether it is on, until when, from which product, and how.
        public var state: EntitlementState
    }

    /// A feature and what the customer's tier allows.
    public struct Feature: Hashable, Sendable {
        /// The feature's name.
        public var name: String
        /// The tier's rule for it.
        public var rule: CapabilityRule
        /// Whether it can be used now.
        public var hasAccess: Bool
        /// The cap now: a number, 0 without access, `nil` without a cap.
        public var limit: Int?
    }

    /// A consumable balance and what it holds.
    public struct Balance: Hashable, Sendable {
        /// The balance's key.
        public var key: String
        /// The name to show.
        public var name: String
        /// What it holds.
        public var amount: Int
        /// What one spend from the store screen takes: a tenth of the smallest pack, at least 1.
        public var spendStep: Int
    }

    /// The standing of a customer whose position under the rules is `access`; names are in `locale`.
    public init(name: String, customers: [String], access: CustomerAccess, entitlementStates: [EntitlementState],
                balances: [(key: String, amount: Int)], ownedByOthers: [String: String] = [:], groupsOwnedByOthers: [String: String] = [:],
                locale: String? = nil) {
        let rules = access.rules
        self.name = name
        self.customers = customers
        rulesSource = rules.source
        let catalog = access.catalog
        // A rule's display name, else the name of the product whose id it is keyed by (the defaults' way), else the key.
        func shownName(_ displayName: String?, key: String) -> String {
            displayName ?? catalog.product(withID: key)?.label(for: locale, catalogLocale: catalog.settings.locale) ?? key
        }
        entitlements = entitlementStates.map { Entitlement(name: shownName(rules.entitlement($0.key)?.displayName, key: $0.key), state: $0) }
        tier = access.effectiveTier
        features = rules.capabilities.map { capability in
            Feature(name: capability.feature, rule: access.rule(for: capability.feature),
                    hasAccess: access.hasAccess(to: capability.feature), limit: access.limit(for: capability.feature))
        }
        let amounts = Dictionary(balances.map { ($0.key, $0.amount) }, uniquingKeysWith: { first, _ in first })
        self.balances = rules.balances.map { balance in
            let smallest = balance.grants.map(\.amount).min() ?? 1
            return Balance(key: balance.key, name: shownName(balance.displayName, key: balance.key), amount: amounts[balance.key] ?? 0,
                           spendStep: max(smallest / 10, 1))
        }
        visibleProductIDs = access.visibleProductIDs
        conflicts = access.conflicts
        ownedSummary = access.ownedSummary(locale: locale)
        self.ownedByOthers = ownedByOthers
        self.groupsOwnedByOthers = groupsOwnedByOthers
        var alreadyEntitled: [String: String] = [:]
        for product in catalog.products {
            guard let decision = access.alreadyEntitled(buying: product.id) else { continue }
            alreadyEntitled[product.id] = Self.explanation(decision, rules: rules) { shownName(nil, key: $0) }
        }
        self.alreadyEntitled = alreadyEntitled
    }

    /// Why buying would add nothing, in words: which entitlement is on and which product (or first app version)
    /// it comes from, or until when the non-renewing subscription bought runs; `name` names a product.
    static func explanation(_ decision: AlreadyEntitled, rules: StorefrontRules, name: (String) -> String) -> String {
        let entitlement = rules.entitlement(decision.entitlement)?.name ?? decision.entitlement
        let product = name(decision.productID)
        guard let source = decision.sourceProductID else {
            return "you already have \(entitlement) because you first got the app at version \(decision.originalAppVersion ?? "?"); \(product) would add nothing."
        }
        if let term = decision.runningTerm {
            // A non-renewing subscription that runs: the app must not sell an overlapping one.
            guard let end = term.end else { return "you already have \(product), which never ends under these rules; buying it again would add nothing." }
            return "you have \(product) until \(DateText.day(end)); buy it again once it ends."
        }
        if source == decision.productID { return "you already have \(entitlement) from \(name(source))." }
        return "you already have \(entitlement) from \(name(source)), which you own; \(product) would add nothing."
    }

    /// Whether the store shows a product to this customer.
    public func isVisible(_ productID: String) -> Bool {
        visibleProductIDs.contains(productID)
    }

    /// The entitlements that are on.
    public var activeEntitlements: [Entitlement] {
        entitlements.filter(\.state.isActive)
    }
}
