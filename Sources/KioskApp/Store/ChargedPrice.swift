import Foundation
import PaywallModel
import PurchaseFlow

/// Prices as a ledger record and renewal info carry them, formatted as every price is.
enum ChargedPrice {
    /// The price actually charged, from StoreKit's milliunits in the record's currency, formatted for a locale as
    /// every price is (`$99.99`, `5,00 €`); `nil` without one.
    static func text(_ record: LedgerRecord, locale: Locale) -> String? {
        record.chargedPrice?.formatted(locale: locale)
    }

    /// What a subscription's next renewal charges, in the currency where it renews (`$12.99`); `nil` when it does
    /// not renew.
    static func renewal(_ info: RenewalInfo, locale: Locale) -> String? {
        guard let amount = info.renewalPrice, let code = info.currency else { return nil }
        return Price(amount, Currency(code: code)).formatted(locale: locale)
    }
}
