import Foundation
import PaywallModel

/// One row of the sandbox ledger: a transaction, or a purchase request that may become one.
///
/// Dates are kept as whole milliseconds (`Timestamp`), as StoreKit's signed payloads carry them; the `Date`
/// properties are views of them, and a date set through one is taken to its nearest millisecond.
public struct LedgerRecord: Sendable, Hashable {
    /// The transaction identifier (never reused, even after a reset).
    public var id: Int64
    /// The first transaction of this purchase: the transaction itself, or the first of a subscription's renewals.
    public var originalID: Int64
    /// The product bought.
    public var productID: String
    /// The kind of product.
    public var productKind: ProductKind
    /// The subscription group, for auto-renewable subscriptions.
    public var groupID: String?
    /// Where the row stands.
    public var status: LedgerStatus
    /// Purchase or renewal.
    public var reason: TransactionReason
    /// When the transaction happened (or was requested, while not completed).
    public var purchaseDate: Date {
        get { purchaseTime.date }
        set { purchaseTime = Timestamp(newValue) }
    }
    /// `purchaseDate` as stored and signed.
    public var purchaseTime: Timestamp
    /// When the original transaction happened.
    public var originalPurchaseDate: Date {
        get { originalPurchaseTime.date }
        set { originalPurchaseTime = Timestamp(newValue) }
    }
    /// `originalPurchaseDate` as stored and signed.
    public var originalPurchaseTime: Timestamp
    /// When a subscription period ends.
    public var expirationDate: Date? {
        get { expirationTime?.date }
        set { expirationTime = newValue.map(Timestamp.init) }
    }
    /// `expirationDate` as stored and signed.
    public var expirationTime: Timestamp?
    /// How many were bought (consumables may buy several).
    public var quantity: Int
    /// Bought by the customer or shared by the family.
    public var ownership: OwnershipType
    /// The storefront (ISO alpha-3) it was bought in.
    public var storefront: String
    /// The price charged, in thousandths of the currency unit (StoreKit's milliunits).
    public var priceMilliunits: Int64?
    /// The ISO 4217 currency of the price.
    public var currency: String?
    /// The currency the price was charged in (US dollars when the row names none).
    public var chargedCurrency: Currency { Currency(code: currency ?? Currency.usd.code) }
    /// The price charged, from StoreKit's milliunits in `chargedCurrency`; nil without one.
    public var chargedPrice: Price? { priceMilliunits.map { Price(Decimal($0) / 1_000, chargedCurrency) } }
    /// The app's account token given at purchase.
    public var appAccountToken: UUID?
    /// The offer used.
    public var offer: TransactionOffer?
    /// Whether a later plan change within the group replaced this transaction.
    public var isUpgraded: Bool
    /// Whether the subscription will renew at its expiration.
    public var willAutoRenew: Bool
    /// When the transaction was refunded or revoked.
    public var revocationDate: Date? {
        get { revocationTime?.date }
        set { revocationTime = newValue.map(Timestamp.init) }
    }
    /// `revocationDate` as stored and signed.
    public var revocationTime: Timestamp?
    /// Why it was refunded or revoked.
    public var revocationReason: RevocationReason?
    /// Whether the app finished it (acknowledged delivery).
    public var isFinished: Bool
    /// When the JWS was signed.
    public var signedDate: Date? {
        get { signedTime?.date }
        set { signedTime = newValue.map(Timestamp.init) }
    }
    /// `signedDate` as stored and signed.
    public var signedTime: Timestamp?
    /// The signed transaction, once completed.
    public var jws: String?
    /// Its first refund as the ledger's append-only record of revocations keeps it (the transaction signed with its
    /// revocation date), read with the row and never written through it; nil when it was never refunded.
    public var recordedRevocation: String?

    /// Creates a record; the ledger assigns `id` and `originalID` when it inserts a record with id 0.
    public init(
        id: Int64 = 0, originalID: Int64 = 0, productID: String, productKind: ProductKind, groupID: String? = nil,
        status: LedgerStatus, reason: TransactionReason = .purchase, purchaseDate: Date,
        originalPurchaseDate: Date? = nil, expirationDate: Date? = nil, quantity: Int = 1,
        ownership: OwnershipType = .purchased, storefront: String, priceMilliunits: Int64? = nil,
        currency: String? = nil, appAccountToken: UUID? = nil, offer: TransactionOffer? = nil,
        isUpgraded: Bool = false, willAutoRenew: Bool = false, revocationDate: Date? = nil,
        revocationReason: RevocationReason? = nil, isFinished: Bool = false, signedDate: Date? = nil, jws: String? = nil
    ) {
        self.id = id
        self.originalID = originalID
        self.productID = productID
        self.productKind = productKind
        self.groupID = groupID
        self.status = status
        self.reason = reason
        self.purchaseTime = Timestamp(purchaseDate)
        self.originalPurchaseTime = Timestamp(originalPurchaseDate ?? purchaseDate)
        self.expirationTime = expirationDate.map(Timestamp.init)
        self.quantity = quantity
        self.ownership = ownership
        self.storefront = storefront
        self.priceMilliunits = priceMilliunits
        self.currency = currency
        self.appAccountToken = appAccountToken
        self.offer = offer
        self.isUpgraded = isUpgraded
        self.willAutoRenew = willAutoRenew
        self.revocationTime = revocationDate.map(Timestamp.init)
        self.revocationReason = revocationReason
        self.isFinished = isFinished
        self.signedTime = signedDate.map(Timestamp.init)
        self.jws = jws
    }
}
