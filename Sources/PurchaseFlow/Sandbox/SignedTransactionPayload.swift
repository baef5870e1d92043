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

    /// Decodes a payload.
    public static func decode(_ data: Data) throws -> SignedTransactionPayload {
        try JSONDecoder().decode(SignedTransactionPayload.self, from: data)
    }
}
