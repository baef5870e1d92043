import PaywallModel

/// Who owns a purchase: the customer, or a family member who shares it.
public enum OwnershipType: String, Sendable, Hashable, Codable {
    /// Bought by the customer.
    case purchased = "PURCHASED"
    /// Shared by a family member through Family Sharing.
    case familyShared = "FAMILY_SHARED"
}
