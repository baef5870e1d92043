import Foundation
import PaywallModel

/// A verified transaction, with StoreKit's fields, as the client hands it to the app.
///
/// Every field except `isAcknowledged` comes from the verified JWS, never from the ledger's columns.
public struct PurchaseTransaction: Sendable, Hashable, Identifiable {
    /// The transaction identifier.
    public let id: UInt64
    /// The original transaction identifier (the first of a subscription's renewals).
    public let originalID: UInt64
    /// The product bought.
    public let productID: String
    /// The kind of product.
    public let productType: ProductKind
    /// The subscription group of an auto-renewable subscription.
    public let subscriptionGroupID: String?
    /// When it was bought or renewed.
    public let purchaseDate: Date
    /// When the original transaction was bought.
    public let originalPurchaseDate: Date
    /// How many were bought.
    public let quantity: Int
    /// When a subscription period ends.
    public let expirationDate: Date?
    /// When it was refunded or revoked.
    public let revocationDate: Date?
    /// Why it was refunded or revoked.
    public let revocationReason: RevocationReason?
    /// Bought by the customer or shared by the family.
    public let ownershipType: OwnershipType
    /// Where it was made.
    public let environment: StoreEnvironment
    /// The storefront (ISO alpha-3) it was bought in.
    public let storefront: String
    /// The app's account token.
    public let appAccountToken: UUID?
    /// Whether the app finished it.
    public let isAcknowledged: Bool
    /// Whether a subscription will renew.
    public let isAutoRenewing: Bool
    /// Whether a plan change within the group replaced it.
    public let isUpgraded: Bool
    /// Purchase or renewal.
    public let reason: TransactionReason
    /// The offer used.
    public let offer: TransactionOffer?
    /// The price charged, in the currency's units.
    public let price: Decimal?
    /// The ISO 4217 currency.
    public let currency: String?
    /// When the JWS was signed.
    public let signedDate: Date
    /// The compact JWS it came in.
    public let jwsRepresentation: String

    /// The products bought (one), as the Marketplace API lists them.
    public var products: [String] { [productID] }

    /// Whether it is refunded or revoked.
    public var isRevoked: Bool { revocationDate != nil }

    /// Builds a transaction from a verified payload.
    init(payload: SignedTransactionPayload, jws: String, isAcknowledged: Bool, isAutoRenewing: Bool) {
        id = UInt64(payload.transactionId) ?? 0
        originalID = UInt64(payload.originalTransactionId) ?? 0
        productID = payload.productId
        productType = ProductKind(transactionTypeName: payload.type) ?? .nonConsumable
        subscriptionGroupID = payload.subscriptionGroupIdentifier
        purchaseDate = payload.purchaseDate.date
        originalPurchaseDate = payload.originalPurchaseDate.date
        quantity = payload.quantity
        expirationDate = payload.expiresDate?.date
        revocationDate = payload.revocationDate?.date
        revocationReason = payload.revocationReason
        ownershipType = payload.inAppOwnershipType
        environment = payload.environment
        storefront = payload.storefront
        appAccountToken = payload.appAccountToken.flatMap(UUID.init(uuidString:))
        self.isAcknowledged = isAcknowledged
        self.isAutoRenewing = isAutoRenewing
        isUpgraded = payload.isUpgraded ?? false
        reason = payload.transactionReason
        offer = payload.offerType.flatMap(SubscriptionOffer.Kind.init(transactionOfferType:)).map {
            TransactionOffer(kind: $0, id: payload.offerIdentifier,
                             paymentMode: payload.offerDiscountType.flatMap(SubscriptionOffer.PaymentMode.init(transactionDiscountType:)),
                             period: payload.offerPeriod)
        }
        price = payload.price.map { Decimal($0) / 1_000 }
        currency = payload.currency
        signedDate = payload.signedDate.date
        jwsRepresentation = jws
    }
}
