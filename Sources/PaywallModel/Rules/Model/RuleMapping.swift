/// One entry of a map in the rules file: a key (a product or a tier) and the ids it names.
public struct RuleMapping: Sendable, Hashable {
    /// The key: a product id, or a tier id for tier conflicts.
    public var key: String
    /// The ids it names: products or tiers.
    public var targets: [String]

    /// Creates a mapping.
    public init(key: String, targets: [String]) {
        self.key = key
        self.targets = targets
    }
}
