/// Tiers and products that should never be owned together; each pair works both ways.
public struct ConflictRules: Sendable, Hashable {
    /// Owning something in the key tier and something in one of the target tiers is a conflict. A tier
    /// that names itself means two products of that tier are a conflict.
    public var tiers: [RuleMapping]
    /// Owning the key product and one of the target products is a conflict.
    public var products: [RuleMapping]

    /// Creates conflict rules; the defaults have none.
    public init(tiers: [RuleMapping] = [], products: [RuleMapping] = []) {
        self.tiers = tiers
        self.products = products
    }

    /// Whether no conflict is declared.
    public var isEmpty: Bool { tiers.isEmpty && products.isEmpty }
}
