/// What the store shows given what the customer owns.
///
/// Shown: `defaultVisible` (every product when absent), plus what `showMap` reveals for an owned product;
/// then removed: what `hideMap` hides and the whole tiers `groupHideMap` hides for an owned product.
/// Hiding wins over showing.
public struct VisibilityRules: Sendable, Hashable {
    /// The products shown to a customer who owns nothing; `nil` means every product.
    public var defaultVisible: [String]?
    /// Owning the key product hides these products.
    public var hideMap: [RuleMapping]
    /// Owning the key product reveals these (normally hidden) products.
    public var showMap: [RuleMapping]
    /// Owning the key product hides every product of these tiers.
    public var groupHideMap: [RuleMapping]

    /// Creates visibility rules; the defaults show everything.
    public init(defaultVisible: [String]? = nil, hideMap: [RuleMapping] = [], showMap: [RuleMapping] = [],
                groupHideMap: [RuleMapping] = []) {
        self.defaultVisible = defaultVisible
        self.hideMap = hideMap
        self.showMap = showMap
        self.groupHideMap = groupHideMap
    }
}
