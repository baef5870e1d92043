/// What `fetchProducts` found, with the identifiers it left out and why.
public struct ProductFetchReport: Sendable, Hashable {
    /// The products found, in the order asked.
    public let products: [ProductInfo]
    /// Identifiers the catalog does not have.
    public let unknownIDs: [String]
    /// Identifiers of products of the other kind (a subscription asked for as one-time, or the reverse).
    public let otherKindIDs: [String]
    /// Identifiers of products not sold in the current storefront.
    public let unavailableIDs: [String]
    /// The storefront (ISO alpha-3) the products were fetched for.
    public let storefront: String

    /// One sentence naming what was left out, or nil when nothing was.
    public var diagnosis: String? {
        var parts: [String] = []
        if !unknownIDs.isEmpty { parts.append("not in the catalog: \(unknownIDs.joined(separator: ", "))") }
        if !otherKindIDs.isEmpty { parts.append("of the other kind (subscription or not): \(otherKindIDs.joined(separator: ", "))") }
        if !unavailableIDs.isEmpty { parts.append("not sold in the \(storefront) storefront: \(unavailableIDs.joined(separator: ", "))") }
        return parts.isEmpty ? nil : "Left out products " + parts.joined(separator: "; ") + "."
    }
}
