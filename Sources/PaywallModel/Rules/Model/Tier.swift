/// A tier of service (premium, basic, family) and the products in it; a lower level is more premium.
public struct Tier: Sendable, Hashable {
    /// The tier's id (`"premium"`).
    public var id: String
    /// A name to show, when the file gives one.
    public var displayName: String?
    /// The level: 1 is more premium than 2.
    public var level: Int
    /// The products in the tier, in file order.
    public var productIDs: [String]

    /// Creates a tier.
    public init(id: String, displayName: String? = nil, level: Int, productIDs: [String]) {
        self.id = id
        self.displayName = displayName
        self.level = level
        self.productIDs = productIDs
    }

    /// The name to show: the display name, else the id.
    public var name: String { displayName ?? id }
}
