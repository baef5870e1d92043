/// The App Store Server Notifications V2 types the sandbox sends (`notificationType`), with Apple's names.
public enum ServerNotificationType: String, Sendable, Hashable, CaseIterable, Codable {
    case subscribed = "SUBSCRIBED"
    case didRenew = "DID_RENEW"
    case didChangeRenewalPref = "DID_CHANGE_RENEWAL_PREF"
    case didChangeRenewalStatus = "DID_CHANGE_RENEWAL_STATUS"
    case didFailToRenew = "DID_FAIL_TO_RENEW"
    case gracePeriodExpired = "GRACE_PERIOD_EXPIRED"
    case expired = "EXPIRED"
    case offerRedeemed = "OFFER_REDEEMED"
    case refund = "REFUND"
    case refundDeclined = "REFUND_DECLINED"
    case revoke = "REVOKE"
    case consumptionRequest = "CONSUMPTION_REQUEST"
    case oneTimeCharge = "ONE_TIME_CHARGE"
    case renewalExtended = "RENEWAL_EXTENDED"
    case test = "TEST"
}
