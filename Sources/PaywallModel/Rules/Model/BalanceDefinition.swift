/// A consumable balance (coins, credits) and how much each unit of each consumable adds to it.
public struct BalanceDefinition: Sendable, Hashable {
    /// The balance's key (`"coins"`).
    public var key: String
    /// A name to show, when the file gives one.
    public var displayName: String?
    /// What one unit of each consumable adds, in file order.
    public var grants: [Grant]

    /// What one unit of a consumable adds to the balance.
    public struct Grant: Sendable, Hashable {
        /// The consumable's product id.
        public var productID: String
        /// The amount one unit adds (a purchase of quantity 3 adds three times this).
        public var amount: Int

        /// Creates a grant.
        public init(productID: String, amount: Int) {
            self.productID = productID
            self.amount = amount
        }
    }

    /// Creates a balance.
    public init(key: String, displayName: String? = nil, grants: [Grant]) {
        self.key = key
        self.displayName = displayName
        self.grants = grants
    }

    /// The name to show: the display name, else the key.
    public var name: String { displayName ?? key }
}
