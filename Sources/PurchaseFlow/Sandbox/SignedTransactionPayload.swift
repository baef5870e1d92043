import Foundation
import PaywallModel

/// The JSON payload of a signed transaction, with the field names of StoreKit's JWS (`JWSTransactionDecodedPayload`).
///
/// Dates are milliseconds since 1970 (`Timestamp`, written as integers); prices are milliunits of the currency.
public struct SignedTransactionPayload: Codable, Sendable, Hashable {
    public var transactionId: String
    public var originalTransactionId: String
    public var webOrderLineItemId: String?
    public var bundleId: String
    public var productId: String
    public var subscriptionGroupIdentifier: String?
    public var purchaseDate: Timestamp
    public var originalPurchaseDate: Timestamp
    public var expiresDate: Timestamp?
    public var quantity: Int
    public var type: String
    public var appAccountToken: String?
    public var inAppOwnershipType: OwnershipType
    public var signedDate: Timestamp
    public var revocationReason: RevocationReason?
    public var revocationDate: Timestamp?
    public var isUpgraded: Bool?
    public var offerType: Int?
    public var offerIdentifier: String?
    public var offerDiscountType: String?
    public var offerPeriod: String?
    public var environment: StoreEnvironment
    public var storefront: String
    public var storefrontId: String?
    public var transactionReason: TransactionReason
    public var price: Int64?
    public var currency: String?

    /// The payload that signs a completed ledger record in an environment.
    public init(record: LedgerRecord, bundleID: String, signedDate: Timestamp, environment: StoreEnvironment = .xcode) {
        transactionId = String(record.id)
        originalTransactionId = String(record.originalID)
        webOrderLineItemId = record.productKind == .autoRenewableSubscription ? String(record.id) : nil
        bundleId = bundleID
        productId = record.productID
        subscriptionGroupIdentifier = record.groupID
        purchaseDate = record.purchaseTime
        originalPurchaseDate = record.originalPurchaseTime
        expiresDate = record.expirationTime
        quantity = record.quantity
        type = record.productKind.transactionTypeName
        appAccountToken = record.appAccountToken?.uuidString.lowercased()
        inAppOwnershipType = record.ownership
        self.signedDate = signedDate
        revocationReason = record.revocationReason
        revocationDate = record.revocationTime
        isUpgraded = record.productKind == .autoRenewableSubscription ? record.isUpgraded : nil
        offerType = record.offer?.kind.transactionOfferType
        offerIdentifier = record.offer?.id
        offerDiscountType = record.offer?.paymentMode?.transactionDiscountType
        offerPeriod = record.offer?.period
        self.environment = environment
        storefront = record.storefront
        storefrontId = nil
        transactionReason = record.reason
        price = record.priceMilliunits
        currency = record.currency
    }

    /// The payload as compact JSON with sorted keys, absent fields left out (what `JSONEncoder` with
    /// `.sortedKeys` writes, done by hand: every transaction and renewal is encoded, and catching up a year of
    /// renewals encodes tens of thousands).
    public func encoded() throws -> Data {
        var writer = CompactJSONObjectWriter()
        writer.add("appAccountToken", appAccountToken)
        writer.add("bundleId", bundleId)
        writer.add("currency", currency)
        writer.add("environment", environment.rawValue)
        writer.add("expiresDate", expiresDate?.milliseconds)
        writer.add("inAppOwnershipType", inAppOwnershipType.rawValue)
        writer.add("isUpgraded", isUpgraded)
        writer.add("offerDiscountType", offerDiscountType)
        writer.add("offerIdentifier", offerIdentifier)
        writer.add("offerPeriod", offerPeriod)
        writer.add("offerType", offerType.map(Int64.init))
        writer.add("originalPurchaseDate", originalPurchaseDate.milliseconds)
        writer.add("originalTransactionId", originalTransactionId)
        writer.add("price", price)
        writer.add("productId", productId)
        writer.add("purchaseDate", purchaseDate.milliseconds)
        writer.add("quantity", Int64(quantity))
        writer.add("revocationDate", revocationDate?.milliseconds)
        writer.add("revocationReason", revocationReason.map { Int64($0.rawValue) })
        writer.add("signedDate", signedDate.milliseconds)
        writer.add("storefront", storefront)
        writer.add("storefrontId", storefrontId)
        writer.add("subscriptionGroupIdentifier", subscriptionGroupIdentifier)
        writer.add("transactionId", transactionId)
        writer.add("transactionReason", transactionReason.rawValue)
        writer.add("type", type)
        writer.add("webOrderLineItemId", webOrderLineItemId)
        return writer.finished()
    }

    /// Decodes a payload as `JSONDecoder` decodes this type, done by hand (see `SignedPayloadFields`).
    public static func decode(_ data: Data) throws -> SignedTransactionPayload {
        try SignedTransactionPayload(SignedPayloadFields(data))
    }

    private init(_ fields: SignedPayloadFields) throws {
        transactionId = try fields.string("transactionId")
        originalTransactionId = try fields.string("originalTransactionId")
        webOrderLineItemId = try fields.optionalString("webOrderLineItemId")
        bundleId = try fields.string("bundleId")
        productId = try fields.string("productId")
        subscriptionGroupIdentifier = try fields.optionalString("subscriptionGroupIdentifier")
        purchaseDate = Timestamp(milliseconds: try fields.integer("purchaseDate"))
        originalPurchaseDate = Timestamp(milliseconds: try fields.integer("originalPurchaseDate"))
        expiresDate = try fields.optionalInteger("expiresDate").map(Timestamp.init(milliseconds:))
        quantity = Int(try fields.integer("quantity"))
        type = try fields.string("type")
        appAccountToken = try fields.optionalString("appAccountToken")
        inAppOwnershipType = try fields.value("inAppOwnershipType")
        signedDate = Timestamp(milliseconds: try fields.integer("signedDate"))
        revocationReason = try fields.optionalInteger("revocationReason").map { number in
            guard let reason = Int(exactly: number).flatMap(RevocationReason.init(rawValue:)) else {
                throw SignedPayloadError("\"revocationReason\" is not a known value")
            }
            return reason
        }
        revocationDate = try fields.optionalInteger("revocationDate").map(Timestamp.init(milliseconds:))
        isUpgraded = try fields.optionalBool("isUpgraded")
        offerType = try fields.optionalInteger("offerType").map { Int($0) }
        offerIdentifier = try fields.optionalString("offerIdentifier")
        offerDiscountType = try fields.optionalString("offerDiscountType")
        offerPeriod = try fields.optionalString("offerPeriod")
        environment = try fields.value("environment")
        storefront = try fields.string("storefront")
        storefrontId = try fields.optionalString("storefrontId")
        transactionReason = try fields.value("transactionReason")
        price = try fields.optionalInteger("price")
        currency = try fields.optionalString("currency")
    }
}
