import Foundation

/// One feature and the rule for each tier that has one; a tier left out has the feature `.unavailable`.
public struct FeatureCapability: Sendable, Hashable {
    /// The feature's name (`"export"`).
    public var feature: String
    /// Each tier's rule, in file order.
    public var rules: [TierRule]

    /// A tier's rule for the feature.
    public struct TierRule: Sendable, Hashable {
        /// The tier's id.
        public var tierID: String
        /// The rule.
        public var rule: CapabilityRule

        /// Creates a tier's rule.
        public init(tierID: String, rule: CapabilityRule) {
            self.tierID = tierID
            self.rule = rule
        }
    }

    /// Creates a feature's capabilities.
    public init(feature: String, rules: [TierRule]) {
        self.feature = feature
        self.rules = rules
    }

    /// The rule for a tier; `.unavailable` for a tier the feature does not list.
    public func rule(forTier tierID: String) -> CapabilityRule {
        rules.first { $0.tierID == tierID }?.rule ?? .unavailable
    }
}
