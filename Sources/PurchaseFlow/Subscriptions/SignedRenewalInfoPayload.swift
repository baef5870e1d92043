import Foundation
import PaywallModel

/// The JSON payload of a signed subscription renewal info, with the field names of Apple's
/// `JWSRenewalInfoDecodedPayload`, worked out from a subscription's status.
///
/// Dates are milliseconds since 1970; the renewal price is in milliunits of the currency.
public struct SignedRenewalInfoPayload: Codable, Sendable, Hashable {
    public var originalTransactionId: String
    public var productId: String
    public var autoRenewProductId: String
    public var autoRenewStatus: Int
    public var expirationIntent: Int?
    public var isInBillingRetryPeriod: Bool
    public var gracePeriodExpiresDate: Int64?
    public var offerType: Int?
    public var offerIdentifier: String?
    public var recentSubscriptionStartDate: Int64
    public var renewalDate: Int64
    public var renewalPrice: Int64?
    public var currency: String?
    public var appAccountToken: String?
    public var signedDate: Int64
    public var environment: StoreEnvironment

    /// The payload of a subscription's status, signed at `signedDate` in an environment.
    public init(status: SandboxSubscriptionStatus, signedDate: Date, environment: StoreEnvironment) {
        let info = status.renewalInfo
        originalTransactionId = String(status.subscription.originalID)
        productId = status.subscription.productID
        autoRenewProductId = info.autoRenewPreference
        autoRenewStatus = info.willAutoRenew ? 1 : 0
        expirationIntent = info.expirationReason.map(Self.expirationIntent)
        isInBillingRetryPeriod = info.isInBillingRetry
        gracePeriodExpiresDate = info.gracePeriodExpirationDate?.millisecondsSince1970
        offerType = info.offerCode == nil ? nil : SubscriptionOffer.Kind.code.transactionOfferType
        offerIdentifier = info.offerCode
        recentSubscriptionStartDate = status.latest.originalPurchaseDate.millisecondsSince1970
        renewalDate = (info.renewalDate ?? status.subscription.expirationDate).millisecondsSince1970
        renewalPrice = info.renewalPrice.map(SandboxStore.milliunits)
        currency = info.currency
        appAccountToken = status.latest.appAccountToken?.uuidString.lowercased()
        self.signedDate = signedDate.millisecondsSince1970
        self.environment = environment
    }

    /// Apple's `expirationIntent` number of an expiration reason.
    static func expirationIntent(_ reason: ExpirationReason) -> Int {
        switch reason {
        case .autoRenewDisabled: 1
        case .billingError: 2
        case .didNotConsentToPriceIncrease: 3
        case .productUnavailable: 4
        case .unknown: 5
        }
    }

    /// The payload as compact JSON, absent fields left out.
    public func encoded() throws -> Data {
        var writer = CompactJSONObjectWriter()
        writer.add("appAccountToken", appAccountToken)
        writer.add("autoRenewProductId", autoRenewProductId)
        writer.add("autoRenewStatus", Int64(autoRenewStatus))
        writer.add("currency", currency)
        writer.add("environment", environment.rawValue)
        writer.add("expirationIntent", expirationIntent.map(Int64.init))
        writer.add("gracePeriodExpiresDate", gracePeriodExpiresDate)
        writer.add("isInBillingRetryPeriod", isInBillingRetryPeriod)
        writer.add("offerIdentifier", offerIdentifier)
        writer.add("offerType", offerType.map(Int64.init))
        writer.add("originalTransactionId", originalTransactionId)
        writer.add("productId", productId)
        writer.add("recentSubscriptionStartDate", recentSubscriptionStartDate)
        writer.add("renewalDate", renewalDate)
        writer.add("renewalPrice", renewalPrice)
        writer.add("signedDate", signedDate)
        return writer.finished()
    }

    /// Decodes a payload.
    public static func decode(_ data: Data) throws -> SignedRenewalInfoPayload {
        try JSONDecoder().decode(SignedRenewalInfoPayload.self, from: data)
    }
}
