import Foundation
import PaywallModel
import PurchaseFlow

/// The filters and sort of a Get Transaction History request (its query parameters), checked as Apple
/// checks them; a record is returned when it matches every filter given.
struct TransactionHistoryQuery {
    var startDate: Int64?
    var endDate: Int64?
    var productIDs: Set<String>
    var productTypes: Set<ProductKind>
    var groups: Set<String>
    var ownership: OwnershipType?
    var revoked: Bool?
    var descending = false
    var revision: String?

    /// Apple's name of each product type filter.
    static let productTypeNames: [String: ProductKind] = [
        "AUTO_RENEWABLE": .autoRenewableSubscription, "NON_RENEWABLE": .nonRenewingSubscription,
        "CONSUMABLE": .consumable, "NON_CONSUMABLE": .nonConsumable,
    ]

    /// Reads a request's query; throws the API error Apple answers for a bad parameter.
    init(_ request: ServerRequest) throws(APIError) {
        startDate = try Self.milliseconds(request.queryValues("startDate").last, error: .invalidStartDate)
        endDate = try Self.milliseconds(request.queryValues("endDate").last, error: .invalidEndDate)
        if let startDate, let endDate, startDate >= endDate { throw .startDateAfterEndDate }
        productIDs = Set(request.queryValues("productId"))
        if productIDs.contains("") { throw .invalidProductID }
        var types = Set<ProductKind>()
        for name in request.queryValues("productType") {
            guard let kind = Self.productTypeNames[name] else { throw .invalidProductType }
            types.insert(kind)
        }
        productTypes = types
        groups = Set(request.queryValues("subscriptionGroupIdentifier"))
        if groups.contains("") { throw .invalidSubscriptionGroupIdentifier }
        if let name = request.queryValues("inAppOwnershipType").last {
            guard let value = OwnershipType(rawValue: name) else { throw .invalidInAppOwnershipType }
            ownership = value
        }
        if let text = request.queryValues("revoked").last {
            switch text.lowercased() {
            case "true": revoked = true
            case "false": revoked = false
            default: throw .invalidRevoked
            }
        }
        switch request.queryValues("sort").last {
        case nil, "ASCENDING": descending = false
        case "DESCENDING": descending = true
        default: throw .invalidSort
        }
        revision = request.queryValues("revision").last
    }

    /// Whether a completed record matches every filter.
    func matches(_ record: LedgerRecord) -> Bool {
        let purchased = Int64((record.purchaseDate.timeIntervalSince1970 * 1_000).rounded(.down))
        return (startDate.map { purchased >= $0 } ?? true)
            && (endDate.map { purchased < $0 } ?? true)
            && (productIDs.isEmpty || productIDs.contains(record.productID))
            && (productTypes.isEmpty || productTypes.contains(record.productKind))
            && (groups.isEmpty || record.groupID.map(groups.contains) == true)
            && (ownership.map { record.ownership == $0 } ?? true)
            && (revoked.map { (record.revocationDate != nil) == $0 } ?? true)
    }

    private static func milliseconds(_ text: String?, error: APIError) throws(APIError) -> Int64? {
        guard let text else { return nil }
        guard let value = Int64(text), value >= 0 else { throw error }
        return value
    }
}
